import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'dev-dist', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Only src/data may import Dexie (CONVENTIONS.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ['dexie'] }] },
  },
  {
    // The domain is pure: shared with the server and workers.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react*', 'dexie*', 'comlink', 'rxjs*', 'node:*', '@fluentui/*'] }],
    },
  },
);

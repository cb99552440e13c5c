import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

// Folder boundaries (docs/ARCHITECTURE.md), kept by no-restricted-imports. Imports inside src are
// relative, so each pattern is anchored at the depth of the importing file: from k folders below a
// folder, an import leaves it with k + 1 '../', and reaches src/<area> with as many as the file is
// deep under src. That keeps src/domain/sync from being taken for src/sync. Flat config applies only
// the last no-restricted-imports that matches a file, so each boundary below carries every
// restriction of its folder (the Dexie rule included).
const DEXIE = { group: ['dexie*'], message: 'Only src/data imports Dexie (CONVENTIONS.md).' };
const UI_AND_RUNTIMES = ['react*', '@fluentui/*', 'comlink', 'rxjs*'];
const MAX_DEPTH = 6;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const ups = (n) => `^(\\.\\./){${n}}`;

/**
 * One config per depth below `folder` (e.g. 'src/sync'). `allow`: the only src areas (paths under
 * src) its files may import besides the folder itself; `deny`: src areas they may not import;
 * `packages`: packages they may not import.
 */
function boundary(
  folder,
  { allow, deny = [], packages = [], dexie = true, ignores = [], message },
) {
  const segments = folder.split('/');
  const parent = segments.slice(0, -1).join('/');
  // an allowed area as the path from the folder's parent, where an import that leaves the folder lands
  const fromParent = (area) => path.posix.relative(parent, `src/${area}`);
  const configs = [];
  for (let k = 0; segments.length - 1 + k <= MAX_DEPTH; k++) {
    const patterns = dexie ? [DEXIE] : [];
    if (packages.length > 0) patterns.push({ group: packages, message });
    if (allow)
      patterns.push({
        regex: `${ups(k + 1)}(?!(${allow.map(fromParent).map(escape).join('|')})/)`,
        message,
      });
    if (deny.length > 0)
      patterns.push({
        regex: `${ups(segments.length - 1 + k)}(${deny.map(escape).join('|')})(/|$)`,
        message,
      });
    configs.push({
      files: [`${folder}/${'*/'.repeat(k)}*.{ts,tsx}`],
      ignores,
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    });
  }
  return configs;
}

/** Tests may wire layers together (the engine over a real Dexie store): nothing imports a test. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'dev-dist',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEXIE] }] },
  },
  // The domain is pure: shared with the server and workers; it reads the catalogues' JSON only.
  ...boundary('src/domain', {
    allow: ['domain', 'i18n/locales'],
    packages: [...UI_AND_RUNTIMES, 'node:*'],
    message: 'src/domain is pure: no React, Dexie, comlink, rxjs, node: or other src folders.',
  }),
  // The sync code runs in the sync worker, the service worker and Node: no UI, no app, no Dexie
  // (it talks to its storage port, src/sync/store/model.ts).
  ...boundary('src/sync', {
    allow: ['domain', 'sync'],
    packages: UI_AND_RUNTIMES,
    ignores: TESTS,
    message: 'src/sync imports only src/domain and itself: no React, app, data or Dexie.',
  }),
  // The storage rules sit below the engine: the local write path uses them without the network.
  ...boundary('src/sync/store', {
    allow: ['domain'],
    packages: UI_AND_RUNTIMES,
    ignores: TESTS,
    message:
      'src/sync/store imports only src/domain and itself: the engine builds on it, not the reverse.',
  }),
  // The local write path and the stores sit below the app: nothing here imports the shell or screens.
  ...boundary('src/data', {
    deny: ['app', 'features', 'components', 'workers'],
    dexie: false,
    ignores: TESTS,
    message: 'src/data is below the app: it tells the app through subscriptions, never imports it.',
  }),
  // Screens use src/data and the app's sync status, never the sync code itself.
  ...boundary('src/features', {
    deny: ['sync'],
    message:
      'Features do not import src/sync: read through src/data hooks, the status through src/app/sync.',
  }),
);

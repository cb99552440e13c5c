import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogues, ICU_PARSER_ALIAS } from './vite.catalogues';
import { messageDescriptions } from './vite.messageDescriptions';
import { precompress } from './vite.precompress';
import { prerender } from './vite.prerender';
import { uppyParallelParts } from './vite.uppyParts';

// The sync-server's address in development (npm start); the dev server proxies /api to it.
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: API_TARGET, changeOrigin: false } };

// Stamped into the diagnostics panel's copy (src/features/diagnostics): which build met the errors.
const APP_VERSION = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // no git (a source tarball): the build time names the build
    return new Date().toISOString();
  }
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __APP_BUILD__: JSON.stringify(buildId()),
  },
  resolve: {
    alias: [ICU_PARSER_ALIAS],
  },
  // the dev server would pre-bundle @uppy/aws-s3 with esbuild, past the plugin below
  optimizeDeps: { exclude: ['@uppy/aws-s3'] },
  plugins: [
    uppyParallelParts(),
    catalogues({ precompile: true }),
    messageDescriptions(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // registered by src/app/pwa/registerServiceWorker.ts, which owns the update prompt
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // the Chinese script tables (447 kB gzip) only for who opens the lyrics converter: cached on first use (src/sw.ts)
        // the prerendered pages: the worker's navigations get the shell (sw.ts says why)
        globIgnores: ['**/traditionalConverter-*.js', 'prerender/**'],
      },
      manifest: {
        id: '/',
        name: '音乐版权合作伙伴门户 / Rights Partner Portal',
        short_name: '版权门户',
        description:
          '音乐版权合作伙伴门户：曲库管理、全球发行、数据监测与结算。Rights Partner Portal: catalogue, distribution, data and settlement.',
        lang: 'zh-Hans',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // Fluent UI's webLightTheme brand colour (the manifest cannot read design tokens)
        theme_color: '#0f6cbd',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    // in this order, after the service worker: the pages, then the .br/.gz of everything
    prerender(),
    precompress(),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    // the manifest tells tests/build/checkLoginBudget.ts which chunks the login page loads
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is fetched on every first visit anyway: one chunk
        // instead of ~20 small ones compresses better (one gzip/brotli dictionary), ~4 kB gzip less
        // on the login page, and costs fewer requests on a slow connection.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});

// Build step: renders the public pages (/login, /home) to HTML in every language once the client
// build is written, so a first visit on a slow line paints before the scripts arrive. It bundles
// src/prerender/renderPage.tsx for Node with Vite's SSR build (the same catalogues plugin and
// aliases as the browser's), fills dist/index.html with each page and writes dist/prerender/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { API_LANGUAGES } from './src/domain/locale';
import {
  PRERENDER_ATTRIBUTE,
  PRERENDERED_ROUTES,
  prerenderedFile,
  type PrerenderedRoute,
} from './src/domain/prerender';
import type { PrerenderedPage } from './src/prerender/renderPage';
import { catalogues, ICU_PARSER_ALIAS } from './vite.catalogues';
import { staticClosure, type ViteManifest } from './vite.manifest';

type RenderPage = (
  route: PrerenderedRoute,
  language: (typeof API_LANGUAGES)[number],
) => Promise<PrerenderedPage>;

/** The screen module of each prerendered route: its chunks are preloaded beside the entry's. */
const SCREEN_SOURCES: Record<PrerenderedRoute, string> = {
  login: 'src/features/auth/LoginPage.tsx',
  home: 'src/features/home/HomePage.tsx',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The catalogue chunk a page's first render waits for beyond the entry: English its own shell part (Chinese ships in the entry). */
function catalogueSources(language: string, manifest: ViteManifest): string[] {
  const key = 'src/i18n/locales/en.json?part=shell';
  return language === 'en' && key in manifest ? [key] : [];
}

/** index.html with the page inside #root, its styles, title and language, and its chunks preloaded. */
export function fillTemplate(
  template: string,
  page: PrerenderedPage,
  preload: readonly string[],
): string {
  const links = preload
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const filled = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${links}${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDER_ATTRIBUTE}="${page.marker}">${page.body}</div>`,
    );
  if (!filled.includes(PRERENDER_ATTRIBUTE))
    throw new Error('index.html has no empty <div id="root"></div> to fill');
  return filled;
}

export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const ssrOut = path.join(root, 'node_modules', '.cache', 'portal-prerender');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          mode: 'production',
          resolve: { alias: [ICU_PARSER_ALIAS] },
          plugins: [catalogues({ precompile: true })],
          // every dependency bundled: Node then runs one self-contained file
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender/renderPage.tsx',
            outDir: ssrOut,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'renderPage.mjs' } },
          },
        });
        const { renderPage } = (await import(
          pathToFileURL(path.join(ssrOut, 'renderPage.mjs')).href
        )) as { renderPage: RenderPage };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as ViteManifest;
        const inEntry = new Set(staticClosure(manifest, ['index.html']));
        mkdirSync(path.join(outDir, 'prerender'), { recursive: true });
        for (const route of PRERENDERED_ROUTES) {
          for (const language of API_LANGUAGES) {
            const page = await renderPage(route, language);
            const preload = staticClosure(manifest, [
              SCREEN_SOURCES[route],
              ...catalogueSources(language, manifest),
            ]).filter((file) => !inEntry.has(file));
            writeFileSync(
              path.join(outDir, prerenderedFile(route, language)),
              fillTemplate(template, page, preload),
            );
          }
        }
        this.info(`prerendered ${PRERENDERED_ROUTES.join(', ')} in ${API_LANGUAGES.join(', ')}`);
      },
    },
  };
}

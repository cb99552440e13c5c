// The public pages the build renders to HTML (src/prerender, vite.prerender.ts), in every
// language, and where it puts them: the server picks one by route and language cookie.
import type { ApiLanguage } from './locale';

export const PRERENDERED_ROUTES = ['login', 'home'] as const;
export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

/** Under the build's output folder; outside the app's paths, so no route ever serves it by accident. */
export function prerenderedFile(route: PrerenderedRoute, language: ApiLanguage): string {
  return `prerender/${route}.${language}.html`;
}

/** Written on #root by the prerender: the client hydrates only the very page it would render. */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';

export function prerenderMarker(route: string, language: ApiLanguage): string {
  return `${route} ${language}`;
}

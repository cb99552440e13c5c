// The built PWA (STATIC_DIR, `vite build` output) served at /, with the SPA fallback: a page
// route such as /library/album/list gets index.html. Hashed files under /assets/ never change,
// so they are cached for a year; the shell files must be revalidated or updates never arrive.
// The build writes a .br and a .gz beside each text file (vite.precompress.ts): the one the
// browser accepts is sent, with Vary: Accept-Encoding, and nothing is compressed per request.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_LANGUAGES } from '../../../src/domain/locale';
import { PRERENDERED_ROUTES, prerenderedFile } from '../../../src/domain/prerender';
import { findRoute } from '../../../src/domain/routes';
import { cookieLanguageOf } from '../http/request';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** stored but revalidated every time (cheap with ETag): the shell, the service worker, icons */
const REVALIDATE = 'no-cache';

export function cacheControlFor(relativePath: string): string {
  const posix = relativePath.split(path.sep).join('/');
  return posix.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** A navigation the SPA's router handles: GET/HEAD, outside /api, last segment without an extension. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The public pages the build prerendered (vite.prerender.ts), in the language of the visitor's
 * cookie: an English visitor paints English at once instead of Chinese that then switches. A
 * build without them (or without one language) falls back to the empty shell, which renders.
 */
function registerPrerenderedPages(app: FastifyInstance, staticDir: string): void {
  for (const route of PRERENDERED_ROUTES) {
    const routePath = findRoute(route)?.path;
    const files = new Map(
      API_LANGUAGES.map((language) => [language, prerenderedFile(route, language)] as const).filter(
        ([, file]) => existsSync(path.join(staticDir, file)),
      ),
    );
    if (!routePath || files.size === 0) continue;
    app.get(routePath, (request, reply) => {
      const file = files.get(cookieLanguageOf(request)) ?? 'index.html';
      // no-cache as the shell; a shared cache must not hand one language's page to the other
      return reply.header('cache-control', REVALIDATE).header('vary', 'Cookie').sendFile(file);
    });
  }
}

/** Registers the site when STATIC_DIR holds a build; returns whether it did. */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string,
): Promise<boolean> {
  if (!existsSync(path.join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    redirect: false,
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    // /api is never a file, even if the build happened to hold such a folder
    allowedPath: (pathName) => pathName !== '/api' && !pathName.startsWith('/api/'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(staticDir, filePath)));
    },
  });
  registerPrerenderedPages(app, staticDir);
  return true;
}

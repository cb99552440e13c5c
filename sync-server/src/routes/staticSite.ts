// The built PWA (STATIC_DIR, `vite build` output) served at /, with the SPA fallback: a page
// route such as /library/album/list gets index.html. Hashed files under /assets/ never change,
// so they are cached for a year; the shell files must be revalidated or updates never arrive.
// The build writes a .br and a .gz beside each text file (vite.precompress.ts): the one the
// browser accepts is sent, with Vary: Accept-Encoding, and nothing is compressed per request.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** Registers the site when STATIC_DIR holds a build; returns whether it did. */
export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<boolean> {
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
  return true;
}

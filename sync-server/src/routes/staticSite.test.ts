import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';

/** The site needs no database; any query would be a bug in this test's scope. */
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

describe('static PWA', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-site-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Portal"}');
    writeFileSync(path.join(dist, 'assets', 'index-4f9a2c1b.js'), 'console.log(1);');
    // as vite.precompress.ts leaves them: a .br and a .gz beside the page and the script
    for (const file of ['index.html', 'assets/index-4f9a2c1b.js']) {
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(`/* br */ ${file}`));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(`/* gz */ ${file}`));
    }
    // the build's prerendered login page in both languages (home left out: it falls back to the shell)
    mkdirSync(path.join(dist, 'prerender'));
    for (const language of ['zh-hans', 'en']) {
      const html = `<!doctype html><div id="root" data-prerendered="login ${language}"><form>${language}</form></div>`;
      writeFileSync(path.join(dist, 'prerender', `login.${language}.html`), html);
      writeFileSync(
        path.join(dist, 'prerender', `login.${language}.html.br`),
        brotliCompressSync(html),
      );
    }
    const config = loadConfig({
      DATA_DIR: path.join(dir, 'data'),
      STATIC_DIR: dist,
      SIGNING_SECRET: 'x'.repeat(40),
    });
    app = await buildApp({ config, db: noDb });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for any page route, never cached without revalidation', async () => {
    for (const url of ['/', '/library/album/list', '/account/sysNotice/42?x=1', '/home']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('revalidates the service worker and the manifest, caches hashed assets for a year', async () => {
    expect((await app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/manifest.webmanifest' })).headers['cache-control']).toBe(
      'no-cache',
    );
    const asset = await app.inject({ url: '/assets/index-4f9a2c1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, varying on Accept-Encoding', async () => {
    for (const url of ['/assets/index-4f9a2c1b.js', '/', '/library/album/list']) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      const file = url.startsWith('/assets/') ? 'assets/index-4f9a2c1b.js' : 'index.html';
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(`/* br */ ${file}`);
      expect(br.headers['content-type'], url).toMatch(
        url.startsWith('/assets/') ? /javascript/ : /text\/html/,
      );

      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(`/* gz */ ${file}`);
      expect(gz.headers.vary, url).toMatch(/accept-encoding/i);

      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      expect(plain.body, url).toContain(
        url.startsWith('/assets/') ? 'console.log(1)' : 'id="root"',
      );
    }
  });

  it('serves the prerendered login page in the language of the cookie, Chinese by default', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'zh-hans'],
      [{ cookie: 'sidebarStatus=1; language=en' }, 'en'],
      [{ cookie: 'language=zh-hans' }, 'zh-hans'],
      [{ cookie: 'language=klingon' }, 'zh-hans'],
    ];
    for (const [headers, language] of cases) {
      const res = await app.inject({ url: '/login?redirect=%2Flibrary%2Falbum%2Flist', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(`data-prerendered="login ${language}"`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    const br = await app.inject({
      url: '/login',
      headers: { cookie: 'language=en', 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('data-prerendered="login en"');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const res = await app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
  });

  it('keeps /api JSON: unknown paths are 404 envelopes, guarded ones 401', async () => {
    const unknown = await app.inject({ url: '/api/whatever/view/list.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ state: false, code: 'notFound' });
    const noExtension = await app.inject({ url: '/api/org' });
    expect(noExtension.statusCode).toBe(404);
    expect(noExtension.headers['content-type']).toMatch(/application\/json/);
    const guarded = await app.inject({ url: '/api/org/loginUserInfo.json' });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json()).toMatchObject({ code: 'notlogin' });
  });
});

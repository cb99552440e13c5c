// Contract: the /api request budget (http/rateLimit.ts): per session and per client address, a
// 429 in the envelope with Retry-After once spent; static files and the signed part PUT do not
// count. Budgets are tiny here so a few requests spend them; each test uses addresses of its own.
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { makeStaticSite } from '../site';
import { useApp } from '../suite';

const PER_SESSION = 5;
const PER_ADDRESS = 8;
const WINDOW = 60;
const ME = apiUrl(PATHS.loginUserInfo);
const CONFIG = apiUrl(PATHS.config);

export function describeRequestBudgetContract(backend: TestBackend): void {
  describe('request budget', () => {
    const site = makeStaticSite();
    afterAll(() => site.remove());
    const ctx = useApp(backend, {
      env: {
        STATIC_DIR: site.dir,
        RATE_LIMIT_PER_SESSION: String(PER_SESSION),
        RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
        RATE_LIMIT_WINDOW_SECONDS: String(WINDOW),
      },
      files: { minPartBytes: 4 },
    });

    it('refuses a session past its budget with 429, the envelope and Retry-After, in either language', async () => {
      // two sessions from two addresses each, so only the session budget can run out
      const first = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026', {
        remoteAddress: '10.70.0.1',
      });
      const other = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026', {
        remoteAddress: '10.70.0.2',
      });
      for (let i = 0; i < PER_SESSION; i++) {
        expect(
          (await call(ctx().app, ME, { sign: first.sign, remoteAddress: `10.70.1.${i}` })).status,
        ).toBe(200);
      }
      const refused = await call(ctx().app, ME, {
        sign: first.sign,
        remoteAddress: '10.70.2.1',
        language: 'en',
      });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW);
      expect(refused.body).toEqual({
        state: false,
        msg: en['error.tooManyRequests'].replace('{seconds}', String(retryAfter)),
        result: null,
        code: 'tooManyRequests',
      });
      const zh = await call(ctx().app, ME, {
        sign: first.sign,
        remoteAddress: '10.70.2.2',
        language: 'zh-hans',
      });
      expect(zh.body.msg).toBe(
        zhHans['error.tooManyRequests'].replace('{seconds}', String(zh.headers['retry-after'])),
      );
      // another session of the same person keeps its own budget
      expect(
        (await call(ctx().app, ME, { sign: other.sign, remoteAddress: '10.70.2.3' })).status,
      ).toBe(200);
    });

    it('refuses an address past its budget, counting requests with forged tokens and none', async () => {
      const address = '10.71.0.1';
      for (let i = 0; i < PER_ADDRESS / 2; i++) {
        expect(
          (await call(ctx().app, ME, { sign: `forged-${i}`, remoteAddress: address })).status,
        ).toBe(401);
        expect(
          (await call(ctx().app, CONFIG, { method: 'POST', remoteAddress: address })).status,
        ).toBe(200);
      }
      const refused = await call(ctx().app, ME, { sign: 'forged-again', remoteAddress: address });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('tooManyRequests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // a login from there is refused before its password is even looked at
      expect(
        (
          await call(ctx().app, apiUrl(PATHS.login), {
            form: { loginName: 'demo-admin', password: 'Demo-Admin-2026' },
            remoteAddress: address,
          })
        ).status,
      ).toBe(429);
      expect(
        (await call(ctx().app, CONFIG, { method: 'POST', remoteAddress: '10.71.0.2' })).status,
      ).toBe(200);
    });

    it('counts an IPv6 client by its /64', async () => {
      for (let i = 0; i < PER_ADDRESS; i++) {
        expect(
          (
            await call(ctx().app, CONFIG, {
              method: 'POST',
              remoteAddress: `2001:db8:7:1::${i + 1}`,
            })
          ).status,
        ).toBe(200);
      }
      expect(
        (await call(ctx().app, CONFIG, { method: 'POST', remoteAddress: '2001:db8:7:1:ffff::9' }))
          .status,
      ).toBe(429);
      expect(
        (await call(ctx().app, CONFIG, { method: 'POST', remoteAddress: '2001:db8:7:2::1' }))
          .status,
      ).toBe(200);
    });

    it('does not count the signed part PUT: a large file is many parts', async () => {
      const address = '10.72.0.1';
      // 1 login, 1 grant, 1 create, 1 signature: four of the address's eight
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026', {
        remoteAddress: address,
      });
      const grant = await call<{ endpoint: string }>(ctx().app, apiUrl(PATHS.uploadGrant), {
        method: 'POST',
        sign,
        remoteAddress: address,
      });
      const s3 = `${grant.body.result.endpoint}/s3/multipart`;
      const created = await call(ctx().app, s3, {
        remoteAddress: address,
        json: {
          filename: 'Song.wav',
          type: 'audio/wav',
          metadata: { kind: 'audio', purpose: 'track', size: 4 },
        },
      });
      expect(created.status, created.text).toBe(200);
      const { key, uploadId } = created.body as unknown as { key: string; uploadId: string };
      const signPart = () =>
        call<{ url: string }>(ctx().app, `${s3}/${uploadId}/1`, {
          query: { key },
          remoteAddress: address,
        });
      const signed = await signPart();
      expect(signed.status).toBe(200);
      const { url } = signed.body as unknown as { url: string };
      for (let i = 0; i < PER_ADDRESS * 2; i++) {
        const res = await ctx().app.inject({
          method: 'PUT',
          url,
          payload: 'RIFF',
          remoteAddress: address,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      // the budgeted routes still count: four more, then refused
      for (let i = 0; i < PER_ADDRESS - 4; i++) expect((await signPart()).status).toBe(200);
      expect((await signPart()).status).toBe(429);
    });

    it('does not count static files or pages', async () => {
      const address = '10.73.0.1';
      for (let i = 0; i < PER_ADDRESS; i++) {
        for (const url of ['/sw.js', `/library/album/list?i=${i}`]) {
          const res = await ctx().app.inject({ method: 'GET', url, remoteAddress: address });
          expect(res.statusCode).toBe(200);
        }
      }
      expect(
        (await call(ctx().app, CONFIG, { method: 'POST', remoteAddress: address })).status,
      ).toBe(200);
    });
  });
}

// Contract: the guard in front of every route (session, privilege), the error envelope, the
// security headers and the body limits.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { isHttpLevelRun, type TestBackend } from '../backends';
import { call, login } from '../client';
import { ENDPOINTS, GUARDED_ENDPOINTS } from '../endpoints';
import { useApp } from '../suite';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

export function describeGuardContract(backend: TestBackend): void {
  describe('guard and envelope', () => {
    const ctx = useApp(backend);

    // the routes, the guard without a session, the envelope, headers and body limits are
    // Fastify's and the app's: one engine checks them (isHttpLevelRun)
    if (isHttpLevelRun(backend)) {
      it('has a route for every path of the contract, and the endpoint table covers PATHS', () => {
        expect(new Set(ENDPOINTS.map((e) => e.key))).toEqual(new Set(Object.keys(PATHS)));
        for (const e of ENDPOINTS)
          expect(ctx().app.hasRoute({ method: e.method, url: apiUrl(PATHS[e.key]) })).toBe(true);
      });

      it.each(GUARDED_ENDPOINTS)(
        '$method $key without a session: 401 notlogin, localized',
        async (e) => {
          const url = apiUrl(PATHS[e.key]);
          const method = e.method;
          const zh = await call(ctx().app, url, { method });
          expect(zh.status).toBe(401);
          expect(zh.body).toEqual({
            state: false,
            msg: zhHans['error.notlogin'],
            result: null,
            code: 'notlogin',
          });
          const english = await call(ctx().app, url, { method, language: 'en' });
          expect(english.body.msg).toBe(en['error.notlogin']);
          const forged = await call(ctx().app, url, {
            method,
            sign: 'forged-sign-that-was-never-issued',
            language: 'en-US',
          });
          expect(forged.status).toBe(401);
          expect(forged.body.code).toBe('notlogin');
        },
      );
    }

    // a session read from the database and a role's privilege: on every engine
    it('rejects an expired or revoked session with notlogin', async () => {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const url = apiUrl(PATHS.loginUserInfo);
      expect((await call(ctx().app, url, { sign })).status).toBe(200);
      await ctx().db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
      const expired = await call(ctx().app, url, { sign });
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('notlogin');
    });

    it('answers 403 forbidden when the role lacks the route privilege', async () => {
      const editor = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026');
      const staff = await login(ctx().app, 'demo-staff', 'Demo-Staff-2026');
      const admin = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const url = apiUrl(PATHS.allRoles);
      for (const sign of [editor.sign, staff.sign]) {
        const denied = await call(ctx().app, url, { sign, language: 'en' });
        expect(denied.status).toBe(403);
        expect(denied.body).toMatchObject({
          state: false,
          code: 'forbidden',
          msg: en['error.forbidden'],
        });
      }
      expect((await call(ctx().app, url, { sign: admin.sign })).status).toBe(200);
    });

    if (isHttpLevelRun(backend)) {
      it('answers unknown /api paths with a JSON 404 envelope, for GET and POST', async () => {
        for (const method of ['GET', 'POST'] as const) {
          const res = await call(ctx().app, '/api/no/such/path.json', { method, language: 'en' });
          expect(res.status).toBe(404);
          expect(res.body).toEqual({
            state: false,
            msg: en['error.notFound'],
            result: null,
            code: 'notFound',
          });
        }
      });

      it('sends the security headers on success, error and 404 answers', async () => {
        const answers = await Promise.all([
          call(ctx().app, apiUrl(PATHS.config), { method: 'POST' }),
          call(ctx().app, apiUrl(PATHS.loginUserInfo)),
          call(ctx().app, '/api/missing.json'),
        ]);
        for (const res of answers) {
          for (const name of SECURITY_HEADERS) expect(res.headers[name], name).toBeTruthy();
          const csp = String(res.headers['content-security-policy']);
          for (const directive of [
            "default-src 'self'",
            "img-src 'self' data: blob:",
            "media-src 'self' blob:",
            "worker-src 'self' blob:",
            "style-src 'self' 'unsafe-inline'",
            "connect-src 'self'",
            "frame-ancestors 'none'",
            "base-uri 'self'",
            "object-src 'none'",
          ]) {
            expect(csp).toContain(directive);
          }
          expect(res.headers['x-frame-options']).toBe('DENY');
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
          expect(res.headers['cache-control']).toBeTruthy();
        }
      });

      it('refuses a body over 1 MiB with 413, as JSON and as a form', async () => {
        const big = 'x'.repeat(1024 * 1024 + 10);
        const asJson = await call(ctx().app, apiUrl(PATHS.login), {
          json: { loginName: big, password: 'x' },
          language: 'en',
        });
        expect(asJson.status).toBe(413);
        expect(asJson.body).toMatchObject({
          state: false,
          code: 'payloadTooLarge',
          msg: en['error.payloadTooLarge'],
        });
        const asForm = await call(ctx().app, apiUrl(PATHS.login), {
          form: { loginName: big, password: 'x' },
        });
        expect(asForm.status).toBe(413);
        expect(asForm.body.msg).toBe(zhHans['error.payloadTooLarge']);
      });

      it('refuses an unsupported content type with 415', async () => {
        const res = await call(ctx().app, apiUrl(PATHS.login), {
          raw: { body: '<x/>', contentType: 'application/xml' },
        });
        expect(res.status).toBe(415);
        expect(res.body.code).toBe('unsupportedMediaType');
      });

      it('answers malformed JSON with 422 badInput, never 500', async () => {
        const res = await call(ctx().app, apiUrl(PATHS.login), {
          raw: { body: '{"loginName": "demo-admin",', contentType: 'application/json' },
          language: 'en',
        });
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('badInput');
        expect(res.body.msg).toMatch(/^The request is invalid: /);
      });
    }
  });
}

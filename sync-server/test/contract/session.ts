// Contract: login (JSON and form), the no-oracle failure message, auto-login with
// key rotation and theft detection, logout (the throttle: loginThrottle.ts).
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type LoginResult } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { demoUserId } from '../fixtures';
import { useApp } from '../suite';

const LOGIN = apiUrl(PATHS.login);
const AUTO = apiUrl(PATHS.autoLogin);
const LOGOUT = apiUrl(PATHS.logout);
const ME = apiUrl(PATHS.loginUserInfo);

export function describeSessionContract(backend: TestBackend): void {
  describe('login, auto-login and logout', () => {
    const ctx = useApp(backend);

    it('logs in with a form or JSON, case-insensitively, and records the login time', async () => {
      const { id } = await demoUserId(ctx().db, 'demo-manager');
      await ctx().db.query('UPDATE users SET last_login_at = NULL WHERE id = $1', [id]);
      const form = await call<LoginResult>(ctx().app, LOGIN, {
        form: { loginName: 'Demo-Manager', password: 'Demo-Manager-2026', isAuto: '0' },
      });
      expect(form.status).toBe(200);
      expect(form.body.state).toBe(true);
      expect(form.body.result.sign).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(form.body.result.autoToken).toBeUndefined();
      const json = await call<LoginResult>(ctx().app, LOGIN, {
        json: { loginName: 'demo-manager', password: 'Demo-Manager-2026' },
      });
      expect(json.status).toBe(200);
      const me = await call<{ userInfo: { lastLoginAt: string | null } }>(ctx().app, ME, {
        sign: json.body.result.sign,
      });
      expect(me.body.result.userInfo.lastLoginAt).not.toBeNull();
      // only hashes are stored
      const { rows } = await ctx().db.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions',
      );
      expect(rows.map((r) => r.token_hash)).not.toContain(json.body.result.sign);
    });

    it('gives the same status and message for an unknown user and a wrong password', async () => {
      for (const language of ['en', 'zh-hans']) {
        const unknown = await call(ctx().app, LOGIN, {
          form: { loginName: 'nobody-here', password: 'x1' },
          language,
          remoteAddress: '10.0.0.1',
        });
        const wrong = await call(ctx().app, LOGIN, {
          form: { loginName: 'demo-admin', password: 'wrong-pw' },
          language,
          remoteAddress: '10.0.0.1',
        });
        expect(unknown.status).toBe(401);
        expect(wrong.status).toBe(401);
        expect(unknown.body).toEqual(wrong.body);
        expect(wrong.body.code).toBe('loginFailed');
        expect(wrong.body.msg).toBe(
          language === 'en' ? en['error.loginFailed'] : zhHans['error.loginFailed'],
        );
      }
    });

    it('issues an auto-login key that rotates on use; the old key then fails and kills the chain', async () => {
      const first = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026', {
        isAuto: true,
        remoteAddress: '10.3.0.1',
      });
      expect(first.autoToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const auto = await call<LoginResult>(ctx().app, AUTO, { json: { sign: first.autoToken } });
      expect(auto.status).toBe(200);
      const rotated = auto.body.result;
      expect(rotated.autoToken).toBeDefined();
      expect(rotated.autoToken).not.toBe(first.autoToken);
      expect((await call(ctx().app, ME, { sign: rotated.sign })).status).toBe(200);

      const { rows } = await ctx().db.query<{
        replaced_by: string | null;
        revoked_at: Date | null;
      }>('SELECT replaced_by, revoked_at FROM auto_login_keys WHERE replaced_by IS NOT NULL');
      expect(rows.length).toBe(1);
      expect(rows[0].revoked_at).not.toBeNull();

      // a thief replays the first key: refused, and the legitimate chain dies with it
      const replay = await call(ctx().app, AUTO, {
        json: { sign: first.autoToken },
        language: 'en',
      });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({
        state: false,
        msg: en['error.autoLoginInvalid'],
        result: null,
        code: 'autoLoginInvalid',
      });
      expect((await call(ctx().app, AUTO, { json: { sign: rotated.autoToken } })).status).toBe(401);
      expect((await call(ctx().app, ME, { sign: rotated.sign })).status).toBe(401);
      expect((await call(ctx().app, ME, { sign: first.sign })).status).toBe(401);
    });

    it('refuses unknown, expired and malformed auto-login keys cleanly', async () => {
      const unknown = await call(ctx().app, AUTO, { json: { sign: 'A'.repeat(43) } });
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('autoLoginInvalid');
      const issued = await login(ctx().app, 'demo-manager', 'Demo-Manager-2026', {
        isAuto: true,
        remoteAddress: '10.3.0.2',
      });
      await ctx().db.query(
        `UPDATE auto_login_keys SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`,
      );
      expect((await call(ctx().app, AUTO, { json: { sign: issued.autoToken } })).status).toBe(401);
      const malformed = await call(ctx().app, AUTO, { json: { sign: 'not a key!' } });
      expect(malformed.status).toBe(422);
      expect((await call(ctx().app, AUTO, { form: {} })).status).toBe(422);
    });

    it('logout revokes the session and the auto-login key sent with it', async () => {
      const issued = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026', {
        isAuto: true,
        remoteAddress: '10.3.0.3',
      });
      const out = await call(ctx().app, LOGOUT, {
        sign: issued.sign,
        form: { autoToken: issued.autoToken ?? '' },
      });
      expect(out.status).toBe(200);
      expect(out.body.state).toBe(true);
      expect((await call(ctx().app, ME, { sign: issued.sign })).status).toBe(401);
      expect((await call(ctx().app, AUTO, { json: { sign: issued.autoToken } })).status).toBe(401);
      // a logout without a body works too
      const other = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026', {
        remoteAddress: '10.3.0.3',
      });
      expect((await call(ctx().app, LOGOUT, { sign: other.sign, method: 'POST' })).status).toBe(
        200,
      );
      expect((await call(ctx().app, ME, { sign: other.sign })).status).toBe(401);
    });

    it('rejects malformed login input with 422 and a localized detail', async () => {
      const missing = await call(ctx().app, LOGIN, {
        json: { loginName: 'demo-admin' },
        language: 'en',
      });
      expect(missing.status).toBe(422);
      expect(missing.body.code).toBe('badInput');
      expect(missing.body.msg).toMatch(/^The request is invalid: password: /);
      const zh = await call(ctx().app, LOGIN, {
        json: { loginName: 'demo-admin', password: 'x', isAuto: 'maybe' },
      });
      expect(zh.status).toBe(422);
      expect(zh.body.msg.startsWith('请求参数有误：isAuto')).toBe(true);
      const noBody = await call(ctx().app, LOGIN, { method: 'POST' });
      expect(noBody.status).toBe(422);
    });
  });
}

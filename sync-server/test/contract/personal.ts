// Contract: /account/personal: one's own name, email and phone; a password change needs the
// current password, ends every other session, every auto-login key and every open reset link
// (this session keeps working), and is logged. Bad input and a wrong current password change
// nothing.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type LoginUserInfo } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { issueLinkToken } from '../../src/accounts/tokens';
import { systemClock } from '../../src/clock';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { createOrganisation, createUser } from '../fixtures';
import { useApp } from '../suite';

const INFO = apiUrl(PATHS.personalInfo);
const PASSWORD = apiUrl(PATHS.changePassword);
const ME = apiUrl(PATHS.loginUserInfo);

export function describePersonalContract(backend: TestBackend): void {
  describe('personal information and password', () => {
    const ctx = useApp(backend);

    it('edits one own name, email and phone; refuses bad input writing nothing', async () => {
      const orgId = await createOrganisation(ctx().db);
      const user = await createUser(ctx().db, orgId, ['contentOperator']);
      const { sign } = await login(ctx().app, user.loginName, user.password);
      const ok = await call(ctx().app, INFO, {
        sign,
        json: {
          name: 'Zhang San',
          email: 'zs@example.com',
          telArea: '86',
          telephone: '13800138000',
        },
      });
      expect(ok.status).toBe(200);
      const me = await call<LoginUserInfo>(ctx().app, ME, { sign });
      expect(me.body.result.userInfo).toMatchObject({
        name: 'Zhang San',
        email: 'zs@example.com',
        phone: '+8613800138000',
      });
      const before = await digestTables(ctx().db);
      const bad = await call(ctx().app, INFO, {
        sign,
        language: 'zh-hans',
        json: { name: '', email: 'nope', telArea: '86', telephone: '123' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.msg).toContain(zhHans['validation.email-format']);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });

    it('changes the password with the current one; ends the other sessions, every auto-login key and every open reset link', async () => {
      const orgId = await createOrganisation(ctx().db);
      const admin = await createUser(ctx().db, orgId, ['admin']);
      const here = await login(ctx().app, admin.loginName, admin.password, { isAuto: true });
      const other = await login(ctx().app, admin.loginName, admin.password, { isAuto: true });
      // a link as rest_password issues it (its mail is the password recovery suite's)
      const { token } = await issueLinkToken(ctx().db, systemClock, 'reset', { userId: admin.id });

      const before = await digestTables(ctx().db);
      const wrong = await call(ctx().app, PASSWORD, {
        sign: here.sign,
        language: 'en',
        json: { currentPassword: 'Not-the-0ne', password: 'Brand-New-Passw0rd' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({
        code: 'currentPasswordWrong',
        msg: en['error.currentPasswordWrong'],
      });
      const weak = await call(ctx().app, PASSWORD, {
        sign: here.sign,
        language: 'en',
        json: { currentPassword: admin.password, password: 'weak' },
      });
      expect(weak.body.msg).toContain(en['validation.password-format']);
      // only the wrong try's count (auth/reauth.ts) and its security log entry are written
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([
        'reauth_failures',
        'security_events',
      ]);

      const done = await call(ctx().app, PASSWORD, {
        sign: here.sign,
        json: {
          currentPassword: admin.password,
          password: 'Brand-New-Passw0rd',
          confirmPassword: 'Brand-New-Passw0rd',
        },
        remoteAddress: '10.30.0.1',
      });
      expect(done.status).toBe(200);
      expect((await call(ctx().app, ME, { sign: here.sign })).status).toBe(200);
      expect((await call(ctx().app, ME, { sign: other.sign })).status).toBe(401);
      // the device that made the change stays logged in; its auto-login key ends all the same
      for (const device of [other, here]) {
        const auto = await call(ctx().app, apiUrl(PATHS.autoLogin), {
          json: { sign: device.autoToken },
        });
        expect(auto.status).toBe(401);
      }
      // the reset link asked for before the change no longer sets a password
      const reset = await call(ctx().app, apiUrl(PATHS.upRestPwd), {
        json: { token, password: 'Reset-Later-Passw0rd' },
        language: 'zh-hans',
      });
      expect(reset.status).toBe(410);
      expect(reset.body).toMatchObject({ code: 'linkUsed', msg: zhHans['error.linkUsed'] });
      expect(
        (await call(ctx().app, apiUrl(PATHS.restPwdInfo), { json: { token }, language: 'en' }))
          .body,
      ).toMatchObject({ code: 'linkUsed', msg: en['error.linkUsed'] });
      expect((await login(ctx().app, admin.loginName, 'Brand-New-Passw0rd')).sign).toBeTruthy();
      const log = await call<{ list: { kind: string; address: string }[] }>(
        ctx().app,
        apiUrl(PATHS.securityLog),
        { sign: here.sign },
      );
      expect(log.body.result.list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'passwordChanged', address: '10.30.0.1' }),
        ]),
      );
    });
  });
}

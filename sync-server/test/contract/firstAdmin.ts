// Contract: a real install's first accounts (admin/firstAdmin.ts, behind npm run admin:create):
// a partner organisation with its administrator, or the back office with a staff member.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type LoginUserInfo } from '../../../src/domain/api';
import { createAdministrator } from '../../src/admin/firstAdmin';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { useApp } from '../suite';

export function describeFirstAdminContract(backend: TestBackend): void {
  describe('first administrator', () => {
    const ctx = useApp(backend);

    it('creates an organisation and its administrator, who logs in with the password given', async () => {
      const made = await createAdministrator(ctx().db, {
        organisation: ' Acme Music ',
        loginName: 'acme-first',
        password: 'Acme-First-2026',
        email: 'ops@acme.example',
      });
      expect(made).toMatchObject({ ok: true, loginName: 'acme-first', role: 'admin' });
      const { sign } = await login(ctx().app, 'acme-first', 'Acme-First-2026', {
        remoteAddress: '10.60.0.1',
      });
      const me = await call<LoginUserInfo>(ctx().app, apiUrl(PATHS.loginUserInfo), { sign });
      expect(me.body.result.userInfo).toMatchObject({
        roles: ['admin'],
        organisationName: 'Acme Music',
        email: 'ops@acme.example',
        name: 'acme-first',
      });
      const { rows } = await ctx().db.query<{ is_backoffice: boolean }>(
        'SELECT is_backoffice FROM organisations WHERE id = $1',
        [made.ok ? made.orgId : ''],
      );
      expect(rows[0].is_backoffice).toBe(false);
    });

    it('creates the back office with a staff member when asked', async () => {
      const made = await createAdministrator(ctx().db, {
        organisation: 'Review desk',
        loginName: 'review-first',
        password: 'Review-First-2026',
        isBackoffice: true,
      });
      expect(made).toMatchObject({ ok: true, role: 'staff' });
      const { sign } = await login(ctx().app, 'review-first', 'Review-First-2026', {
        remoteAddress: '10.60.0.2',
      });
      const me = await call<LoginUserInfo>(ctx().app, apiUrl(PATHS.loginUserInfo), { sign });
      expect(me.body.result.userInfo.roles).toEqual(['staff']);
    });

    it('refuses a weak password, a short or taken login name and an empty organisation, creating nothing', async () => {
      const count = async (): Promise<number> =>
        (
          await ctx().db.query<{ n: number }>(
            'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM organisations) AS n',
          )
        ).rows[0].n;
      const before = Number(await count());
      const base = { organisation: 'Org', loginName: 'someone-new', password: 'Strong-Pass-2026' };
      expect(await createAdministrator(ctx().db, { ...base, password: 'alllowercase1' })).toEqual({
        ok: false,
        reason: 'passwordFormat',
      });
      expect(await createAdministrator(ctx().db, { ...base, loginName: 'abc' })).toEqual({
        ok: false,
        reason: 'loginNameTooShort',
      });
      expect(await createAdministrator(ctx().db, { ...base, loginName: 'DEMO-ADMIN' })).toEqual({
        ok: false,
        reason: 'loginNameTaken',
      });
      expect(await createAdministrator(ctx().db, { ...base, organisation: '  ' })).toEqual({
        ok: false,
        reason: 'organisationName',
      });
      expect(Number(await count())).toBe(before);
    });
  });
}

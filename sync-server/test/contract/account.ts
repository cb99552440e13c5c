// Contract: who the caller is and what each demo role may do, exactly as roles.ts says.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type LoginUserInfo, type RoleInfo } from '../../../src/domain/api';
import { PARTNER_ROLES, privilegesOfRoles } from '../../../src/domain/roles';
import { DEMO_LOGINS } from '../../src/demo/logins';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { useApp } from '../suite';

export function describeAccountContract(backend: TestBackend): void {
  describe('account: user info and roles', () => {
    const ctx = useApp(backend);

    it.each(DEMO_LOGINS)(
      '$loginName ($role) gets exactly the privileges of roles.ts',
      async (demo) => {
        const { sign } = await login(ctx().app, demo.loginName, demo.password);
        const res = await call<LoginUserInfo>(ctx().app, apiUrl(PATHS.loginUserInfo), {
          sign,
          language: 'en',
        });
        expect(res.status).toBe(200);
        const { privileges, userInfo } = res.body.result;
        expect(privileges.map((p) => p.link).sort()).toEqual(privilegesOfRoles([demo.role]));
        for (const p of privileges) expect(p.id).toBeTruthy();
        expect(userInfo).toMatchObject({
          name: demo.name,
          email: demo.email,
          roles: [demo.role],
          accountType: 'company',
          ifAppleVerify: false,
        });
        expect(userInfo.organisationName).toBe(
          demo.organisation === 'partner' ? 'Demo Records' : 'Platform Back Office',
        );
        expect(userInfo.lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      },
    );

    it('names the organisation in the request language', async () => {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const zh = await call<LoginUserInfo>(ctx().app, apiUrl(PATHS.loginUserInfo), { sign });
      expect(zh.body.result.userInfo.organisationName).toBe('演示唱片');
    });

    it('lists the partner roles with localized names and their privileges', async () => {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const enRoles = await call<RoleInfo[]>(ctx().app, apiUrl(PATHS.allRoles), {
        sign,
        language: 'en',
      });
      expect(enRoles.body.result.map((r) => r.code)).toEqual([...PARTNER_ROLES]);
      expect(enRoles.body.result[0]).toEqual({
        code: 'admin',
        name: 'Administrator',
        privileges: privilegesOfRoles(['admin']),
      });
      const zhRoles = await call<RoleInfo[]>(ctx().app, apiUrl(PATHS.allRoles), { sign });
      expect(zhRoles.body.result[0].name).toBe('管理员');
    });
  });
}

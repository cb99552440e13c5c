// The demo logins the server seeds on first start, by role: one list, the server's own.
import { DEMO_LOGINS, type DemoLogin } from '../../../sync-server/src/demo/logins';
import type { RoleCode } from '../../../src/domain/roles';

export type DemoUser = DemoLogin;

function byRole(role: RoleCode): DemoUser {
  const user = DEMO_LOGINS.find((u) => u.role === role);
  if (!user) throw new Error(`no demo login for ${role}`);
  return user;
}

export const DEMO_USERS: Record<RoleCode, DemoUser> = {
  admin: byRole('admin'),
  adminNoDistribution: byRole('adminNoDistribution'),
  contentOperator: byRole('contentOperator'),
  staff: byRole('staff'),
};

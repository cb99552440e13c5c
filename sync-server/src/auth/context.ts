// Who is calling: resolved once per request from the `uvsign` header, then read by every check.
import type { RoleCode } from '../../../src/domain/roles';

export interface AuthContext {
  userId: string;
  orgId: string;
  roles: readonly RoleCode[];
  /** privilege links of the roles (roles.ts), checked by the route guard */
  privileges: ReadonlySet<string>;
  /** SHA-256 of the session sign, to revoke it at logout */
  sessionHash: string;
}

// Team rules shared by the team screen and the server (spec sections 5 and 6): every member holds
// at least one partner role, and an organisation always keeps one administrator. The server
// applies keepsAdministrator under a lock on the organisation, so parallel changes cannot race it.
import { isAdministrator, PARTNER_ROLES, type RoleCode } from '../roles';

export type TeamRolesIssue = 'roles-required' | 'role-unknown';

/** The roles a partner may hand to a member: at least one, each a partner role, no repeats. */
export function validateTeamRoles(roles: readonly string[]): TeamRolesIssue | null {
  if (roles.length === 0) return 'roles-required';
  if (!roles.every((r) => (PARTNER_ROLES as readonly string[]).includes(r))) return 'role-unknown';
  return null;
}

export interface TeamMemberRoles {
  userId: string;
  roles: readonly string[];
}

/**
 * Whether the organisation still has an administrator after `userId` takes `nextRoles` (null: the
 * member is removed). Members are the organisation's current ones, read in the same transaction.
 */
export function keepsAdministrator(
  members: readonly TeamMemberRoles[],
  userId: string,
  nextRoles: readonly RoleCode[] | null,
): boolean {
  return members.some((m) =>
    m.userId === userId
      ? nextRoles !== null && isAdministrator(nextRoles)
      : isAdministrator(m.roles),
  );
}

/** Unique roles in the order of PARTNER_ROLES (what the server stores and the screen shows). */
export function normaliseTeamRoles(roles: readonly string[]): RoleCode[] {
  return PARTNER_ROLES.filter((r) => roles.includes(r));
}

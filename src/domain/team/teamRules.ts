// Team rules shared by the team screen and the server (spec sections 5 and 6): every member holds
// at least one partner role, and an organisation always keeps one administrator. The server
// applies keepsAdministrator under a lock on the organisation, so parallel changes cannot race it.
// Nobody hands out a privilege they lack (mayGrant), changes their own roles, or touches a member
// holding privileges they lack; an organisation with a full administrator keeps one.
import {
  isAdministrator,
  isFullAdministrator,
  isRoleCode,
  PARTNER_ROLES,
  privilegesOfRoles,
  ROLE_PRIVILEGES,
  type RoleCode,
} from '../roles';

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

/** Whether the organisation still has a full administrator after the change, if it has one now. */
export function keepsFullAdministrator(
  members: readonly TeamMemberRoles[],
  userId: string,
  nextRoles: readonly RoleCode[] | null,
): boolean {
  if (!members.some((m) => isFullAdministrator(m.roles))) return true;
  return members.some((m) =>
    m.userId === userId
      ? nextRoles !== null && isFullAdministrator(nextRoles)
      : isFullAdministrator(m.roles),
  );
}

/**
 * Whether someone holding `actorRoles` may hand out `roles`: every privilege of every role is one
 * the actor holds. A role this build does not know is never grantable (its privileges are unknown).
 */
export function mayGrant(actorRoles: readonly string[], roles: readonly string[]): boolean {
  const held = new Set(privilegesOfRoles(actorRoles.filter(isRoleCode)));
  return roles.every((role) => isRoleCode(role) && ROLE_PRIVILEGES[role].every((p) => held.has(p)));
}

/** Why a team change is refused: each is an error code (src/domain/errors.ts) of its own. */
export type TeamChangeRefusal =
  | 'ownRoles'
  | 'memberNotManageable'
  | 'roleNotGrantable'
  | 'lastAdministrator'
  | 'lastFullAdministrator';

const rolesOf = (members: readonly TeamMemberRoles[], userId: string): readonly string[] =>
  members.find((m) => m.userId === userId)?.roles ?? [];

/**
 * Whether `actorId` may give `targetId` the roles `nextRoles` (null: remove the member). Members
 * are the organisation's current ones, the actor's roles included, read under the team's lock:
 * roles the actor lost a moment ago grant nothing. Removing oneself is leaving, which gains
 * nothing, so only the administrator rules apply to it.
 */
export function checkMemberChange(
  members: readonly TeamMemberRoles[],
  actorId: string,
  targetId: string,
  nextRoles: readonly RoleCode[] | null,
): TeamChangeRefusal | null {
  const actorRoles = rolesOf(members, actorId);
  if (nextRoles !== null && actorId === targetId) return 'ownRoles';
  if (!mayGrant(actorRoles, rolesOf(members, targetId))) return 'memberNotManageable';
  if (nextRoles !== null && !mayGrant(actorRoles, nextRoles)) return 'roleNotGrantable';
  if (!keepsAdministrator(members, targetId, nextRoles)) return 'lastAdministrator';
  if (!keepsFullAdministrator(members, targetId, nextRoles)) return 'lastFullAdministrator';
  return null;
}

/** Whether `actorId` may invite someone with `roles` (a new invitation or a re-sent one). */
export function checkInvitationRoles(
  members: readonly TeamMemberRoles[],
  actorId: string,
  roles: readonly string[],
): 'roleNotGrantable' | null {
  return mayGrant(rolesOf(members, actorId), roles) ? null : 'roleNotGrantable';
}

/** The roles of `roles` someone holding `actorRoles` may hand out, in their order. */
export function grantableRoles<R extends string>(
  actorRoles: readonly string[],
  roles: readonly R[],
): R[] {
  return roles.filter((role) => mayGrant(actorRoles, [role]));
}

/**
 * Why `actorId` may not open `targetId`'s roles at all (the team screen disables the button with
 * this reason): checkMemberChange with the target's own roles, which leaves only the two refusals
 * that do not depend on the roles picked.
 */
export function checkRolesEditable(
  members: readonly TeamMemberRoles[],
  actorId: string,
  targetId: string,
): 'ownRoles' | 'memberNotManageable' | null {
  const current = rolesOf(members, targetId).filter(isRoleCode);
  const refusal = checkMemberChange(members, actorId, targetId, current);
  return refusal === 'ownRoles' || refusal === 'memberNotManageable' ? refusal : null;
}

/** Unique roles in the order of PARTNER_ROLES (what the server stores and the screen shows). */
export function normaliseTeamRoles(roles: readonly string[]): RoleCode[] {
  return PARTNER_ROLES.filter((r) => roles.includes(r));
}

// The tenant rule of team records: a member or an invitation is the caller's when it belongs to the
// caller's organisation. Every team call loads its record here, so another organisation's member
// and an id nobody has are one answer (notFound) and nothing is read or written of the other.
// Every change is then authorized here against the team read under the organisation's lock
// (src/domain/team/teamRules.ts): the caller's roles are the committed ones, not the session's.
import type { RoleCode } from '../../../src/domain/roles';
import {
  checkInvitationRoles,
  checkMemberChange,
  type TeamMemberRoles,
} from '../../../src/domain/team/teamRules';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import type { AuthContext } from './context';

export interface OwnedMember {
  id: string;
  login_name: string;
  name: string;
  email: string;
  roles: string[];
}

export interface OwnedInvitation {
  id: string;
  org_id: string;
  email: string;
  name: string;
  roles: string[];
  language: 'zh-hans' | 'en';
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

/** The caller's organisation's member; `lock` holds the row for the transaction's change. */
export async function loadOwnedMember(
  q: Queryable,
  auth: Pick<AuthContext, 'orgId'>,
  userId: string,
  lock = false,
): Promise<OwnedMember> {
  const { rows } = await q.query<OwnedMember>(
    `SELECT id, login_name, name, email, roles FROM users WHERE id = $1 AND org_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [userId, auth.orgId],
  );
  if (!rows[0]) throw new ApiError('notFound');
  return rows[0];
}

/** The caller's organisation's invitation that is still open (neither accepted nor revoked). */
export async function loadOwnedInvitation(
  q: Queryable,
  auth: Pick<AuthContext, 'orgId'>,
  id: string,
  lock = false,
): Promise<OwnedInvitation> {
  const { rows } = await q.query<OwnedInvitation>(
    `SELECT id, org_id, email, name, roles, language, expires_at, accepted_at, revoked_at
       FROM invitations
      WHERE id = $1 AND org_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, auth.orgId],
  );
  if (!rows[0]) throw new ApiError('notFound');
  return rows[0];
}

/** Locks the organisation and reads its members' roles as committed by earlier changes. */
export async function lockTeam(tx: Queryable, orgId: string): Promise<TeamMemberRoles[]> {
  await tx.query('SELECT id FROM organisations WHERE id = $1 FOR UPDATE', [orgId]);
  const { rows } = await tx.query<{ id: string; roles: string[] }>(
    'SELECT id, roles FROM users WHERE org_id = $1',
    [orgId],
  );
  return rows.map((r) => ({ userId: r.id, roles: r.roles }));
}

/** Refuses giving `memberId` the roles `nextRoles` (null: removing them) unless the caller may. */
export function authorizeMemberChange(
  team: readonly TeamMemberRoles[],
  auth: Pick<AuthContext, 'userId'>,
  memberId: string,
  nextRoles: readonly RoleCode[] | null,
): void {
  const refusal = checkMemberChange(team, auth.userId, memberId, nextRoles);
  if (refusal) throw new ApiError(refusal);
}

/** Refuses an invitation (new or re-sent) with roles the caller may not grant. */
export function authorizeInvitation(
  team: readonly TeamMemberRoles[],
  auth: Pick<AuthContext, 'userId'>,
  roles: readonly string[],
): void {
  const refusal = checkInvitationRoles(team, auth.userId, roles);
  if (refusal) throw new ApiError(refusal);
}

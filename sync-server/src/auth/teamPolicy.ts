// The tenant rule of team records: a member or an invitation is the caller's when it belongs to the
// caller's organisation. Every team call loads its record here, so another organisation's member
// and an id nobody has are one answer (notFound) and nothing is read or written of the other.
// Every change is then authorized here against the team read under the organisation's lock
// (src/domain/team/teamRules.ts): the caller's roles are the committed ones, not the session's.
// An attempt on privileges is kept in the security log. Revoking an invitation needs no grant: it
// withdraws a grant, so a manager may withdraw an administrator's invitation it could not send.
import type { RoleCode } from '../../../src/domain/roles';
import type { TeamChangeAction } from '../../../src/domain/team/teamApi';
import {
  checkInvitationRoles,
  checkMemberChange,
  type TeamChangeRefusal,
  type TeamMemberRoles,
} from '../../../src/domain/team/teamRules';
import { recordSecurityEvent } from '../accounts/securityLog';
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

/** What a refused attempt's log entry says: who tried what on whom, from where. */
export interface TeamAttempt {
  action: TeamChangeAction;
  /** the caller's login name */
  actor: string;
  /** the member's login name, or the invitation's address */
  subject: string;
  address: string;
  /** the server's clock */
  at: Date;
  /** the member's roles before (a change or a removal) */
  before?: readonly string[];
}

/** Refusals that are attempts on privileges; the administrator rules' refusals are mistakes. */
const ATTEMPTS: ReadonlySet<TeamChangeRefusal> = new Set([
  'ownRoles',
  'roleNotGrantable',
  'memberNotManageable',
]);

async function logAttempt(
  tx: Queryable,
  auth: Pick<AuthContext, 'orgId'>,
  refusal: TeamChangeRefusal,
  attempt: TeamAttempt,
  roles: readonly string[] | null,
): Promise<void> {
  if (!ATTEMPTS.has(refusal)) return;
  const detail: Record<string, string> = { action: attempt.action, reason: refusal };
  if (attempt.before) detail.before = attempt.before.join(',');
  if (roles) detail.roles = roles.join(',');
  await recordSecurityEvent(tx, {
    orgId: auth.orgId,
    kind: 'teamChangeRefused',
    at: attempt.at,
    actor: attempt.actor,
    subject: attempt.subject,
    address: attempt.address,
    detail,
  });
}

/**
 * Why the caller may not give `memberId` the roles `nextRoles` (null: remove them), or null. An
 * attempt on privileges is logged in `tx`; the caller lets `tx` commit (it wrote nothing else yet)
 * and then answers the refusal, so the entry outlives the refused change.
 */
export async function refuseMemberChange(
  tx: Queryable,
  team: readonly TeamMemberRoles[],
  auth: Pick<AuthContext, 'userId' | 'orgId'>,
  memberId: string,
  nextRoles: readonly RoleCode[] | null,
  attempt: TeamAttempt,
): Promise<TeamChangeRefusal | null> {
  const refusal = checkMemberChange(team, auth.userId, memberId, nextRoles);
  if (refusal) await logAttempt(tx, auth, refusal, attempt, nextRoles);
  return refusal;
}

/** Why the caller may not invite (or invite again) with `roles`, or null; logged like the above. */
export async function refuseInvitation(
  tx: Queryable,
  team: readonly TeamMemberRoles[],
  auth: Pick<AuthContext, 'userId' | 'orgId'>,
  roles: readonly string[],
  attempt: TeamAttempt,
): Promise<'roleNotGrantable' | null> {
  const refusal = checkInvitationRoles(team, auth.userId, roles);
  if (refusal) await logAttempt(tx, auth, refusal, attempt, roles);
  return refusal;
}

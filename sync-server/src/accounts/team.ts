// The team screen's commands (spec sections 6 and 7): list the members, change a member's roles,
// delete a member. Every change first locks the organisation's row, so changes of one team run one
// after the other and the team rules (src/domain/team/teamRules.ts: grantable roles only, never
// one's own, one administrator stays) are checked against what the others committed: two
// administrators demoting each other in parallel leave one.
import type { TeamMember } from '../../../src/domain/team/teamApi';
import type { MemberIdInput, MemberRolesInput } from '../../../src/domain/schemas/team';
import type { RoleCode } from '../../../src/domain/roles';
import type { AuthContext } from '../auth/context';
import { toRoleCodes } from '../auth/sessions';
import { authorizeMemberChange, loadOwnedMember, lockTeam } from '../auth/teamPolicy';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { toIsoStringOrNull } from '../presenters/time';
import { recordSecurityEvent } from './securityLog';
import { notifyMember, roleNamesIn } from './teamNotices';

export interface TeamDeps {
  db: Db;
  clock: Clock;
}

interface MemberRow {
  id: string;
  name: string;
  login_name: string;
  email: string;
  phone: string;
  roles: string[];
  last_login_at: Date | string | null;
}

export async function listMembers(q: Queryable, auth: AuthContext): Promise<TeamMember[]> {
  // a sign-up that has not set its password yet is not a member anyone can work with
  const { rows } = await q.query<MemberRow>(
    `SELECT u.id, u.name, u.login_name, u.email, u.phone, u.roles, u.last_login_at
       FROM users u
      WHERE u.org_id = $1
        AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.user_id = u.id AND r.completed_at IS NULL)
      ORDER BY u.created_at, u.id`,
    [auth.orgId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    loginName: r.login_name,
    email: r.email,
    phone: r.phone,
    roles: toRoleCodes(r.roles),
    lastLoginAt: toIsoStringOrNull(r.last_login_at),
    isSelf: r.id === auth.userId,
  }));
}

async function actorName(tx: Queryable, auth: AuthContext): Promise<string> {
  const { rows } = await tx.query<{ login_name: string; name: string }>(
    'SELECT login_name, name FROM users WHERE id = $1',
    [auth.userId],
  );
  return rows[0]?.login_name ?? '';
}

export async function changeMemberRoles(
  deps: TeamDeps,
  auth: AuthContext,
  input: MemberRolesInput,
  address: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, auth.orgId);
    const member = await loadOwnedMember(tx, auth, input.userId, true);
    const roles: RoleCode[] = input.roles;
    authorizeMemberChange(team, auth, member.id, roles);
    const before = toRoleCodes(member.roles);
    if (before.join() === roles.join()) return;
    const now = deps.clock.now();
    await tx.query('UPDATE users SET roles = $2 WHERE id = $1', [member.id, roles]);
    const actor = await actorName(tx, auth);
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'rolesChanged',
      at: now,
      actor,
      subject: member.login_name,
      address,
      detail: { before: before.join(','), after: roles.join(',') },
    });
    const { rows } = await tx.query<{ name: string; name_en: string }>(
      'SELECT name, name_en FROM organisations WHERE id = $1',
      [auth.orgId],
    );
    const org = rows[0];
    await notifyMember(
      tx,
      { orgId: auth.orgId, userId: member.id },
      'rolesChanged',
      (language) => ({
        actor,
        organisation: language === 'en' && org.name_en ? org.name_en : org.name,
        roles: roleNamesIn(language, roles),
      }),
      now,
    );
  });
}

/** Removes the member with their sessions and keys (cascade); the log keeps their login name. */
export async function deleteMember(
  deps: TeamDeps,
  auth: AuthContext,
  input: MemberIdInput,
  address: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, auth.orgId);
    const member = await loadOwnedMember(tx, auth, input.userId, true);
    authorizeMemberChange(team, auth, member.id, null);
    const actor = await actorName(tx, auth);
    await tx.query('DELETE FROM users WHERE id = $1', [member.id]);
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'memberDeleted',
      at: deps.clock.now(),
      actor,
      subject: member.login_name,
      address,
      detail: { roles: toRoleCodes(member.roles).join(',') },
    });
  });
}

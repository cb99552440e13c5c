// The team screen's commands (spec sections 6 and 7): list the members, change a member's roles,
// delete a member. Every change first locks the organisation's row, so changes of one team run one
// after the other and the team rules (src/domain/team/teamRules.ts: grantable roles only, never
// one's own, one administrator stays) are checked against what the others committed: two
// administrators demoting each other in parallel leave one. A role change is logged with who,
// whom, before and after, and mailed to every full administrator; a refused attempt is logged.
import type { TeamMember } from '../../../src/domain/team/teamApi';
import type { MemberIdInput, MemberRolesInput } from '../../../src/domain/schemas/team';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { RoleCode } from '../../../src/domain/roles';
import type { AuthContext } from '../auth/context';
import { toRoleCodes } from '../auth/sessions';
import { loadOwnedMember, lockTeam, refuseMemberChange } from '../auth/teamPolicy';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { toIsoStringOrNull } from '../presenters/time';
import { recordSecurityEvent } from './securityLog';
import { limitSend, type SendLimitOverrides } from '../mail/sendLimits';
import { mailRolesChange, notifyMember, roleNamesIn } from './teamNotices';

export interface TeamDeps {
  db: Db;
  clock: Clock;
  /** seals the role-change mail's parameters (config.secrets.signingSecret) */
  secret: string;
  publicUrl: string;
  /** other send limits (tests), see mail/sendLimits.ts */
  sendLimits?: SendLimitOverrides;
}

/** Where a change comes from: the client address, and the request's language for mails. */
export interface TeamRequest {
  address: string;
  language: ApiLanguage;
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

interface Actor {
  login_name: string;
  name: string;
}

async function loadActor(tx: Queryable, auth: AuthContext): Promise<Actor> {
  const { rows } = await tx.query<Actor>('SELECT login_name, name FROM users WHERE id = $1', [
    auth.userId,
  ]);
  return rows[0] ?? { login_name: '', name: '' };
}

/** How a mail names a person: "name (login)", or the login alone when the name says no more. */
const nameAndLogin = (p: Actor) =>
  p.name && p.name !== p.login_name ? `${p.name} (${p.login_name})` : p.login_name;

export async function changeMemberRoles(
  deps: TeamDeps,
  auth: AuthContext,
  input: MemberRolesInput,
  request: TeamRequest,
): Promise<void> {
  const refused = await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, auth.orgId);
    const member = await loadOwnedMember(tx, auth, input.userId, true);
    const roles: RoleCode[] = input.roles;
    const before = toRoleCodes(member.roles);
    const now = deps.clock.now();
    const actor = await loadActor(tx, auth);
    const refusal = await refuseMemberChange(tx, team, auth, member.id, roles, {
      action: 'changeRoles',
      actor: actor.login_name,
      subject: member.login_name,
      address: request.address,
      at: now,
      before,
    });
    if (refusal) return refusal;
    if (before.join() === roles.join()) return null;
    // every full administrator is mailed each change, always: past the organisation's limit the
    // change itself is refused (429 sendLimited), never its mail dropped
    await limitSend(
      tx,
      { clock: deps.clock, secret: deps.secret, limits: deps.sendLimits },
      'roleChange',
      { organisation: auth.orgId },
    );
    await tx.query('UPDATE users SET roles = $2 WHERE id = $1', [member.id, roles]);
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'rolesChanged',
      at: now,
      actor: actor.login_name,
      subject: member.login_name,
      address: request.address,
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
        actor: actor.login_name,
        organisation: language === 'en' && org.name_en ? org.name_en : org.name,
        roles: roleNamesIn(language, roles),
      }),
      now,
    );
    await mailRolesChange(tx, deps, {
      team,
      memberId: member.id,
      member: nameAndLogin(member),
      actor: nameAndLogin(actor),
      organisation: { name: org.name, nameEn: org.name_en },
      before,
      after: roles,
      fallbackLanguage: request.language,
    });
    return null;
  });
  // thrown once the transaction committed the refused attempt's log entry (and nothing else)
  if (refused) throw new ApiError(refused);
}

/** Removes the member with their sessions and keys (cascade); the log keeps their login name. */
export async function deleteMember(
  deps: TeamDeps,
  auth: AuthContext,
  input: MemberIdInput,
  request: Pick<TeamRequest, 'address'>,
): Promise<void> {
  const refused = await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, auth.orgId);
    const member = await loadOwnedMember(tx, auth, input.userId, true);
    const roles = toRoleCodes(member.roles);
    const now = deps.clock.now();
    const actor = await loadActor(tx, auth);
    const refusal = await refuseMemberChange(tx, team, auth, member.id, null, {
      action: 'deleteMember',
      actor: actor.login_name,
      subject: member.login_name,
      address: request.address,
      at: now,
      before: roles,
    });
    if (refusal) return refusal;
    await tx.query('DELETE FROM users WHERE id = $1', [member.id]);
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'memberDeleted',
      at: now,
      actor: actor.login_name,
      subject: member.login_name,
      address: request.address,
      detail: { roles: roles.join(',') },
    });
    return null;
  });
  if (refused) throw new ApiError(refused);
}

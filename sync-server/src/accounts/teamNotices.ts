// What the team flows tell people: personal notifications in the notices (sys_messages, both
// languages at once, like every message there) and the role-change mail to every full
// administrator, each written in the transaction of the change it tells about.
import type { ApiLanguage } from '../../../src/domain/locale';
import { ROLE_NAMES } from '../../../src/domain/reference/roleNames';
import { isFullAdministrator, isRoleCode } from '../../../src/domain/roles';
import type { TeamMemberRoles } from '../../../src/domain/team/teamRules';
import type { Queryable } from '../db/db';
import type { MessageParams } from '../http/apiError';
import { queueMail, type MailQueueDeps } from '../mail/mailJob';
import { notify } from '../messages/sysMessages';

export type TeamNoticeKind = 'rolesChanged' | 'joined' | 'memberJoined';

/** Role names in one language, joined the way that language lists them. */
export function roleNamesIn(language: ApiLanguage, roles: readonly string[]): string {
  const names = roles
    .filter(isRoleCode)
    .map((r) => (language === 'en' ? ROLE_NAMES[r].nameEn : ROLE_NAMES[r].nameZh));
  return names.join(language === 'en' ? ', ' : '、');
}

export function notifyMember(
  q: Queryable,
  target: { orgId: string; userId: string },
  kind: TeamNoticeKind,
  params: (language: ApiLanguage) => MessageParams,
  at: Date,
): Promise<void> {
  return notify(q, target, kind, params, at);
}

export interface RolesChangeMail {
  /** the team as it stood before the change (teamPolicy.ts lockTeam) */
  team: readonly TeamMemberRoles[];
  memberId: string;
  /** the member as the mail names them: "name (login)" */
  member: string;
  /** who changed them, as the mail names them */
  actor: string;
  organisation: { name: string; nameEn: string };
  before: readonly string[];
  after: readonly string[];
  /** for an administrator who never chose a language: the request's */
  fallbackLanguage: ApiLanguage;
}

/**
 * Mails a role change to every full administrator before or after it (a demoted administrator
 * learns of it, a promoted one too), each in their own language. The actor is one of them when
 * they hold `admin`: a session used by someone else then shows in its owner's inbox.
 */
export async function mailRolesChange(
  tx: Queryable,
  deps: MailQueueDeps & { publicUrl: string },
  change: RolesChangeMail,
): Promise<void> {
  const ids = change.team.filter((m) => isFullAdministrator(m.roles)).map((m) => m.userId);
  if (isFullAdministrator(change.after)) ids.push(change.memberId);
  const { rows } = await tx.query<{ email: string; name: string; language: ApiLanguage | null }>(
    `SELECT email, name, language FROM users WHERE id = ANY($1::uuid[]) AND email <> '' ORDER BY id`,
    [[...new Set(ids)]],
  );
  const link = new URL('/account/team', deps.publicUrl).toString();
  for (const admin of rows) {
    const language = admin.language ?? change.fallbackLanguage;
    const { name, nameEn } = change.organisation;
    await queueMail(tx, deps, {
      template: 'rolesChanged',
      to: admin.email,
      language,
      params: {
        name: admin.name,
        actor: change.actor,
        member: change.member,
        organisation: language === 'en' && nameEn ? nameEn : name,
        // a member without a known role (a hand-made row) still gets a readable line
        before: roleNamesIn(language, change.before) || '—',
        after: roleNamesIn(language, change.after) || '—',
        link,
      },
    });
  }
}

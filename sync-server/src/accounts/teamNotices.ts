// Personal notifications the team flows leave in the notices (sys_messages, both languages at
// once, like every message there), written in the transaction of the change they tell about.
import type { ApiLanguage } from '../../../src/domain/locale';
import { ROLE_NAMES } from '../../../src/domain/reference/roleNames';
import { isRoleCode } from '../../../src/domain/roles';
import type { Queryable } from '../db/db';
import type { MessageParams } from '../http/apiError';
import { translateMessage } from '../http/i18n';

export type TeamNoticeKind = 'rolesChanged' | 'joined' | 'memberJoined';

/** Role names in one language, joined the way that language lists them. */
export function roleNamesIn(language: ApiLanguage, roles: readonly string[]): string {
  const names = roles
    .filter(isRoleCode)
    .map((r) => (language === 'en' ? ROLE_NAMES[r].nameEn : ROLE_NAMES[r].nameZh));
  return names.join(language === 'en' ? ', ' : '、');
}

export async function notifyMember(
  q: Queryable,
  target: { orgId: string; userId: string },
  kind: TeamNoticeKind,
  params: (language: ApiLanguage) => MessageParams,
  at: Date,
): Promise<void> {
  const text = (language: ApiLanguage, part: 'title' | 'content') =>
    translateMessage(language, `serverNotice.${kind}.${part}`, params(language));
  await q.query(
    `INSERT INTO sys_messages (org_id, user_id, kind, title_zh, title_en, content_zh, content_en, created_at)
     VALUES ($1, $2, 'notification', $3, $4, $5, $6, $7)`,
    [
      target.orgId,
      target.userId,
      text('zh-hans', 'title'),
      text('en', 'title'),
      text('zh-hans', 'content'),
      text('en', 'content'),
      at,
    ],
  );
}

// Personal notifications the team flows leave in the notices (sys_messages, both languages at
// once, like every message there), written in the transaction of the change they tell about.
import type { ApiLanguage } from '../../../src/domain/locale';
import { ROLE_NAMES } from '../../../src/domain/reference/roleNames';
import { isRoleCode } from '../../../src/domain/roles';
import type { Queryable } from '../db/db';
import type { MessageParams } from '../http/apiError';
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

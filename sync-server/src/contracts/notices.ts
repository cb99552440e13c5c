// Contract events as notifications of the existing notices (sys_messages): one row for every
// member of the organisation, worded in both languages from the catalogues at the time of the event.
import type { MessageParams } from '../http/apiError';
import { translateMessage } from '../http/i18n';
import type { Queryable } from '../db/db';

export type ContractNoticeKind = 'contractAdded' | 'bankAccountChanged';

export async function noticeOrganisation(
  q: Queryable,
  orgId: string,
  kind: ContractNoticeKind,
  params: MessageParams,
  at: Date,
): Promise<void> {
  const text = (language: 'zh-hans' | 'en', part: 'title' | 'content') =>
    translateMessage(language, `serverNotice.${kind}.${part}`, params);
  await q.query(
    `INSERT INTO sys_messages (org_id, kind, title_zh, title_en, content_zh, content_en, created_at)
     VALUES ($1, 'notification', $2, $3, $4, $5, $6)`,
    [
      orgId,
      text('zh-hans', 'title'),
      text('en', 'title'),
      text('zh-hans', 'content'),
      text('en', 'content'),
      at,
    ],
  );
}

// System notices and notifications (spec section 1: "Read system notices and notifications, with
// an unread count"). A message reaches everyone, one organisation, or one user; the audience
// rule lives in auth/sysMessagePolicy.ts and is applied to every query here.
import type { ApiLanguage } from '../../../src/domain/locale';
import type { SysMessageKind, SysMessageListQuery } from '../../../src/domain/schemas/messages';
import { authorizeSysMessage, sysMessageAudienceSql } from '../auth/sysMessagePolicy';
import type { AuthContext } from '../auth/context';
import type { Queryable } from '../db/db';
import type { MessageParams } from '../http/apiError';
import { translateMessage } from '../http/i18n';

export interface SysMessageRow {
  id: string;
  org_id: string | null;
  user_id: string | null;
  kind: SysMessageKind;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  created_at: Date | string;
  is_read: boolean;
}

export async function countUnreadMessages(db: Queryable, auth: AuthContext): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `SELECT count(*)::int AS unread
       FROM sys_messages m
      WHERE ${sysMessageAudienceSql('m', 1, 2)}
        AND NOT EXISTS (SELECT 1 FROM sys_message_reads r WHERE r.message_id = m.id AND r.user_id = $2)`,
    [auth.orgId, auth.userId],
  );
  return rows[0]?.unread ?? 0;
}

export async function listMessages(
  db: Queryable,
  auth: AuthContext,
  query: SysMessageListQuery,
): Promise<{ rows: SysMessageRow[]; total: number }> {
  const params = [auth.orgId, auth.userId, query.kind ?? null];
  const where = `${sysMessageAudienceSql('m', 1, 2)} AND ($3::text IS NULL OR m.kind = $3)`;
  const total = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sys_messages m WHERE ${where}`,
    params,
  );
  const page = await db.query<SysMessageRow>(
    `SELECT m.id, m.org_id, m.user_id, m.kind, m.title_zh, m.title_en, m.content_zh, m.content_en, m.created_at,
            EXISTS (SELECT 1 FROM sys_message_reads r WHERE r.message_id = m.id AND r.user_id = $2) AS is_read
       FROM sys_messages m
      WHERE ${where}
      ORDER BY m.created_at DESC, m.id
      LIMIT $4 OFFSET $5`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return { rows: page.rows, total: total.rows[0]?.total ?? 0 };
}

/** Marks a message read for the caller; a message outside the caller's audience is "not found". */
export async function markMessageRead(
  db: Queryable,
  auth: AuthContext,
  messageId: string,
): Promise<void> {
  const { rows } = await db.query<{ org_id: string | null; user_id: string | null }>(
    'SELECT org_id, user_id FROM sys_messages WHERE id = $1',
    [messageId],
  );
  authorizeSysMessage(auth, rows[0]);
  await db.query(
    'INSERT INTO sys_message_reads (message_id, user_id) VALUES ($1, $2) ON CONFLICT (message_id, user_id) DO NOTHING',
    [messageId, auth.userId],
  );
}

/**
 * A notification of an event, to a whole organisation or to one of its members, worded from the
 * catalogues (`serverNotice.<kind>.title` and `.content`) in both languages at the time of the
 * event, in the transaction of the change it tells about. `params` may differ by language.
 */
export async function notify(
  q: Queryable,
  target: { orgId: string; userId?: string },
  kind: string,
  params: (language: ApiLanguage) => MessageParams,
  at: Date | string,
): Promise<void> {
  const text = (language: ApiLanguage, part: 'title' | 'content') =>
    translateMessage(language, `serverNotice.${kind}.${part}`, params(language));
  await q.query(
    `INSERT INTO sys_messages (org_id, user_id, kind, title_zh, title_en, content_zh, content_en, created_at)
     VALUES ($1, $2, 'notification', $3, $4, $5, $6, $7)`,
    [
      target.orgId,
      target.userId ?? null,
      text('zh-hans', 'title'),
      text('en', 'title'),
      text('zh-hans', 'content'),
      text('en', 'content'),
      at,
    ],
  );
}

// The organisation's security log (issue 14): sign-ins, failed sign-ins, resets, invitations, role
// and bank account changes, with time and client address. Writers call recordSecurityEvent in the
// transaction of the change it records, so a rolled-back change leaves no entry.
import type {
  SecurityEvent,
  SecurityEventKind,
  SecurityLogPage,
} from '../../../src/domain/team/teamApi';
import type { SecurityLogQuery } from '../../../src/domain/schemas/team';
import type { Queryable } from '../db/db';
import { toIsoString } from '../presenters/time';

export interface SecurityEventInput {
  orgId: string;
  kind: SecurityEventKind;
  /** the server's clock (clock.ts); the database's now() when omitted */
  at?: Date;
  /** who did it: a login name */
  actor?: string;
  /** whom or what it concerned: a login name, an email address, a masked account */
  subject?: string;
  /** the client address (http/request.ts clientAddressOf) */
  address?: string;
  /** short facts to show (roles before and after, ...): strings only, never secrets */
  detail?: Record<string, string>;
}

export async function recordSecurityEvent(q: Queryable, event: SecurityEventInput): Promise<void> {
  await q.query(
    `INSERT INTO security_events (org_id, kind, actor, subject, address, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, COALESCE($7::timestamptz, now()))`,
    [
      event.orgId,
      event.kind,
      event.actor ?? '',
      event.subject ?? '',
      event.address ?? '',
      JSON.stringify(event.detail ?? {}),
      event.at ?? null,
    ],
  );
}

interface Row {
  id: string;
  kind: SecurityEventKind;
  actor: string;
  subject: string;
  address: string;
  detail: Record<string, string>;
  created_at: Date | string;
}

/** The organisation's log, newest first. */
export async function listSecurityEvents(
  q: Queryable,
  orgId: string,
  query: SecurityLogQuery,
): Promise<SecurityLogPage> {
  const total = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM security_events WHERE org_id = $1',
    [orgId],
  );
  const { rows } = await q.query<Row>(
    `SELECT id, kind, actor, subject, address, detail, created_at FROM security_events
      WHERE org_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [orgId, query.size, (query.page - 1) * query.size],
  );
  const list: SecurityEvent[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    at: toIsoString(r.created_at),
    address: r.address,
    actor: r.actor,
    subject: r.subject,
    detail: r.detail,
  }));
  return { total: total.rows[0]?.n ?? 0, list };
}

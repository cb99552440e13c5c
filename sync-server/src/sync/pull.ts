// Pull: the organisation's change_log after the client's cursor, in server_seq order, one page at
// a time. Because writers of an organisation commit in seq order (orgWrite.ts), a page never
// shows a seq while a lower one of the same organisation is still to commit: the cursor is safe.
import type { Change, PullResponse } from '../../../src/domain/sync/protocol';
import { SYNC_PROTOCOL_VERSION } from '../../../src/domain/sync/protocol';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import type { AuthContext } from '../auth/context';
import type { Db, Queryable } from '../db/db';
import { claimClient } from './clients';
import { toNumber } from './records';
import type { StoredRecord } from './tables';

export interface PullInput {
  clientId: string;
  cursor: number;
  limit: number;
}

interface ChangeRow {
  server_seq: string | number;
  entity: EntityName;
  entity_id: string;
  version: string | number;
  op: 'upsert' | 'delete';
  record: StoredRecord | null;
}

export async function readChanges(db: Queryable, orgId: string, cursor: number, limit: number): Promise<{ changes: Change[]; hasMore: boolean }> {
  const { rows } = await db.query<ChangeRow>(
    `SELECT server_seq, entity, entity_id, version, op, record FROM change_log
      WHERE org_id = $1 AND server_seq > $2 ORDER BY server_seq LIMIT $3`,
    [orgId, cursor, limit + 1],
  );
  const hasMore = rows.length > limit;
  const changes = rows.slice(0, limit).map((row) => ({
    serverSeq: toNumber(row.server_seq),
    entity: row.entity,
    entityId: row.entity_id,
    version: toNumber(row.version),
    op: row.op,
    record: row.record === null ? null : { ...row.record },
  }));
  return { changes, hasMore };
}

export async function pullChanges(db: Db, auth: AuthContext, input: PullInput): Promise<PullResponse> {
  const lastSeq = await claimClient(db, auth, input.clientId);
  const { changes, hasMore } = await readChanges(db, auth.orgId, input.cursor, input.limit);
  const cursor = changes.length > 0 ? changes[changes.length - 1].serverSeq : input.cursor;
  return { type: 'pull', protocol: SYNC_PROTOCOL_VERSION, changes, cursor, hasMore, lastSeq };
}

/** The organisation's latest server_seq (0 before any change): what an SSE poke carries. */
export async function latestServerSeq(db: Queryable, orgId: string): Promise<number> {
  const { rows } = await db.query<{ seq: string | number | null }>('SELECT max(server_seq) AS seq FROM change_log WHERE org_id = $1', [orgId]);
  return rows[0].seq === null ? 0 : toNumber(rows[0].seq);
}

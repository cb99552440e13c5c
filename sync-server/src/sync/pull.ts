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
  /** the stored jsonb as PostgreSQL prints it: valid JSON, passed on without a parse */
  record_json: string | null;
}

/** One page of changes, each as JSON text. */
interface ChangesPage {
  changes: Array<{ serverSeq: number; json: string }>;
  hasMore: boolean;
}

// The records travel as PostgreSQL prints them: parsing every record into an object only for the
// response to print it again cost a pull of 100,000 records seconds of the server's one thread.
async function readChangesJson(
  db: Queryable,
  orgId: string,
  cursor: number,
  limit: number,
): Promise<ChangesPage> {
  const { rows } = await db.query<ChangeRow>(
    `SELECT server_seq, entity, entity_id, version, op, record::text AS record_json FROM change_log
      WHERE org_id = $1 AND server_seq > $2 ORDER BY server_seq LIMIT $3`,
    [orgId, cursor, limit + 1],
  );
  const changes = rows.slice(0, limit).map((row) => {
    const serverSeq = toNumber(row.server_seq);
    const head = {
      serverSeq,
      entity: row.entity,
      entityId: row.entity_id,
      version: toNumber(row.version),
      op: row.op,
    };
    // the head's JSON without its closing brace, then the record
    return {
      serverSeq,
      json: `${JSON.stringify(head).slice(0, -1)},"record":${row.record_json ?? 'null'}}`,
    };
  });
  return { changes, hasMore: rows.length > limit };
}

/** A page of changes as objects (tests and in-process readers). */
export async function readChanges(
  db: Queryable,
  orgId: string,
  cursor: number,
  limit: number,
): Promise<{ changes: Change[]; hasMore: boolean }> {
  const page = await readChangesJson(db, orgId, cursor, limit);
  return {
    changes: page.changes.map((change) => JSON.parse(change.json) as Change),
    hasMore: page.hasMore,
  };
}

/** The pull answer (a PullResponse) as JSON text, ready for the envelope. */
export async function pullChangesJson(
  db: Db,
  auth: AuthContext,
  input: PullInput,
): Promise<string> {
  const lastSeq = await claimClient(db, auth, input.clientId);
  const { changes, hasMore } = await readChangesJson(db, auth.orgId, input.cursor, input.limit);
  const cursor = changes.length > 0 ? changes[changes.length - 1].serverSeq : input.cursor;
  const head = {
    type: 'pull',
    protocol: SYNC_PROTOCOL_VERSION,
    cursor,
    hasMore,
    lastSeq,
  } satisfies Omit<PullResponse, 'changes'>;
  return `${JSON.stringify(head).slice(0, -1)},"changes":[${changes.map((change) => change.json).join(',')}]}`;
}

/** The organisation's latest server_seq (0 before any change): what an SSE poke carries. */
export async function latestServerSeq(db: Queryable, orgId: string): Promise<number> {
  const { rows } = await db.query<{ seq: string | number | null }>(
    'SELECT max(server_seq) AS seq FROM change_log WHERE org_id = $1',
    [orgId],
  );
  return rows[0].seq === null ? 0 : toNumber(rows[0].seq);
}

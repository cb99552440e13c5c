// Every change to an organisation's catalogue runs inside an "org write": a transaction that first
// takes the organisation's transaction-scoped advisory lock. Writers of one organisation therefore
// take their change_log server_seq (the organisation's own count, records.ts) and commit one after
// the other, so the seqs of an organisation become visible in increasing order and a pull by
// cursor can never step over a slower transaction. PostgreSQL releases the lock only after the
// commit is visible to others.
import type { Db, Queryable } from '../db/db';

/** Arbitrary, fixed: the first key of the two-key advisory lock, so it never meets the bigint keys
 * of migrate.ts and seed.ts. Migration 077's rollup trigger takes it too (shared), by value. */
export const ORG_LOCK_NAMESPACE = 47_112_026;
/** LISTEN/NOTIFY channel carrying "orgId:serverSeq" after each commit that changed the catalogue. */
export const CHANGES_CHANNEL = 'portal_changes';

export interface OrgWriter {
  readonly tx: Queryable;
  readonly orgId: string;
  /** the time stamped on every record this transaction writes (ISO, UTC) */
  readonly now: string;
  /** highest server_seq written so far in this transaction; 0 when nothing changed */
  lastServerSeq: number;
}

export async function lockOrganisation(tx: Queryable, orgId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [
    ORG_LOCK_NAMESPACE,
    orgId,
  ]);
}

/** Takes the organisation's lock in `tx` and returns the writer the record functions need. */
export async function beginOrgWrite(tx: Queryable, orgId: string): Promise<OrgWriter> {
  await lockOrganisation(tx, orgId);
  return { tx, orgId, now: new Date().toISOString(), lastServerSeq: 0 };
}

/**
 * Queues the poke for listeners (sync/notifier.ts). NOTIFY inside the transaction is delivered only
 * if and when it commits, in commit order, to every instance listening on the database.
 */
export async function announceChanges(writer: OrgWriter): Promise<void> {
  if (writer.lastServerSeq === 0) return;
  await writer.tx.query('SELECT pg_notify($1, $2)', [
    CHANGES_CHANNEL,
    `${writer.orgId}:${writer.lastServerSeq}`,
  ]);
}

/** One org write in its own transaction: lock, `fn`, poke. */
export function withOrgWrite<T>(
  db: Db,
  orgId: string,
  fn: (writer: OrgWriter) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const writer = await beginOrgWrite(tx, orgId);
    const result = await fn(writer);
    await announceChanges(writer);
    return result;
  });
}

// Applying one pull page, inside one transaction: the server copies, the visible records (server
// copy with this device's pending ops re-applied), and the cursor, together. A page applied twice
// or an answer older than what is stored changes nothing: versions only move forward.
import type { EntityName } from '../domain/catalogue/entities';
import type { Change, Op, PullResponse } from '../domain/sync/protocol';
import type { LooseRecord, ServerRecordRow, SyncTx } from './model';
import { checkLostDatabase } from './outbox';
import { rebaseVisible } from './visible';

export interface PullRecord {
  changes: number;
  /** the cursor stored after this page */
  cursor: number;
  /** ops the server says it consumed whose answers this device has not recorded: push to read them */
  unansweredOps: number;
  lostDatabase: boolean;
}

const keyOf = (entity: string, id: string): string => `${entity}:${id}`;

/** The last change of each record in the page (a page may hold several versions of one record). */
function latestPerRecord(changes: readonly Change[]): Change[] {
  const latest = new Map<string, Change>();
  for (const change of changes) {
    const key = keyOf(change.entity, change.entityId);
    const seen = latest.get(key);
    if (seen === undefined || seen.version <= change.version) latest.set(key, change);
  }
  return [...latest.values()];
}

/** Pending ops by the record they bear on; an album's sortTracks bears on its tracks too. */
function indexPending(pending: readonly Op[]): Map<string, Op[]> {
  const index = new Map<string, Op[]>();
  const add = (key: string, op: Op) => index.set(key, [...(index.get(key) ?? []), op]);
  for (const op of pending) {
    if (op.kind === 'sortTracks') for (const trackId of op.payload.trackIds) add(keyOf('track', trackId), op);
    else add(keyOf(op.entity, op.entityId), op);
  }
  return index;
}

/**
 * `syncedAt`: set on the last page of a sync, stored as lastSyncedAt in the same transaction.
 * `onlyEarlierPages`: the caller vouches that every stored server copy came from earlier pages of
 * the same pull (it found none stored when the pull began, and the cursor moved only by those
 * pages). The server sends changes in server_seq order and a record's version grows with it, so
 * nothing stored can then be newer than this page, and the read of the stored versions, a fifth of
 * a first pull's time, is skipped.
 */
export async function applyPullPage(
  tx: SyncTx,
  page: PullResponse,
  syncedAt: string | null = null,
  onlyEarlierPages = false,
): Promise<PullRecord> {
  const changes = latestPerRecord(page.changes);
  const stored = onlyEarlierPages ? [] : await tx.getServers(changes.map((c) => [c.entity, c.entityId] as const));
  const fresh: ServerRecordRow[] = [];
  changes.forEach((change, i) => {
    const known = stored[i];
    if (known !== undefined && known.version > change.version) return;
    const record = change.op === 'delete' ? null : change.record;
    fresh.push({ entity: change.entity, id: change.entityId, version: change.version, record });
  });
  await tx.putServers(fresh);

  const pending = await tx.pendingOps();
  const byRecord = indexPending(pending);
  const visible = new Map<EntityName, Array<{ id: string; record: LooseRecord | null }>>();
  for (const row of fresh) {
    const ops = byRecord.get(keyOf(row.entity, row.id)) ?? [];
    const rows = visible.get(row.entity) ?? [];
    rows.push({ id: row.id, record: rebaseVisible(row.record, ops) });
    visible.set(row.entity, rows);
  }
  for (const [entity, rows] of visible) await tx.putVisible(entity, rows);

  const meta = await tx.getMeta();
  const cursor = Math.max(meta.cursor, page.cursor);
  await tx.putMeta({ ...meta, cursor, lastSyncedAt: syncedAt ?? meta.lastSyncedAt });
  const lostDatabase = await checkLostDatabase(tx, page.lastSeq);
  // Not dropped here: the server keeps every answer, and reading it by a push is the only way a
  // refusal of such an op still reaches the conflicts view instead of vanishing.
  const unansweredOps = lostDatabase ? 0 : pending.filter((op) => op.seq <= page.lastSeq).length;
  return { changes: page.changes.length, cursor, unansweredOps, lostDatabase };
}

// Applying one pull page, inside one transaction: the server copies, the visible records (server
// copy with this device's pending ops re-applied), and the cursor, together. A page applied twice
// or an answer older than what is stored changes nothing: versions only move forward.
import type { EntityName } from '../../domain/catalogue/entities';
import type { Change, Op, PullResponse } from '../../domain/sync/protocol';
import type { SyncTx } from '../store/model';
import type { LooseRecord, ServerRecordRow } from '../../domain/sync/records';
import { checkLostDatabase } from '../store/outbox';
import { rebaseVisible } from '../store/visible';

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
    if (op.kind === 'sortTracks')
      for (const trackId of op.payload.trackIds) add(keyOf('track', trackId), op);
    else add(keyOf(op.entity, op.entityId), op);
  }
  return index;
}

interface StoredVersion {
  version: number;
  /** from a kept server copy (else from the visible record) */
  kept: boolean;
}

/**
 * The versions stored for the page's records, where one may be stored: a kept server copy, else
 * the visible record. `knownBefore` (a first pull) names the records stored before the pull began;
 * the others can only hold what earlier pages of the same pull wrote, which the server sent in
 * server_seq order, so nothing stored is newer than this page and their read, a fifth of a first
 * pull's time, is skipped. Records with pending ops are always read: their kept copy must be kept.
 */
async function storedVersions(
  tx: SyncTx,
  changes: readonly Change[],
  byRecord: ReadonlyMap<string, Op[]>,
  knownBefore: ReadonlySet<string> | null,
): Promise<Map<string, StoredVersion>> {
  const keys = changes
    .map((c) => [c.entity, c.entityId] as const)
    .filter(
      ([entity, id]) =>
        knownBefore === null ||
        knownBefore.has(keyOf(entity, id)) ||
        byRecord.has(keyOf(entity, id)),
    );
  const stored = new Map<string, StoredVersion>();
  if (keys.length === 0) return stored;
  const kept = await tx.getServers(keys);
  const unkept = new Map<EntityName, string[]>();
  keys.forEach(([entity, id], i) => {
    const row = kept[i];
    if (row !== undefined) stored.set(keyOf(entity, id), { version: row.version, kept: true });
    else if (unkept.has(entity)) unkept.get(entity)?.push(id);
    else unkept.set(entity, [id]);
  });
  for (const [entity, ids] of unkept) {
    const records = await tx.getVisibles(entity, ids);
    records.forEach((record, i) => {
      if (record === undefined) return;
      stored.set(keyOf(entity, ids[i]), {
        version: typeof record.version === 'number' ? record.version : 0,
        kept: false,
      });
    });
  }
  return stored;
}

/**
 * `syncedAt`: set on the last page of a sync, stored as lastSyncedAt in the same transaction.
 * `knownBefore`: see storedVersions; null reads every stored version.
 */
export async function applyPullPage(
  tx: SyncTx,
  page: PullResponse,
  syncedAt: string | null = null,
  knownBefore: ReadonlySet<string> | null = null,
): Promise<PullRecord> {
  const changes = latestPerRecord(page.changes);
  const pending = await tx.pendingOps();
  const byRecord = indexPending(pending);
  const stored = await storedVersions(tx, changes, byRecord, knownBefore);

  const kept: ServerRecordRow[] = [];
  const visible = new Map<EntityName, Array<{ id: string; record: LooseRecord | null }>>();
  for (const change of changes) {
    const key = keyOf(change.entity, change.entityId);
    const known = stored.get(key);
    if (known !== undefined && known.version > change.version) continue;
    const record = change.op === 'delete' ? null : change.record;
    const ops = byRecord.get(key) ?? [];
    // a kept copy stays current, a record with pending ops needs one, a deletion keeps its version
    if (known?.kept === true || ops.length > 0 || record === null)
      kept.push({ entity: change.entity, id: change.entityId, version: change.version, record });
    const rows = visible.get(change.entity) ?? [];
    rows.push({ id: change.entityId, record: rebaseVisible(record, ops) });
    visible.set(change.entity, rows);
  }
  if (kept.length > 0) await tx.putServers(kept);
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

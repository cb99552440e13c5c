// The outbox rules shared by the editing tab and the engine: how an op gets its identity and seq,
// which ops form the next push batch, and how pending ops are renumbered when the server's count
// of our seqs and ours disagree. All of it runs inside a SyncTx, i.e. inside one transaction.
import type { EntityName } from '../../domain/catalogue/entities';
import { SYNC_PROTOCOL_VERSION, type Op } from '../../domain/sync/protocol';
import { nextUuidV7 } from '../../domain/sync/uuidv7';
import type { SyncMeta, SyncTx } from './model';

export function newSyncMeta(ownerUserId: string | null = null): SyncMeta {
  return {
    clientId: crypto.randomUUID(),
    nextSeq: 1,
    cursor: 0,
    lastAckSeq: 0,
    lostDatabase: false,
    clientTooOld: false,
    refusedProtocol: null,
    lastSyncedAt: null,
    ownerUserId,
  };
}

/** The clientTooOld flag holds only for the protocol that was refused; a newer build tries again. */
export function isClientTooOld(meta: SyncMeta): boolean {
  return meta.clientTooOld && meta.refusedProtocol === SYNC_PROTOCOL_VERSION;
}

/** What an edit decides; the outbox adds identity, order and time. */
export type OpDraft = Omit<Op, 'opId' | 'clientId' | 'seq' | 'createdAt'>;

/** Appends an op with the next seq of this client. */
export async function appendOp(tx: SyncTx, draft: OpDraft, now: Date = new Date()): Promise<Op> {
  const meta = await tx.getMeta();
  const op = {
    ...draft,
    opId: nextUuidV7(),
    clientId: meta.clientId,
    seq: meta.nextSeq,
    createdAt: now.toISOString(),
  } as Op;
  await tx.putOps([op]);
  await tx.putMeta({ ...meta, nextSeq: meta.nextSeq + 1 });
  return op;
}

/**
 * The next push batch: pending ops from the lowest seq, consecutive, at most `max`. Several ops on
 * one record may travel together: the server compares a stale baseVersion only against changes
 * made by others, never against this client's own earlier ops (it consumes them in seq order), so
 * two edits of one field in a row never conflict with each other.
 */
export function selectBatch(pending: readonly Op[], max: number): Op[] {
  const batch: Op[] = [];
  for (const op of pending) {
    if (batch.length >= max) break;
    if (batch.length > 0 && op.seq !== batch[batch.length - 1].seq + 1) break;
    batch.push(op);
  }
  return batch;
}

/**
 * After our op on a record was applied at `version`, the later pending ops on that record were
 * made on top of it: their base becomes `version`, unless the server had changes before ours that
 * those ops never saw (then the server must still compare against those). The server no longer
 * needs this (it skips a client's own changes); it keeps a pending op's base, and the base a
 * conflict shows, current.
 */
export async function rebaseLaterOps(
  tx: SyncTx,
  entity: EntityName,
  id: string,
  afterSeq: number,
  version: number,
): Promise<void> {
  const later = (await tx.opsFor(entity, id, null)).filter(
    (op) => op.seq > afterSeq && op.entity === entity && op.entityId === id,
  );
  const moved: Op[] = [];
  for (const op of later) {
    if (op.baseVersion === null || op.baseVersion >= version) continue;
    if (version - 1 <= op.baseVersion) moved.push({ ...op, baseVersion: version } as Op);
  }
  if (moved.length > 0) await tx.putOps(moved);
}

/**
 * Gives the pending ops consecutive seqs from `firstSeq`, in their order, and sets nextSeq after
 * them. Only ops the server never consumed are renumbered (it answers by opId first, so an op it
 * did consume keeps its stored answer whatever seq it travels under).
 */
export async function renumberPending(tx: SyncTx, firstSeq: number): Promise<void> {
  const pending = await tx.pendingOps();
  const renumbered = pending.map((op, i) => ({ ...op, seq: firstSeq + i }) as Op);
  await tx.putOps(renumbered);
  const meta = await tx.getMeta();
  await tx.putMeta({ ...meta, nextSeq: firstSeq + pending.length });
}

/**
 * The server says it consumed our seqs up to `lastSeq`. Above anything this device ever issued,
 * the local database was lost or restored: flag it and continue numbering after the server's count
 * so the queue does not wedge on outOfOrder answers.
 */
export async function checkLostDatabase(tx: SyncTx, lastSeq: number): Promise<boolean> {
  const meta = await tx.getMeta();
  const acknowledged = { ...meta, lastAckSeq: Math.max(meta.lastAckSeq, lastSeq) };
  if (lastSeq <= meta.nextSeq - 1) {
    if (acknowledged.lastAckSeq !== meta.lastAckSeq) await tx.putMeta(acknowledged);
    return false;
  }
  await tx.putMeta({ ...acknowledged, lostDatabase: true });
  await renumberPending(tx, lastSeq + 1);
  return true;
}

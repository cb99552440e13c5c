// Recording a push answer, inside one transaction: an op leaves the outbox only together with what
// became of it (the server's copy, or a conflict holding both copies), so a worker killed at any
// point loses nothing, and a duplicate or late answer for an op already recorded changes nothing.
import type { EntityName } from '../../domain/catalogue/entities';
import type {
  AppliedResult,
  Op,
  OpResult,
  PushResponse,
  RejectedResult,
  WireIssue,
} from '../../domain/sync/protocol';
import type { SyncTx } from '../store/model';
import type { ConflictReason, LooseRecord, ServerRecordRow } from '../../domain/sync/records';
import { checkLostDatabase, rebaseLaterOps, renumberPending } from '../store/outbox';
import { readServerCopy } from '../store/serverCopy';
import { recordsTouchedBy } from '../../domain/sync/touched';
import { recomputeVisible } from '../store/visible';

export interface PushRecord {
  applied: number;
  rejected: number;
  /** the server wants other seqs: the outbox was renumbered or must be resent from a gap */
  outOfOrder: boolean;
  lostDatabase: boolean;
}

/** Stores a server copy unless a newer one is already known (answers and pulls may cross). */
export async function putServerIfNewer(tx: SyncTx, row: ServerRecordRow): Promise<boolean> {
  const stored = await readServerCopy(tx, row.entity, row.id);
  if (stored !== undefined && stored.version > row.version) return false;
  await tx.putServers([row]);
  return true;
}

async function recomputeTouched(tx: SyncTx, op: Op): Promise<void> {
  for (const [entity, id] of recordsTouchedBy(op)) await recomputeVisible(tx, entity, id);
}

async function recordApplied(tx: SyncTx, op: Op, result: AppliedResult): Promise<void> {
  await putServerIfNewer(tx, {
    entity: result.entity,
    id: result.entityId,
    version: result.version,
    record: result.record,
  });
  await tx.deleteOp(op.opId);
  await rebaseLaterOps(tx, op.entity, op.entityId, op.seq, result.version);
  await recomputeTouched(tx, op);
}

/** The entity of a copy the server sent with a refusal: the record itself, or the album holding a lock. */
function entityOfServerCopy(
  op: Op,
  copy: LooseRecord | null,
  reason: ConflictReason,
): EntityName | null {
  if (copy === null) return null;
  if (copy.id === op.entityId) return op.entity;
  return reason === 'locked' ? 'album' : null;
}

/** Moves an op into `conflicts` with the local and the server copy; shared by refusals of any kind. */
export async function moveToConflicts(
  tx: SyncTx,
  op: Op,
  reason: ConflictReason,
  codes: WireIssue[],
  serverCopy: LooseRecord | null | undefined,
  now: Date,
): Promise<void> {
  const localCopy = (await tx.getVisible(op.entity, op.entityId)) ?? null;
  const copy =
    serverCopy === undefined
      ? ((await readServerCopy(tx, op.entity, op.entityId))?.record ?? null)
      : serverCopy;
  const copyEntity = entityOfServerCopy(op, copy, reason);
  if (
    copy !== null &&
    copyEntity !== null &&
    typeof copy.id === 'string' &&
    typeof copy.version === 'number'
  ) {
    await putServerIfNewer(tx, {
      entity: copyEntity,
      id: copy.id,
      version: copy.version,
      record: copy,
    });
    if (copyEntity !== op.entity || copy.id !== op.entityId)
      await recomputeVisible(tx, copyEntity, copy.id);
  }
  await tx.putConflict({
    id: op.opId,
    opId: op.opId,
    op,
    entity: op.entity,
    entityId: op.entityId,
    reason,
    codes,
    localCopy,
    serverCopy: copy,
    createdAt: now.toISOString(),
  });
  await tx.deleteOp(op.opId);
  await recomputeTouched(tx, op);
}

async function recordRejected(
  tx: SyncTx,
  op: Op,
  result: RejectedResult,
  now: Date,
): Promise<void> {
  await moveToConflicts(tx, op, result.reason, result.codes ?? [], result.serverRecord, now);
}

/**
 * outOfOrder: the server waits for `expectedSeq`. If this device still holds that op (a batch
 * overtook an earlier one) the next round resends from it. Otherwise the numbering of the two
 * sides parted (a lost or restored database): renumber the pending ops from `expectedSeq`.
 */
async function recordOutOfOrder(tx: SyncTx, op: Op, expectedSeq: number): Promise<boolean> {
  const pending = await tx.pendingOps();
  if (expectedSeq < op.seq && pending.some((p) => p.seq === expectedSeq)) return false;
  const meta = await tx.getMeta();
  const lost = expectedSeq - 1 > meta.nextSeq - 1;
  if (lost) await tx.putMeta({ ...meta, lostDatabase: true });
  await renumberPending(tx, expectedSeq);
  return lost;
}

export async function recordPushResults(
  tx: SyncTx,
  sent: readonly Op[],
  response: PushResponse,
  now: Date = new Date(),
): Promise<PushRecord> {
  const outcome: PushRecord = { applied: 0, rejected: 0, outOfOrder: false, lostDatabase: false };
  for (const [i, result] of response.results.entries()) {
    const sentOp = sent[i];
    // answers come in request order; anything else is not an answer to this request
    if (sentOp === undefined || sentOp.opId !== result.opId) break;
    const op = await tx.getOp(result.opId);
    if (result.status === 'outOfOrder') {
      outcome.outOfOrder = true;
      if (op !== undefined)
        outcome.lostDatabase = await recordOutOfOrder(tx, op, result.expectedSeq);
      break;
    }
    // already recorded (a duplicate answer, or the service worker got there first)
    if (op === undefined) continue;
    await recordResult(tx, op, result, now, outcome);
  }
  if (!outcome.outOfOrder && (await checkLostDatabase(tx, response.lastSeq)))
    outcome.lostDatabase = true;
  return outcome;
}

async function recordResult(
  tx: SyncTx,
  op: Op,
  result: Exclude<OpResult, { status: 'outOfOrder' }>,
  now: Date,
  outcome: PushRecord,
) {
  if (result.status === 'applied') {
    await recordApplied(tx, op, result);
    outcome.applied += 1;
  } else {
    await recordRejected(tx, op, result, now);
    outcome.rejected += 1;
  }
}

/**
 * The server turned away a request holding this op alone (a 4xx that is no business answer, e.g.
 * an op a newer server parses differently): it becomes a conflict so the rest of the queue moves,
 * and the ops after it take its seq, which the server never consumed.
 */
export async function refuseOp(
  tx: SyncTx,
  op: Op,
  code: string | null,
  now: Date = new Date(),
): Promise<void> {
  const stored = await tx.getOp(op.opId);
  if (stored === undefined) return;
  await moveToConflicts(
    tx,
    stored,
    'refused',
    [{ field: 'op', code: code ?? 'requestFailure', severity: 'error' }],
    undefined,
    now,
  );
  await renumberPending(tx, stored.seq);
}

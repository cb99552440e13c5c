// Field-level merge and rebase. Two edits since the same baseVersion merge when they touch different
// fields (or set a field to the same value); the same field changed two ways is a conflict.
import type { EntityName } from '../catalogue/entities';
import { isReleased, isReleaseStatus } from '../status/releaseStatus';
import { isReviewStatus, REVIEW_STATUS, transitionReview } from '../status/reviewStatus';
import type { Op } from './protocol';

export type Patch = Readonly<Record<string, unknown>>;
export type MergeResult =
  { kind: 'merged'; patch: Record<string, unknown> } | { kind: 'conflict'; fields: string[] };

/** Structural equality of JSON-like values (records, arrays, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && deepEqual(ra[k], rb[k]));
}

/** Fields of `patch` whose value differs from `record` (all of them when there is no record). */
export function changedFields(record: Patch | null | undefined, patch: Patch): string[] {
  return Object.keys(patch).filter(
    (k) => record === null || record === undefined || !deepEqual(record[k], patch[k]),
  );
}

export function applyPatch<T extends object>(record: T, patch: Patch): T {
  return { ...record, ...patch };
}

/**
 * `clientChanged`: the fields the op changes (its patch, made against baseVersion).
 * `serverChanged`: the fields the server changed after baseVersion, with their values now.
 * Disjoint (or equal on overlap): the merged patch, i.e. everything changed since baseVersion.
 */
export function mergeFields(clientChanged: Patch, serverChanged: Patch): MergeResult {
  const fields = Object.keys(clientChanged).filter(
    (k) =>
      Object.prototype.hasOwnProperty.call(serverChanged, k) &&
      !deepEqual(clientChanged[k], serverChanged[k]),
  );
  if (fields.length > 0) return { kind: 'conflict', fields: fields.sort() };
  return { kind: 'merged', patch: { ...serverChanged, ...clientChanged } };
}

type Loose = Record<string, unknown>;

/**
 * The server keeps a deleted album (spec section 4): it moves to review status 15 by the same
 * state machine, and stays as it is where the server refuses the delete (pending, released).
 */
function deleteAlbum(record: Loose): Loose {
  const { reviewStatus, releaseStatus, everReleased, approvedAt } = record;
  // no status yet: an album whose create is still pending, which the server creates in 10
  const from = isReviewStatus(reviewStatus) ? reviewStatus : REVIEW_STATUS.notSubmitted;
  const result = transitionReview(
    from,
    { type: 'delete' },
    {
      hasApprovedContent: approvedAt != null,
      isReleased:
        isReleaseStatus(releaseStatus) && isReleased(releaseStatus, everReleased === true),
    },
  );
  return result.ok ? { ...record, reviewStatus: result.to } : record;
}

/** The record as the client should show it after `op`, without asking the server. */
export function applyOp(record: Loose | null, op: Op): Loose | null {
  switch (op.kind) {
    case 'create':
      return record === null
        ? { version: 0, updatedAt: op.createdAt, ...op.payload, id: op.entityId }
        : { ...record, ...op.payload };
    case 'update':
      // Updating a record the server deleted: it stays deleted here; the op's rejection shows the conflict.
      return record === null ? null : { ...record, ...op.payload };
    case 'delete':
      if (op.entity === 'album') return record === null ? null : deleteAlbum(record);
      return null;
    case 'unbindAuthorization':
      return null;
    case 'bindAuthorization':
      return {
        version: 0,
        updatedAt: op.createdAt,
        ...(record ?? {}),
        ...op.payload,
        id: op.entityId,
      };
    case 'submitForReview':
    case 'startModification':
    case 'undoModification': {
      if (record === null || !isReviewStatus(record.reviewStatus)) return record;
      const result = transitionReview(
        record.reviewStatus,
        { type: op.kind },
        { hasApprovedContent: record.approvedAt != null },
      );
      // Undo restores approved content on the server; until the pull brings it only the status moves.
      return result.ok ? { ...record, reviewStatus: result.to } : record;
    }
    case 'sortTracks': {
      if (record === null || record.albumId !== op.entityId) return record;
      const index = op.payload.trackIds.indexOf(String(record.id));
      return index < 0 ? record : { ...record, trackNo: index + 1 };
    }
  }
}

/**
 * The record the client shows: the server's copy with the still-pending ops re-applied on top, in
 * seq order. Pass the ops that concern this record (opsForRecord). Server `version` is kept: the
 * pending ops have not been acknowledged yet.
 */
export function rebase<T extends object>(
  serverRecord: T | null,
  pendingOps: readonly Op[],
): T | null {
  if (pendingOps.length === 0) return serverRecord;
  const ordered = [...pendingOps].sort((a, b) => a.seq - b.seq);
  let record: Loose | null = serverRecord === null ? null : { ...(serverRecord as Loose) };
  for (const op of ordered) record = applyOp(record, op);
  if (record !== null && serverRecord !== null) record.version = (serverRecord as Loose).version;
  return record as T | null;
}

/** The pending ops that bear on one record, including an album's sortTracks for its tracks. */
export function opsForRecord(
  ops: readonly Op[],
  entity: EntityName,
  entityId: string,
  record?: Readonly<{ albumId?: unknown }> | null,
): Op[] {
  return ops.filter(
    (op) =>
      (op.entity === entity && op.entityId === entityId && op.kind !== 'sortTracks') ||
      (op.kind === 'sortTracks' && entity === 'track' && record?.albumId === op.entityId),
  );
}

// The rows a device keeps of the catalogue (DESIGN.md section 5), as plain types: the app, the local
// write path and the sync engine all read them, so they live here and not with any one of them.
import type { EntityName } from '../catalogue/entities';
import type { Op, RejectReason, WireIssue } from './protocol';

/** A catalogue record as stored: the domain schema's shape, loosely typed at this layer. */
export type LooseRecord = Record<string, unknown>;

/**
 * A server copy kept apart from the visible record (see src/sync/store/serverCopy.ts): only while
 * the record has pending ops, or as a tombstone (`record: null`) that keeps a deleted record's
 * version; version 0 with no record: the server does not know the record yet.
 */
export interface ServerRecordRow {
  entity: EntityName;
  id: string;
  version: number;
  record: LooseRecord | null;
}

/** Why an op became a conflict: the server's reasons, or 'refused' for a request the server turned away. */
export type ConflictReason = RejectReason | 'refused';

export interface ConflictRow {
  /** the refused op's opId: an op can become at most one conflict */
  id: string;
  opId: string;
  /** the refused op, so it can be re-applied as a new op */
  op: Op;
  entity: EntityName;
  entityId: string;
  reason: ConflictReason;
  codes: WireIssue[];
  /** the record as this device showed it with the op applied (null: it did not exist here) */
  localCopy: LooseRecord | null;
  /** what the server sent back (for a lock: possibly the album that holds the lock) */
  serverCopy: LooseRecord | null;
  createdAt: string;
}

// Builders of the op results of the sync protocol: applied, rejected (with codes and the server's
// copy for the conflict view) and outOfOrder.
import type { Issue } from '../../../src/domain/catalogue/issues';
import type {
  AppliedResult,
  Op,
  OpResult,
  RejectedResult,
  RejectReason,
  WireIssue,
} from '../../../src/domain/sync/protocol';
import type { StoredRecord } from './tables';

export function toWireIssues(issues: readonly Issue[]): WireIssue[] {
  return issues.map((i) => {
    const wire: WireIssue = { field: i.field, code: i.code, severity: i.severity };
    if (i.params !== undefined) wire.params = { ...i.params };
    if (i.entity !== undefined) wire.entity = i.entity;
    if (i.entityId !== undefined) wire.entityId = i.entityId;
    return wire;
  });
}

export function applied(op: Op, version: number, record: StoredRecord | null): AppliedResult {
  return {
    status: 'applied',
    opId: op.opId,
    entity: op.entity,
    entityId: op.entityId,
    version,
    record: record === null ? null : { ...record },
  };
}

export interface RejectDetail {
  codes?: readonly Issue[];
  serverRecord?: StoredRecord | null;
}

export function rejected(op: Op, reason: RejectReason, detail: RejectDetail = {}): RejectedResult {
  const result: RejectedResult = { status: 'rejected', opId: op.opId, reason };
  if (detail.codes !== undefined && detail.codes.length > 0)
    result.codes = toWireIssues(detail.codes);
  if (detail.serverRecord !== undefined)
    result.serverRecord = detail.serverRecord === null ? null : { ...detail.serverRecord };
  return result;
}

export function outOfOrder(op: Op, expectedSeq: number): OpResult {
  return { status: 'outOfOrder', opId: op.opId, expectedSeq };
}

// A small in-memory sync server for the engine's unit tests: the protocol's exactly-once and seq
// rules, versions, a change log and the stale-baseVersion field check, without locks or schemas.
// The real server is exercised by tests/integration; this one makes single behaviours easy to pin.
import type { EntityName } from '../../domain/catalogue/entities';
import { mergeFields } from '../../domain/sync/merge';
import {
  checkSeq,
  SYNC_PROTOCOL_VERSION,
  type Change,
  type Op,
  type OpResult,
  type PullRequest,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  type RejectReason,
} from '../../domain/sync/protocol';
import type { LooseRecord } from '../../domain/sync/records';
import type { SyncTransport } from './transport';

interface Stored {
  entity: EntityName;
  id: string;
  version: number;
  record: LooseRecord | null;
  /**
   * Per version (index = version - 1): the fields it changed (null = all) and the client whose op
   * wrote it (null: someone else, the back office). As on the real server, a client's stale
   * baseVersion is not compared against its own earlier ops.
   */
  changed: Array<{ fields: string[] | null; clientId: string | null }>;
}

export class FakeSyncServer {
  readonly records = new Map<string, Stored>();
  readonly log: Change[] = [];
  readonly lastSeq = new Map<string, number>();
  readonly results = new Map<string, OpResult>();
  /** ops the server refuses, by test choice */
  refuse: (op: Op) => RejectReason | null = () => null;
  pushes = 0;

  private write(
    entity: EntityName,
    id: string,
    record: LooseRecord | null,
    fields: string[] | null,
    clientId: string | null = null,
  ): Stored {
    const prev = this.records.get(id);
    const version = (prev?.version ?? 0) + 1;
    const next: Stored = {
      entity,
      id,
      version,
      record:
        record === null
          ? null
          : {
              ...record,
              id,
              version,
              updatedAt: new Date(1_700_000_000_000 + this.log.length).toISOString(),
            },
      changed: [...(prev?.changed ?? []), { fields, clientId }],
    };
    this.records.set(id, next);
    this.log.push({
      serverSeq: this.log.length + 1,
      entity,
      entityId: id,
      version,
      op: record === null ? 'delete' : 'upsert',
      record: next.record,
    });
    return next;
  }

  /** A change made by someone else (another device, the back office). */
  edit(entity: EntityName, id: string, patch: LooseRecord): Stored {
    const prev = this.records.get(id);
    return this.write(
      entity,
      id,
      { ...(prev?.record ?? {}), ...patch },
      prev ? Object.keys(patch) : null,
    );
  }

  /** A deletion made by someone else. */
  remove(entity: EntityName, id: string): Stored {
    return this.write(entity, id, null, []);
  }

  private apply(op: Op): OpResult {
    const reason = this.refuse(op);
    const stored = this.records.get(op.entityId);
    if (reason !== null)
      return { status: 'rejected', opId: op.opId, reason, serverRecord: stored?.record ?? null };
    if (op.kind === 'create') {
      if (stored)
        return { status: 'rejected', opId: op.opId, reason: 'conflict', serverRecord: null };
      const written = this.write(op.entity, op.entityId, { ...op.payload }, null, op.clientId);
      return {
        status: 'applied',
        opId: op.opId,
        entity: op.entity,
        entityId: op.entityId,
        version: written.version,
        record: written.record,
      };
    }
    if (!stored) return { status: 'rejected', opId: op.opId, reason: 'notFound' };
    if (stored.record === null)
      return { status: 'rejected', opId: op.opId, reason: 'conflict', serverRecord: null };
    const patch: LooseRecord = op.kind === 'update' ? op.payload : {};
    if (op.baseVersion !== null && op.baseVersion < stored.version) {
      const since = stored.changed
        .slice(op.baseVersion)
        .filter((change) => change.clientId !== op.clientId);
      const fields = since.some((c) => c.fields === null)
        ? Object.keys(stored.record)
        : [...new Set(since.flatMap((c) => c.fields ?? []))];
      const serverChanged = Object.fromEntries(fields.map((f) => [f, stored.record?.[f]]));
      // simpler than the server: a delete over any change by someone else conflicts
      const conflict =
        op.kind === 'delete'
          ? since.length > 0
          : mergeFields(patch, serverChanged).kind === 'conflict';
      if (conflict) {
        return {
          status: 'rejected',
          opId: op.opId,
          reason: 'conflict',
          serverRecord: stored.record,
        };
      }
    }
    const written =
      op.kind === 'delete'
        ? this.write(op.entity, op.entityId, null, [], op.clientId)
        : this.write(
            op.entity,
            op.entityId,
            { ...stored.record, ...patch },
            Object.keys(patch),
            op.clientId,
          );
    return {
      status: 'applied',
      opId: op.opId,
      entity: op.entity,
      entityId: op.entityId,
      version: written.version,
      record: written.record,
    };
  }

  push(request: PushRequest): PushResponse {
    this.pushes += 1;
    const results: OpResult[] = [];
    for (const op of request.ops) {
      const last = this.lastSeq.get(op.clientId) ?? 0;
      const stored = this.results.get(op.opId);
      if (stored) {
        results.push(stored);
        continue;
      }
      if (checkSeq(last, op.seq) !== 'next') {
        results.push({ status: 'outOfOrder', opId: op.opId, expectedSeq: last + 1 });
        break;
      }
      const result = this.apply(op);
      this.results.set(op.opId, result);
      this.lastSeq.set(op.clientId, op.seq);
      results.push(result);
    }
    return {
      type: 'push',
      protocol: SYNC_PROTOCOL_VERSION,
      results,
      lastSeq: this.lastSeq.get(request.clientId) ?? 0,
    };
  }

  pull(request: PullRequest): PullResponse {
    const limit = request.limit ?? 500;
    const after = this.log.filter((c) => c.serverSeq > request.cursor);
    const changes = after.slice(0, limit);
    return {
      type: 'pull',
      protocol: SYNC_PROTOCOL_VERSION,
      changes,
      cursor: changes.length > 0 ? changes[changes.length - 1].serverSeq : request.cursor,
      hasMore: after.length > limit,
      lastSeq: this.lastSeq.get(request.clientId) ?? 0,
    };
  }

  /** A transport straight into this server; `before` may throw to inject a failure. */
  transport(
    before?: (kind: 'push' | 'pull', request: PushRequest | PullRequest) => void,
  ): SyncTransport {
    return {
      push: async (request) => {
        before?.('push', request);
        return structuredClone(this.push(structuredClone(request)));
      },
      pull: async (request) => {
        before?.('pull', request);
        return structuredClone(this.pull(structuredClone(request)));
      },
    };
  }
}

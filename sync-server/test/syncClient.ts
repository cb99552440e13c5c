// A minimal sync client for the server tests: numbers ops per client, pushes and pulls through
// the real routes (app.inject), checks every answer against the protocol's schemas, and keeps the
// pulled records, so tests read like a device would.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EntityName } from '../../src/domain/catalogue/entities';
import { SYNC_PATHS } from '../../src/domain/sync/paths';
import {
  SYNC_PROTOCOL_VERSION,
  type Change,
  type Op,
  type OpKind,
  type OpResult,
  type PullResponse,
  type PushResponse,
  pullResponseSchema,
  pushResponseSchema,
} from '../../src/domain/sync/protocol';
import { createUuidV7 } from '../../src/domain/sync/uuidv7';
import { call, type CallResult } from './client';

const nextOpId = createUuidV7(
  () => Date.now(),
  (n) => new Uint8Array(randomBytes(n)),
);

export interface OpFields {
  entity?: EntityName;
  entityId?: string;
  baseVersion?: number | null;
  payload?: Record<string, unknown>;
}

export class TestSyncClient {
  readonly clientId: string;
  seq = 0;
  cursor = 0;
  readonly records = new Map<string, Record<string, unknown>>();

  constructor(
    public app: FastifyInstance,
    public sign: string,
    clientId = `test-${randomUUID()}`,
  ) {
    this.clientId = clientId;
  }

  /** The next op of this client (seq + 1); defaults: a new id, no base version, empty payload. */
  op(kind: OpKind, fields: OpFields = {}): Op {
    return {
      opId: nextOpId(),
      clientId: this.clientId,
      seq: ++this.seq,
      kind,
      entity: fields.entity ?? 'album',
      entityId: fields.entityId ?? randomUUID(),
      baseVersion:
        fields.baseVersion === undefined
          ? kind === 'create' || kind === 'bindAuthorization'
            ? null
            : 1
          : fields.baseVersion,
      payload: fields.payload ?? {},
      createdAt: new Date().toISOString(),
    } as Op;
  }

  pushRaw(ops: readonly Op[], protocol = SYNC_PROTOCOL_VERSION): Promise<CallResult<PushResponse>> {
    return call<PushResponse>(this.app, SYNC_PATHS.push, {
      sign: this.sign,
      json: { protocol, clientId: this.clientId, ops },
    });
  }

  async push(ops: readonly Op[]): Promise<PushResponse> {
    const res = await this.pushRaw(ops);
    if (res.status !== 200) throw new Error(`push failed: ${res.status} ${res.text}`);
    // every answer must parse as the protocol says, as the real client parses it
    return pushResponseSchema.parse(res.body.result);
  }

  /** Sends one new op and answers its result. */
  async send(kind: OpKind, fields: OpFields = {}): Promise<OpResult> {
    return (await this.push([this.op(kind, fields)])).results[0];
  }

  async pullPage(limit?: number): Promise<PullResponse> {
    const res = await call<PullResponse>(this.app, SYNC_PATHS.pull, {
      sign: this.sign,
      json: {
        protocol: SYNC_PROTOCOL_VERSION,
        clientId: this.clientId,
        cursor: this.cursor,
        ...(limit ? { limit } : {}),
      },
    });
    if (res.status !== 200) throw new Error(`pull failed: ${res.status} ${res.text}`);
    const page = pullResponseSchema.parse(res.body.result);
    for (const change of page.changes) this.apply(change);
    this.cursor = page.cursor;
    return page;
  }

  /** Pulls every page; answers the changes received. */
  async pullAll(limit?: number): Promise<Change[]> {
    const all: Change[] = [];
    for (;;) {
      const page = await this.pullPage(limit);
      all.push(...page.changes);
      if (!page.hasMore) return all;
    }
  }

  private apply(change: Change): void {
    if (change.record === null) this.records.delete(change.entityId);
    else this.records.set(change.entityId, change.record);
  }
}

// The sync protocol (DESIGN.md section 5) as typed message unions, tldraw's protocol.ts style. Bump
// SYNC_PROTOCOL_VERSION on any incompatible change; the server answers older clients `clientTooOld`.
import { z } from 'zod';
import { idSchema, timestampSchema } from '../catalogue/common';
import { ENTITY_NAMES } from '../catalogue/entities';
import { isUuidV7 } from './uuidv7';

export const SYNC_PROTOCOL_VERSION = 1;
/** The oldest client protocol the server still serves. */
export const MIN_CLIENT_PROTOCOL_VERSION = 1;

export const SyncLimits = {
  /** ops per push request; a longer outbox is pushed in several requests */
  pushMaxOps: 200,
  pullDefaultLimit: 500,
  pullMaxLimit: 1000,
  clientIdMax: 64,
  sortTracksMax: 1000,
  /** nesting of an op's payload (a track's artists with their roles is 3 deep); see bounds.ts */
  opPayloadMaxDepth: 32,
  /** values inside an op's payload at any depth (sortTracks' 1000 ids is the longest list) */
  opPayloadMaxValues: 10_000,
} as const;

export const CRUD_OP_KINDS = ['create', 'update', 'delete'] as const;
/** Intentions that are more than a field patch; the server runs them through the state machines. */
export const COMMAND_OP_KINDS = [
  'submitForReview',
  'startModification',
  'undoModification',
  'bindAuthorization',
  'unbindAuthorization',
  'sortTracks',
] as const;
export const OP_KINDS = [...CRUD_OP_KINDS, ...COMMAND_OP_KINDS] as const;
export type OpKind = (typeof OP_KINDS)[number];
/** Review commands: decided by status/reviewStatus.ts, never by the lock rules. */
export const REVIEW_OP_KINDS = [
  'submitForReview',
  'startModification',
  'undoModification',
] as const;

export const entityNameSchema = z.enum(ENTITY_NAMES);
export const uuidV7Schema = z.string().refine(isUuidV7, { message: 'not a uuid v7' });
const payloadRecord = z.record(z.string(), z.unknown());
const version = z.int().nonnegative();
const emptyPayload = z.strictObject({});

const opBase = {
  /** uuid v7: unique, and sorts by creation time */
  opId: uuidV7Schema,
  clientId: z.string().min(1).max(SyncLimits.clientIdMax),
  /** per client, from 1, +1 per op, never reused */
  seq: z.int().positive(),
  entityId: idSchema,
  createdAt: timestampSchema,
};

export const opSchema = z.discriminatedUnion('kind', [
  z.object({
    ...opBase,
    kind: z.literal('create'),
    entity: entityNameSchema,
    baseVersion: z.null(),
    payload: payloadRecord,
  }),
  z.object({
    ...opBase,
    kind: z.literal('update'),
    entity: entityNameSchema,
    baseVersion: version,
    payload: payloadRecord,
  }),
  z.object({
    ...opBase,
    kind: z.literal('delete'),
    entity: entityNameSchema,
    baseVersion: version,
    /** a delivered track's delete carries TRACK_DELETE_CONFIRM_PHRASE (status/trackDeletion.ts) */
    payload: z.strictObject({ confirmPhrase: z.string().max(50).optional() }),
  }),
  z.object({
    ...opBase,
    kind: z.literal('submitForReview'),
    entity: z.literal('album'),
    baseVersion: version,
    payload: emptyPayload,
  }),
  z.object({
    ...opBase,
    kind: z.literal('startModification'),
    entity: z.literal('album'),
    baseVersion: version,
    payload: emptyPayload,
  }),
  z.object({
    ...opBase,
    kind: z.literal('undoModification'),
    entity: z.literal('album'),
    baseVersion: version,
    payload: emptyPayload,
  }),
  z.object({
    ...opBase,
    kind: z.literal('bindAuthorization'),
    /** entityId is the new binding's id */
    entity: z.literal('authorizationTrack'),
    baseVersion: z.null(),
    payload: z.strictObject({ authorizationId: idSchema, trackId: idSchema }),
  }),
  z.object({
    ...opBase,
    kind: z.literal('unbindAuthorization'),
    entity: z.literal('authorizationTrack'),
    baseVersion: version,
    payload: emptyPayload,
  }),
  z.object({
    ...opBase,
    kind: z.literal('sortTracks'),
    /** entityId is the album; trackIds in their new order, track numbers become 1..n */
    entity: z.literal('album'),
    baseVersion: version,
    payload: z.strictObject({
      trackIds: z
        .array(idSchema)
        .min(1)
        .max(SyncLimits.sortTracksMax)
        .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate track id' }),
    }),
  }),
]);
export type Op = z.infer<typeof opSchema>;
export type OpOfKind<K extends OpKind> = Extract<Op, { kind: K }>;

export const pushRequestSchema = z
  .object({
    protocol: z.int(),
    clientId: z.string().min(1).max(SyncLimits.clientIdMax),
    ops: z.array(opSchema).min(1).max(SyncLimits.pushMaxOps),
  })
  .refine((r) => r.ops.every((op) => op.clientId === r.clientId), {
    message: 'op of another client',
    path: ['ops'],
  })
  .refine((r) => r.ops.every((op, i) => i === 0 || op.seq === r.ops[i - 1].seq + 1), {
    message: 'seqs must be consecutive',
    path: ['ops'],
  });
export type PushRequest = z.infer<typeof pushRequestSchema>;

/** Codes travel as plain strings so a newer server's code does not break an older client's parse. */
export const wireIssueSchema = z.object({
  field: z.string(),
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  entity: entityNameSchema.optional(),
  entityId: z.string().optional(),
});
export type WireIssue = z.infer<typeof wireIssueSchema>;

export const REJECT_REASONS = [
  'locked',
  'conflict',
  'invalid',
  'forbidden',
  'notFound',
  'notAllowed',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

const wireRecord = payloadRecord.nullable();

export const opResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('applied'),
    opId: z.string(),
    entity: entityNameSchema,
    entityId: z.string(),
    version,
    /** the record after the op; null once deleted */
    record: wireRecord,
  }),
  z.object({
    status: z.literal('rejected'),
    opId: z.string(),
    reason: z.enum(REJECT_REASONS),
    codes: z.array(wireIssueSchema).optional(),
    /** the server's copy, for the conflict view; null when it does not exist (any more) */
    serverRecord: wireRecord.optional(),
  }),
  z.object({
    status: z.literal('outOfOrder'),
    opId: z.string(),
    /** the seq the server waits for: the client resends from there */
    expectedSeq: z.int().positive(),
  }),
]);
export type OpResult = z.infer<typeof opResultSchema>;
export type AppliedResult = Extract<OpResult, { status: 'applied' }>;
export type RejectedResult = Extract<OpResult, { status: 'rejected' }>;

export const pushResponseSchema = z.object({
  type: z.literal('push'),
  protocol: z.int(),
  results: z.array(opResultSchema),
  /** the highest seq of this client the server has consumed */
  lastSeq: z.int().nonnegative(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const pullRequestSchema = z.object({
  protocol: z.int(),
  clientId: z.string().min(1).max(SyncLimits.clientIdMax),
  /** the last serverSeq the client has applied; 0 from the start */
  cursor: z.int().nonnegative(),
  limit: z.int().min(1).max(SyncLimits.pullMaxLimit).default(SyncLimits.pullDefaultLimit),
});
export type PullRequest = z.input<typeof pullRequestSchema>;

export const changeSchema = z.object({
  /** the organisation's own number of the change: increasing, and counting that organisation's changes only */
  serverSeq: z.int().positive(),
  entity: entityNameSchema,
  entityId: z.string(),
  version,
  op: z.enum(['upsert', 'delete']),
  record: wireRecord,
});
export type Change = z.infer<typeof changeSchema>;

export const pullResponseSchema = z.object({
  type: z.literal('pull'),
  protocol: z.int(),
  changes: z.array(changeSchema),
  /** pass back as the next cursor */
  cursor: z.int().nonnegative(),
  hasMore: z.boolean(),
  /** the highest seq of this client the server has consumed: drop acknowledged ops up to it */
  lastSeq: z.int().nonnegative(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

export const clientTooOldSchema = z.object({
  type: z.literal('clientTooOld'),
  /** the server's protocol */
  protocol: z.int(),
  minProtocol: z.int(),
});
export type ClientTooOld = z.infer<typeof clientTooOldSchema>;

export const pushAnswerSchema = z.discriminatedUnion('type', [
  pushResponseSchema,
  clientTooOldSchema,
]);
export type PushAnswer = z.infer<typeof pushAnswerSchema>;
export const pullAnswerSchema = z.discriminatedUnion('type', [
  pullResponseSchema,
  clientTooOldSchema,
]);
export type PullAnswer = z.infer<typeof pullAnswerSchema>;

/** The server's first check: an older client gets this answer (HTTP 426, error code clientTooOld). */
export function checkClientProtocol(protocol: number): ClientTooOld | null {
  if (protocol >= MIN_CLIENT_PROTOCOL_VERSION && protocol <= SYNC_PROTOCOL_VERSION) return null;
  return {
    type: 'clientTooOld',
    protocol: SYNC_PROTOCOL_VERSION,
    minProtocol: MIN_CLIENT_PROTOCOL_VERSION,
  };
}

/** Reads `protocol` from an unparsed body, so a too-old client is told so rather than "bad input". */
export function peekProtocol(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('protocol' in body)) return null;
  const protocol: unknown = body.protocol;
  return typeof protocol === 'number' && Number.isInteger(protocol) ? protocol : null;
}

/**
 * Where an op's seq stands against the last seq consumed for its client: the next one, one already
 * consumed (answer the stored result), or a gap (answer outOfOrder with lastSeq + 1).
 */
export function checkSeq(lastSeq: number, seq: number): 'next' | 'duplicate' | 'gap' {
  if (seq === lastSeq + 1) return 'next';
  return seq <= lastSeq ? 'duplicate' : 'gap';
}

// What each edit sends: intentions, not whole objects (DESIGN.md section 5). A create carries every
// client-writable field (the server's create schema is strict), an update only the fields that
// change, and a re-applied conflict the same intention again on top of the current server record.
// Checked here with the server's own payload rules, so a bad edit fails in the form, not in a
// conflict minutes later.
import { ENTITY_SCHEMAS, clientWritableFields, type EntityName } from '../../domain/catalogue/entities';
import { errorsOf, type Issue } from '../../domain/catalogue/issues';
import { validateAlbumCreate } from '../../domain/catalogue/validateAlbum';
import { validateTrackCreate } from '../../domain/catalogue/validateTrack';
import { changedFields } from '../../domain/sync/merge';
import { validateOpPayload } from '../../domain/sync/payload';
import { opSchema, type Op, type REVIEW_OP_KINDS } from '../../domain/sync/protocol';
import type { LooseRecord } from '../../domain/sync/records';
import { type OpDraft } from '../../sync/store/outbox';
import { nextUuidV7 } from '../../domain/sync/uuidv7';

export type AlbumCommand = (typeof REVIEW_OP_KINDS)[number];

/** A refused edit: the form shows the issues (codes, never sentences). */
export class EditRefusedError extends Error {
  readonly code: 'notFound' | 'invalid';
  readonly issues: Issue[];

  constructor(code: 'notFound' | 'invalid', issues: Issue[] = []) {
    super(`edit refused: ${code}${issues.length ? ` (${issues.map((i) => `${i.field}:${i.code}`).join(', ')})` : ''}`);
    this.name = 'EditRefusedError';
    this.code = code;
    this.issues = issues;
  }
}

/** Enum fields without a neutral value: what the add drawers start from. */
const ENUM_DEFAULTS: Partial<Record<EntityName, LooseRecord>> = {
  album: { type: 1, upcMode: 'system', explicit: 0 },
  track: { discNo: 1, isrcAuth: 0, explicit: 0 },
};

/**
 * Defaults of the writable fields a new record may leave out: null where the schema allows it,
 * an empty list, false, and the enum defaults above. Names, ids and languages have no default.
 */
export function defaultPayload(entity: EntityName): LooseRecord {
  const shape: Record<string, { safeParse(value: unknown): { success: boolean } }> = ENTITY_SCHEMAS[entity].shape;
  const defaults: LooseRecord = {};
  for (const field of clientWritableFields(entity)) {
    const schema = shape[field];
    const neutral = [null, [], false].find((value) => schema.safeParse(value).success);
    if (neutral !== undefined) defaults[field] = neutral;
  }
  return { ...defaults, ...ENUM_DEFAULTS[entity] };
}

function pickWritable(entity: EntityName, record: LooseRecord): LooseRecord {
  const out: LooseRecord = {};
  for (const field of clientWritableFields(entity)) if (field in record) out[field] = record[field];
  return out;
}

function creationIssues(entity: EntityName, payload: LooseRecord): Issue[] {
  if (entity === 'album') return errorsOf(validateAlbumCreate(payload));
  if (entity === 'track') return errorsOf(validateTrackCreate(payload));
  return [];
}

/** Throws EditRefusedError unless the op would pass the server's request and payload checks. */
export function assertSendable(draft: OpDraft): void {
  const probe = { ...draft, opId: nextUuidV7(), clientId: 'probe', seq: 1, createdAt: new Date().toISOString() };
  const issues = validateOpPayload(probe as Op);
  if (draft.kind === 'create') issues.push(...creationIssues(draft.entity, draft.payload));
  if (issues.length === 0 && !opSchema.safeParse(probe).success) issues.push({ field: 'op', code: 'format', severity: 'error' });
  if (issues.length > 0) throw new EditRefusedError('invalid', issues);
}

export function createDraft(entity: EntityName, id: string, record: LooseRecord): OpDraft {
  const payload = { ...defaultPayload(entity), ...pickWritable(entity, record) };
  return { kind: 'create', entity, entityId: id, baseVersion: null, payload } as OpDraft;
}

/** The update of the fields `patch` really changes, or null when it changes nothing. */
export function updateDraft(entity: EntityName, visible: LooseRecord, patch: LooseRecord): OpDraft | null {
  const fields = changedFields(visible, patch);
  if (fields.length === 0) return null;
  const payload = Object.fromEntries(fields.map((field) => [field, patch[field]]));
  return { kind: 'update', entity, entityId: String(visible.id), baseVersion: versionOf(visible), payload } as OpDraft;
}

export function versionOf(visible: LooseRecord | null | undefined): number {
  return typeof visible?.version === 'number' ? visible.version : 0;
}

/**
 * The refused op's intention again, based on the current server record (`visible`): the values
 * are the local copy's, so a later local edit of the same field is what gets re-applied. An edit
 * of a record the server no longer has comes back as a new record; null when nothing is left to do.
 */
export function reapplyDraft(op: Op, localCopy: LooseRecord | null, visible: LooseRecord | null): OpDraft | null {
  const local: LooseRecord = localCopy ?? (op.payload as LooseRecord);
  switch (op.kind) {
    case 'create':
      if (visible !== null) return updateDraft(op.entity, visible, pickWritable(op.entity, local));
      return createDraft(op.entity, op.entityId, { ...op.payload, ...pickWritable(op.entity, local) });
    case 'update': {
      const values = Object.fromEntries(Object.keys(op.payload).map((k) => [k, k in local ? local[k] : op.payload[k]]));
      if (visible === null) return createDraft(op.entity, nextUuidV7(), { ...pickWritable(op.entity, local), ...values });
      return updateDraft(op.entity, visible, values);
    }
    case 'delete':
      if (visible === null) return null;
      return { kind: 'delete', entity: op.entity, entityId: op.entityId, baseVersion: versionOf(visible), payload: op.payload };
    case 'bindAuthorization':
      return { kind: op.kind, entity: op.entity, entityId: op.entityId, baseVersion: null, payload: op.payload };
    default:
      return { kind: op.kind, entity: op.entity, entityId: op.entityId, baseVersion: versionOf(visible), payload: op.payload } as OpDraft;
  }
}

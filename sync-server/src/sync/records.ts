// Reading and writing catalogue records. Every write bumps the record's version and appends the
// version to change_log (what clients pull) with the fields it changed and, for a pushed op's own
// effect, the client that sent it (what the field merge of a stale baseVersion compares against).
// Deletes are soft: the last data stays for snapshots.
import { BASE_FIELDS } from '../../../src/domain/catalogue/common';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { changedFields } from '../../../src/domain/sync/merge';
import type { Queryable } from '../db/db';
import type { OrgWriter } from './orgWrite';
import { extractColumns, tableOf, type StoredRecord } from './tables';

export interface RecordRow {
  entity: EntityName;
  id: string;
  orgId: string;
  version: number;
  data: StoredRecord;
  deleted: boolean;
}

export interface WrittenRecord {
  version: number;
  /** the record as stored; null when deleted */
  record: StoredRecord | null;
  serverSeq: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** pg returns bigint as a string, PGlite as a number. */
export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${String(value)}`);
  return n;
}

interface Row {
  id: string;
  org_id: string;
  version: string | number;
  data: StoredRecord;
  deleted: boolean;
}

function toRecordRow(entity: EntityName, row: Row): RecordRow {
  return {
    entity,
    id: row.id,
    orgId: row.org_id,
    version: toNumber(row.version),
    data: row.data,
    deleted: row.deleted,
  };
}

/**
 * The organisation's record with this id (deleted ones too). A record is identified by
 * (org_id, id) (migration 086): another organisation's record with the same id is not this one.
 * Read through auth/owned.ts.
 */
export async function loadRecord(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: unknown,
): Promise<RecordRow | null> {
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  const { rows } = await tx.query<Row>(
    `SELECT id, org_id, version, data, deleted_at IS NOT NULL AS deleted FROM ${tableOf(entity)}
      WHERE org_id = $1 AND id = $2`,
    [orgId, id],
  );
  return rows[0] ? toRecordRow(entity, rows[0]) : null;
}

/** Live records of an organisation matching `column = ANY(values)`. */
export async function listRecords(
  tx: Queryable,
  entity: EntityName,
  orgId: string,
  column: string,
  values: readonly string[],
): Promise<RecordRow[]> {
  if (values.length === 0) return [];
  const { rows } = await tx.query<Row>(
    `SELECT id, org_id, version, data, false AS deleted FROM ${tableOf(entity)}
      WHERE org_id = $1 AND ${column} = ANY($2::uuid[]) AND deleted_at IS NULL ORDER BY id`,
    [orgId, values],
  );
  return rows.map((row) => toRecordRow(entity, row));
}

function withoutBase(record: StoredRecord): StoredRecord {
  const copy: Record<string, unknown> = { ...record };
  for (const field of BASE_FIELDS) delete copy[field];
  return copy;
}

/** Did the content (everything but id, org, version, time) change? */
export function contentFieldsChanged(before: StoredRecord | null, after: StoredRecord): string[] {
  return changedFields(before === null ? null : withoutBase(before), withoutBase(after));
}

export interface WriteOptions {
  /**
   * The sync client whose pushed op this write carries out, when that client foresaw the write
   * (its applyOp shows the same change): that client's later ops then do not count it as a change
   * they missed (fieldsChangedSince). Left out for writes no client foresaw (back office, seed,
   * undoModification's restore, server-kept counts), which count against every client; leaving it
   * out by mistake costs a needless conflict, never a lost edit.
   */
  byClient?: string;
}

/**
 * Writes a new version of a record of `writer.orgId`: `after` is its content (null deletes it).
 * `before` is the row as loaded in this transaction (null when the record is new).
 */
export async function writeRecord(
  writer: OrgWriter,
  entity: EntityName,
  id: string,
  before: RecordRow | null,
  after: StoredRecord | null,
  options: WriteOptions = {},
): Promise<WrittenRecord> {
  if (before !== null && before.orgId !== writer.orgId)
    throw new Error(`record ${id} was loaded for another organisation`);
  const version = (before?.version ?? 0) + 1;
  const base = after ?? before?.data;
  if (base === undefined) throw new Error(`nothing to delete: ${entity} ${id}`);
  const data: StoredRecord = { ...base, id, orgId: writer.orgId, version, updatedAt: writer.now };
  const live = before !== null && !before.deleted;
  // NULL fields: created or brought back, i.e. every field is new to a client holding an old version
  const fields = after === null || !live ? null : contentFieldsChanged(before.data, data);

  const extracted = extractColumns(entity, data);
  const names = ['id', 'org_id', 'version', 'data', 'deleted_at', 'updated_at', ...extracted.names];
  const values = [
    id,
    writer.orgId,
    version,
    JSON.stringify(data),
    after === null ? writer.now : null,
    writer.now,
    ...extracted.values,
  ];
  const placeholders = names.map((name, i) => (name === 'data' ? `$${i + 1}::jsonb` : `$${i + 1}`));
  const updates = names
    .filter((n) => n !== 'id' && n !== 'org_id')
    .map((n) => `${n} = EXCLUDED.${n}`);
  const table = tableOf(entity);
  // the key is (org_id, id): another organisation's record with this id is never touched
  const written = await writer.tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')})
     ON CONFLICT (org_id, id) DO UPDATE SET ${updates.join(', ')}`,
    values,
  );
  if (written.rowCount !== 1) throw new Error(`record ${id} was not written`);

  // the organisation's own next number (migration 006): no other organisation's writes show in it
  const { rows } = await writer.tx.query<{ server_seq: string | number }>(
    `WITH next AS (
       INSERT INTO change_log_seqs AS s (org_id, last_seq) VALUES ($1, 1)
       ON CONFLICT (org_id) DO UPDATE SET last_seq = s.last_seq + 1 RETURNING last_seq
     )
     INSERT INTO change_log (server_seq, org_id, entity, entity_id, version, op, record, fields, client_id)
     VALUES ((SELECT last_seq FROM next), $1, $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING server_seq`,
    [
      writer.orgId,
      entity,
      id,
      version,
      after === null ? 'delete' : 'upsert',
      after === null ? null : JSON.stringify(data),
      fields,
      options.byClient ?? null,
    ],
  );
  const serverSeq = toNumber(rows[0].server_seq);
  writer.lastServerSeq = Math.max(writer.lastServerSeq, serverSeq);
  return { version, record: after === null ? null : data, serverSeq };
}

/**
 * The fields changed after `baseVersion` that the op of `clientId` did not know of: the union of
 * the change_log entries of the later versions, without those written by that client's own earlier
 * ops (consumed in seq order, so the device made this op on top of them); 'all' when someone else
 * (re)created the record since, so every field counts as changed.
 */
export async function fieldsChangedSince(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: string,
  baseVersion: number,
  clientId: string,
): Promise<string[] | 'all'> {
  const { rows } = await tx.query<{ fields: string[] | null }>(
    `SELECT fields FROM change_log
      WHERE org_id = $1 AND entity_id = $2 AND entity = $3 AND version > $4
        AND client_id IS DISTINCT FROM $5 ORDER BY version`,
    [orgId, id, entity, baseVersion, clientId],
  );
  const fields = new Set<string>();
  for (const row of rows) {
    if (row.fields === null) return 'all';
    for (const field of row.fields) fields.add(field);
  }
  return [...fields].sort();
}

/** A new record written directly (seed, fixtures, back office): version 1 and its change_log entry. */
export async function insertRecord(
  writer: OrgWriter,
  entity: EntityName,
  id: string,
  content: StoredRecord,
): Promise<RecordRow> {
  const written = await writeRecord(writer, entity, id, null, content);
  if (written.record === null) throw new Error('unreachable: an insert returns its record');
  return {
    entity,
    id,
    orgId: writer.orgId,
    version: written.version,
    data: written.record,
    deleted: false,
  };
}

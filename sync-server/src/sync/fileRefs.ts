// File references in catalogue records (src/domain/catalogue/fileFields.ts) are settled by the
// server, never by the client: an op that points a record at an uploaded file gets the server's
// own facts if the file is already checked, and a file checked later rewrites the records that
// point at it (a new version every device pulls). Both run under the organisation's write lock, so
// whichever comes second sees the other: the file's status is committed before its records are
// looked for, and an op reading the status holds the lock the look-up waits for.
import type { EntityName } from '../../../src/domain/catalogue/entities';
import {
  fileRefFields,
  settledReference,
  type SettledFile,
} from '../../../src/domain/catalogue/fileFields';
import type { Db, Queryable } from '../db/db';
import { findOwned } from '../auth/owned';
import { withOrgWrite } from './orgWrite';
import { writeRecord } from './records';
import { ENTITY_TABLES, tableOf, type StoredRecord } from './tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FileStateRow {
  id: string;
  name: string;
  size: string | number | null;
  status: string;
  facts: Record<string, unknown> | null;
  updated_at: Date | string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toSettled(row: FileStateRow): SettledFile | null {
  if (row.status !== 'verified' && row.status !== 'rejected') return null;
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size ?? 0),
    status: row.status,
    facts: row.facts,
    settledAt: new Date(row.updated_at).toISOString(),
  };
}

async function loadFileState(
  tx: Queryable,
  orgId: string,
  fileId: string,
): Promise<FileStateRow | null> {
  const { rows } = await tx.query<FileStateRow>(
    'SELECT id, name, size, status, facts, updated_at FROM files WHERE id = $1 AND org_id = $2',
    [fileId, orgId],
  );
  return rows[0] ?? null;
}

/**
 * The op's content with every file reference as the server vouches for it: a settled file's
 * facts, or, for a file still on its way, the client's facts without a verification time. A path
 * that is no uploaded file of this organisation is left to the record's validation.
 */
export async function resolveFileRefs(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  content: StoredRecord,
): Promise<StoredRecord> {
  let out = content;
  for (const [field, shape] of fileRefFields(entity)) {
    const sent = content[field];
    if (!isObject(sent) || typeof sent.path !== 'string' || !UUID.test(sent.path)) continue;
    const row = await loadFileState(tx, orgId, sent.path);
    if (row === null) continue;
    const settled = toSettled(row);
    const value =
      settled !== null
        ? settledReference(shape, settled, sent)
        : shape === 'audio'
          ? { ...sent, verifiedAt: null }
          : sent;
    out = { ...out, [field]: value };
  }
  return out;
}

/** Equal as JSON values; jsonb hands objects back with its own key order. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    isObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical(value[key])]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Rewrites the organisation's records that point at a file the server has just settled. */
export async function linkSettledFile(db: Db, fileId: string): Promise<number> {
  if (!UUID.test(fileId)) return 0;
  const { rows } = await db.query<{ org_id: string }>('SELECT org_id FROM files WHERE id = $1', [
    fileId,
  ]);
  if (rows.length === 0) return 0;
  const orgId = rows[0].org_id;
  return withOrgWrite(db, orgId, async (writer) => {
    const state = await loadFileState(writer.tx, orgId, fileId);
    const settled = state === null ? null : toSettled(state);
    if (settled === null) return 0;
    let rewritten = 0;
    for (const entity of Object.keys(ENTITY_TABLES) as EntityName[]) {
      for (const [field, shape] of fileRefFields(entity)) {
        const { rows: ids } = await writer.tx.query<{ id: string }>(
          `SELECT id FROM ${tableOf(entity)} WHERE org_id = $1 AND deleted_at IS NULL AND data -> $2 ->> 'path' = $3`,
          [orgId, field, fileId],
        );
        for (const { id } of ids) {
          const before = await findOwned(writer.tx, orgId, entity, id, { live: true });
          if (before === null) continue;
          const sent = isObject(before.data[field])
            ? (before.data[field] as Record<string, unknown>)
            : null;
          const value = settledReference(shape, settled, sent);
          if (sameJson(value, before.data[field])) continue;
          await writeRecord(writer, entity, id, before, { ...before.data, [field]: value });
          rewritten += 1;
        }
      }
    }
    return rewritten;
  });
}

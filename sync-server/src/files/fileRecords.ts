// The `files` table: rows, the one authorization rule for them, and the shape the client sees.
// A row is visible only to its organisation; a wrong organisation or key reads as "not found".
import type { FileStatusAnswer } from '../../../src/domain/api';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { toIsoString } from '../presenters/time';
import type { FileKind, FilePurpose, FileStatus } from '../../../src/domain/media/filePolicy';

export interface FileRow {
  id: string;
  org_id: string;
  user_id: string | null;
  kind: FileKind;
  purpose: FilePurpose;
  name: string;
  declared_size: number | string;
  size: number | string | null;
  content_type: string;
  object_key: string;
  upload_id: string;
  status: FileStatus;
  checksum_sha256: string | null;
  facts: Record<string, unknown> | null;
  reject_code: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface FileRecord {
  id: string;
  kind: FileKind;
  purpose: FilePurpose;
  name: string;
  declaredSize: number;
  size: number | null;
  contentType: string;
  status: FileStatus;
  checksumSha256: string | null;
  facts: Record<string, unknown> | null;
  rejectCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export function presentFile(row: FileRow): FileRecord {
  return {
    id: row.id,
    kind: row.kind,
    purpose: row.purpose,
    name: row.name,
    declaredSize: Number(row.declared_size),
    size: row.size === null ? null : Number(row.size),
    contentType: row.content_type,
    status: row.status,
    checksumSha256: row.checksum_sha256,
    facts: row.facts,
    rejectCode: row.reject_code,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

export function declaredSizeOf(row: FileRow): number {
  return Number(row.declared_size);
}

export interface NewFileRow {
  /** the client's own id (a uuid), so an offline record can name the file before it is uploaded */
  id?: string;
  orgId: string;
  userId: string;
  kind: FileKind;
  purpose: FilePurpose;
  name: string;
  declaredSize: number;
  contentType: string;
  objectKey: string;
  uploadId: string;
}

export async function insertFileRow(db: Queryable, file: NewFileRow): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(
    `INSERT INTO files (id, org_id, user_id, kind, purpose, name, declared_size, content_type, object_key, upload_id)
     VALUES (COALESCE($10::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [
      file.orgId,
      file.userId,
      file.kind,
      file.purpose,
      file.name,
      file.declaredSize,
      file.contentType,
      file.objectKey,
      file.uploadId,
      file.id ?? null,
    ],
  );
  return rows[0];
}

export async function findFileByUploadId(db: Queryable, uploadId: string): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>('SELECT * FROM files WHERE upload_id = $1', [uploadId]);
  return rows[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findFileById(db: Queryable, id: string): Promise<FileRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<FileRow>('SELECT * FROM files WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** A file is its organisation's alone: the tenant check every rule below starts from. */
export function isOwnFile(row: FileRow, orgId: string): boolean {
  return row.org_id === orgId;
}

/**
 * The one authorization rule of a file: it belongs to the caller's organisation and, when the
 * client names the object key (Companion's `?key=`), that key is the row's. Anything else: 404.
 */
export function authorizeFile(row: FileRow | null, orgId: string, key?: string): FileRow {
  if (!row || !isOwnFile(row, orgId) || (key !== undefined && key !== row.object_key))
    throw new ApiError('notFound');
  return row;
}

/** A file's status as its organisation may know it; another organisation's reads as absent, like none. */
export function presentFileStatus(
  row: FileRow | null,
  orgId: string,
  id: string,
): FileStatusAnswer {
  if (!row || !isOwnFile(row, orgId)) return { id, status: 'absent', rejectCode: null };
  return { id: row.id, status: row.status, rejectCode: row.reject_code };
}

export interface FileUpdate {
  status: FileStatus;
  size?: number;
  checksumSha256?: string;
  facts?: Record<string, unknown> | null;
  rejectCode?: string | null;
}

/** Moves a row on from an expected status; null when another request moved it first. */
export async function updateFileRow(
  db: Queryable,
  id: string,
  from: FileStatus,
  update: FileUpdate,
): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>(
    `UPDATE files SET status = $3,
            size = COALESCE($4, size),
            checksum_sha256 = COALESCE($5, checksum_sha256),
            facts = CASE WHEN $6::boolean THEN $7::jsonb ELSE facts END,
            reject_code = CASE WHEN $8::boolean THEN $9 ELSE reject_code END,
            updated_at = now()
      WHERE id = $1 AND status = $2 RETURNING *`,
    [
      id,
      from,
      update.status,
      update.size ?? null,
      update.checksumSha256 ?? null,
      update.facts !== undefined,
      update.facts === undefined || update.facts === null ? null : JSON.stringify(update.facts),
      update.rejectCode !== undefined,
      update.rejectCode ?? null,
    ],
  );
  return rows[0] ?? null;
}

/** Bytes already stored for the other parts of an upload, to bound the next part by the declared size. */
export function remainingBytes(row: FileRow, otherPartsBytes: number): number {
  return Math.max(0, declaredSizeOf(row) - otherPartsBytes);
}

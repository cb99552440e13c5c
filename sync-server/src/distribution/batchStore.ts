// Delivery batches, the files each one sends and the acknowledgements read back (migration 060).
// A batch row is written before the first byte leaves, with every file's size and hash, so a
// resumed delivery knows what "complete on the remote" means and the record of what a channel was
// told is kept whether or not the delivery ends well.
import type { Queryable } from '../db/db';
import { toIsoString, toIsoStringOrNull } from '../presenters/time';

export type BatchKind = 'release' | 'update' | 'takedown';
export type BatchState = 'writing' | 'sent' | 'answered' | 'failed';
export type BatchFileRole = 'resource' | 'message' | 'manifest';

export interface BatchFile {
  path: string;
  role: BatchFileRole;
  sizeBytes: number;
  sha256: string;
  sourceFileId: string | null;
  writtenAt: string | null;
}

export interface NewBatch {
  batchId: string;
  channelId: string;
  orgId: string;
  albumId: string;
  albumVersion: number;
  kind: BatchKind;
  messageId: string;
  releaseDir: string;
  messageFile: string;
  messageSha256: string;
  messageXml: string;
  manifestXml: string;
  jobId: string | null;
  files: ReadonlyArray<Omit<BatchFile, 'writtenAt'>>;
}

export interface BatchSummary {
  ref: string;
  batchId: string;
  channelId: string;
  albumId: string;
  albumVersion: number;
  kind: BatchKind;
  messageId: string;
  messageFile: string;
  releaseDir: string;
  messageSha256: string;
  state: BatchState;
  createdAt: string;
  completedAt: string | null;
  lastError: string | null;
}

interface BatchRow {
  id: string;
  batch_id: string;
  channel_id: string;
  album_id: string;
  album_version: number;
  kind: BatchKind;
  message_id: string;
  message_file: string;
  release_dir: string;
  message_sha256: string;
  state: BatchState;
  created_at: Date | string;
  completed_at: Date | string | null;
  last_error: string | null;
}

const BATCH_COLUMNS = `id, batch_id, channel_id, album_id, album_version, kind, message_id,
  message_file, release_dir, message_sha256, state, created_at, completed_at, last_error`;

function presentBatch(row: BatchRow): BatchSummary {
  return {
    ref: row.id,
    batchId: row.batch_id,
    channelId: row.channel_id,
    albumId: row.album_id,
    albumVersion: row.album_version,
    kind: row.kind,
    messageId: row.message_id,
    messageFile: row.message_file,
    releaseDir: row.release_dir,
    messageSha256: row.message_sha256,
    state: row.state,
    createdAt: toIsoString(row.created_at),
    completedAt: toIsoStringOrNull(row.completed_at),
    lastError: row.last_error,
  };
}

/** UTC YYYYMMDDhhmmssnnn of the instant: the batch folder's name (DDEX choreography). */
export function batchIdAt(at: Date): string {
  return at.toISOString().replace(/[-:TZ.]/g, '');
}

/** Inserts the batch and its planned files in the caller's transaction; returns its row id. */
export async function insertBatch(tx: Queryable, batch: NewBatch, now: Date): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO delivery_batches (batch_id, channel_id, org_id, album_id, album_version, kind,
        message_id, release_dir, message_file, message_sha256, message_xml, manifest_xml, job_id,
        created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      batch.batchId,
      batch.channelId,
      batch.orgId,
      batch.albumId,
      batch.albumVersion,
      batch.kind,
      batch.messageId,
      batch.releaseDir,
      batch.messageFile,
      batch.messageSha256,
      batch.messageXml,
      batch.manifestXml,
      batch.jobId,
      now,
    ],
  );
  const ref = rows[0].id;
  for (const file of batch.files)
    await tx.query(
      `INSERT INTO delivery_files (batch_ref, path, role, size_bytes, sha256, source_file_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ref, file.path, file.role, file.sizeBytes, file.sha256, file.sourceFileId],
    );
  return ref;
}

/** The batch's files in the order they must be written: resources, the message, the manifest last. */
export async function batchFiles(q: Queryable, ref: string): Promise<BatchFile[]> {
  const { rows } = await q.query<{
    path: string;
    role: BatchFileRole;
    size_bytes: string | number;
    sha256: string;
    source_file_id: string | null;
    written_at: Date | string | null;
  }>(
    `SELECT path, role, size_bytes, sha256, source_file_id, written_at FROM delivery_files
      WHERE batch_ref = $1
      ORDER BY CASE role WHEN 'resource' THEN 0 WHEN 'message' THEN 1 ELSE 2 END, path`,
    [ref],
  );
  return rows.map((r) => ({
    path: r.path,
    role: r.role,
    sizeBytes: Number(r.size_bytes),
    sha256: r.sha256,
    sourceFileId: r.source_file_id,
    writtenAt: toIsoStringOrNull(r.written_at),
  }));
}

export async function markFileWritten(
  q: Queryable,
  ref: string,
  path: string,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE delivery_files SET written_at = COALESCE(written_at, $3) WHERE batch_ref = $1 AND path = $2`,
    [ref, path, now],
  );
}

export async function setBatchState(
  q: Queryable,
  ref: string,
  state: BatchState,
  now: Date,
  lastError: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE delivery_batches SET state = $2, last_error = COALESCE($4, last_error),
        completed_at = CASE WHEN $2 = 'sent' THEN COALESCE(completed_at, $3) ELSE completed_at END
      WHERE id = $1`,
    [ref, state, now, lastError],
  );
}

/** The organisation's batches of the album, newest first (what each channel was told, and when). */
export async function albumBatches(
  q: Queryable,
  orgId: string,
  albumId: string,
): Promise<BatchSummary[]> {
  const { rows } = await q.query<BatchRow>(
    `SELECT ${BATCH_COLUMNS} FROM delivery_batches WHERE org_id = $1 AND album_id = $2
      ORDER BY created_at DESC, batch_id DESC`,
    [orgId, albumId],
  );
  return rows.map(presentBatch);
}

/** The channel's batch by its folder name, or null; for the pipe (not partner-facing). */
export async function batchByChannelId(
  q: Queryable,
  channelId: string,
  batchId: string,
): Promise<(BatchSummary & { orgId: string }) | null> {
  const { rows } = await q.query<BatchRow & { org_id: string }>(
    `SELECT org_id, ${BATCH_COLUMNS} FROM delivery_batches WHERE channel_id = $1 AND batch_id = $2`,
    [channelId, batchId],
  );
  return rows[0] ? { ...presentBatch(rows[0]), orgId: rows[0].org_id } : null;
}

export interface KeptAck {
  fileName: string;
  raw: Buffer;
  sha256: string;
  fileStatus: string;
  ok: boolean;
  errorText: string;
}

/** Keeps an acknowledgement once per file name; false when this file was read before. */
export async function keepAck(
  q: Queryable,
  ref: string,
  ack: KeptAck,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO delivery_acks (batch_ref, file_name, raw, sha256, file_status, ok, error_text, read_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (batch_ref, file_name) DO NOTHING`,
    [ref, ack.fileName, ack.raw, ack.sha256, ack.fileStatus, ack.ok, ack.errorText, now],
  );
  return rowCount === 1;
}

/** The batch a delivery job writes, with the bytes of the files it made; null before its first run. */
export async function batchOfJob(
  q: Queryable,
  jobId: string,
): Promise<(BatchSummary & { orgId: string; messageXml: string; manifestXml: string }) | null> {
  const { rows } = await q.query<
    BatchRow & { org_id: string; message_xml: string; manifest_xml: string }
  >(
    `SELECT org_id, message_xml, manifest_xml, ${BATCH_COLUMNS} FROM delivery_batches WHERE job_id = $1`,
    [jobId],
  );
  const row = rows[0];
  return row
    ? {
        ...presentBatch(row),
        orgId: row.org_id,
        messageXml: row.message_xml,
        manifestXml: row.manifest_xml,
      }
    : null;
}

// What each channel was told and when: an album's batches with their files and kept
// acknowledgements, and a batch's message, manifest or acknowledgement bytes. The one
// authorization of a delivery batch is authorizeDeliveryBatch: the partner reads its own
// organisation's batches only (another organisation's answer as one nobody has); the back office
// reads any, through its own grant (backofficePolicy.ts).
import type {
  BatchFileKind,
  DeliveryAckView,
  DeliveryBatchView,
  DeliveryFileView,
} from '../../../src/domain/distribution/deliveries';
import { manifestFileName } from '../../../src/domain/distribution/batchLayout';
import type { AuthContext } from '../auth/context';
import { authorizeBackofficeAlbum, requireBackofficeMember } from '../auth/backofficePolicy';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { toIsoString } from '../presenters/time';
import { albumBatches, batchFiles } from './batchStore';
import { listChannels } from './channelStore';

export type BatchReader = 'partner' | 'backoffice';

/** The organisation and album of a batch the caller may read; 404 otherwise. */
export async function authorizeDeliveryBatch(
  db: Db,
  auth: AuthContext,
  ref: string,
  reader: BatchReader,
): Promise<{ orgId: string; albumId: string }> {
  const { rows } = await db.query<{ org_id: string; album_id: string }>(
    'SELECT org_id, album_id FROM delivery_batches WHERE id = $1',
    [ref],
  );
  const row = rows[0];
  if (reader === 'backoffice') {
    // 403 outside the back office whatever the batch; then the batch's own organisation's album
    await requireBackofficeMember(db, auth);
    if (!row) throw new ApiError('notFound');
    const { orgId } = await authorizeBackofficeAlbum(db, auth, {
      orgId: row.org_id,
      albumId: row.album_id,
    });
    return { orgId, albumId: row.album_id };
  }
  if (!row || row.org_id !== auth.orgId) throw new ApiError('notFound');
  return { orgId: row.org_id, albumId: row.album_id };
}

interface AckRow {
  batch_ref: string;
  file_name: string;
  sha256: string;
  file_status: string;
  ok: boolean;
  error_text: string;
  read_at: Date | string;
}

/** The organisation's album's batches, newest first, each with its files and acknowledgements. */
export async function albumDeliveryViews(
  q: Queryable,
  orgId: string,
  albumId: string,
): Promise<DeliveryBatchView[]> {
  const batches = await albumBatches(q, orgId, albumId);
  if (batches.length === 0) return [];
  const channels = new Map((await listChannels(q)).map((c) => [c.id, c.fields]));
  const { rows: ackRows } = await q.query<AckRow>(
    `SELECT a.batch_ref, a.file_name, a.sha256, a.file_status, a.ok, a.error_text, a.read_at
       FROM delivery_acks a JOIN delivery_batches b ON b.id = a.batch_ref
      WHERE b.org_id = $1 AND b.album_id = $2 ORDER BY a.read_at`,
    [orgId, albumId],
  );
  const views: DeliveryBatchView[] = [];
  for (const b of batches) {
    const channel = channels.get(b.channelId);
    const files: DeliveryFileView[] = (await batchFiles(q, b.ref)).map((f) => ({
      path: f.path,
      role: f.role,
      sizeBytes: f.sizeBytes,
      sha256: f.sha256,
      writtenAt: f.writtenAt,
    }));
    const acks: DeliveryAckView[] = ackRows
      .filter((a) => a.batch_ref === b.ref)
      .map((a) => ({
        fileName: a.file_name,
        sha256: a.sha256,
        fileStatus: a.file_status,
        ok: a.ok,
        errorText: a.error_text,
        readAt: toIsoString(a.read_at),
      }));
    views.push({
      id: b.ref,
      batchId: b.batchId,
      channelId: b.channelId,
      channelCode: channel?.code ?? '',
      channelNameZh: channel?.nameZh ?? '',
      channelNameEn: channel?.nameEn ?? '',
      kind: b.kind,
      albumVersion: b.albumVersion,
      messageId: b.messageId,
      messageFile: b.messageFile,
      messageSha256: b.messageSha256,
      state: b.state,
      createdAt: b.createdAt,
      completedAt: b.completedAt,
      lastError: b.lastError,
      files,
      acks,
    });
  }
  return views;
}

/** A batch's file as sent (message, manifest) or as read (the latest acknowledgement); 404 if none. */
export async function batchFileBytes(
  q: Queryable,
  ref: string,
  file: BatchFileKind,
): Promise<{ name: string; bytes: Buffer }> {
  if (file === 'ack') {
    const { rows } = await q.query<{ file_name: string; raw: Uint8Array }>(
      'SELECT file_name, raw FROM delivery_acks WHERE batch_ref = $1 ORDER BY read_at DESC LIMIT 1',
      [ref],
    );
    if (!rows[0]) throw new ApiError('notFound');
    return { name: rows[0].file_name, bytes: Buffer.from(rows[0].raw) };
  }
  const { rows } = await q.query<{ batch_id: string; message_file: string; xml: string }>(
    `SELECT batch_id, message_file, ${file === 'message' ? 'message_xml' : 'manifest_xml'} AS xml
       FROM delivery_batches WHERE id = $1`,
    [ref],
  );
  if (!rows[0]) throw new ApiError('notFound');
  const name =
    file === 'message'
      ? (rows[0].message_file.split('/').pop() ?? rows[0].message_file)
      : manifestFileName(rows[0].batch_id);
  return { name, bytes: Buffer.from(rows[0].xml, 'utf8') };
}

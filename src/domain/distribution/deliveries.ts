// What each channel was told and when (issue 16, "every delivery, message and acknowledgement is
// kept"): the calls that list an album's delivery batches and download a batch's message, manifest
// or acknowledgement, for the partner (own organisation) and the back office (any), and the back
// office's list of scheduled takedowns. Paths are ours, in the spec's style.
import { z } from 'zod';

export const DELIVERY_PATHS = {
  /** GET ?albumId=: the partner's album's batches, newest first */
  partnerBatches: '/album/batches',
  /** GET ?id=&file=: one file of one of the partner's batches, as it was sent (or read) */
  partnerBatchFile: '/album/batch_file',
  /** GET ?orgId=&albumId=: the same for staff, any organisation's album (named with its organisation) */
  staffBatches: '/backoffice/distribution/batches',
  /** GET ?id=&file=: the same for staff */
  staffBatchFile: '/backoffice/distribution/batch_file',
  /** GET: takedowns scheduled by a requested off-shelf date or an expiring contract or letter */
  staffScheduled: '/backoffice/distribution/scheduled',
} as const;

export const albumBatchesQuerySchema = z.strictObject({ albumId: z.uuid() });
/** an album is identified by its organisation and its id together (ids are made by clients) */
export const staffAlbumBatchesQuerySchema = z.strictObject({ orgId: z.uuid(), albumId: z.uuid() });

export const BATCH_FILE_KINDS = ['message', 'manifest', 'ack'] as const;
export type BatchFileKind = (typeof BATCH_FILE_KINDS)[number];

export const batchFileQuerySchema = z.strictObject({
  /** the batch's id (DeliveryBatchView.id), not its folder name */
  id: z.uuid(),
  file: z.enum(BATCH_FILE_KINDS),
});

export interface DeliveryFileView {
  /** relative to the batch folder */
  path: string;
  role: 'resource' | 'message' | 'manifest';
  sizeBytes: number;
  sha256: string;
  /** when the file was complete on the channel's side; null while not (yet) written */
  writtenAt: string | null;
}

export interface DeliveryAckView {
  fileName: string;
  sha256: string;
  /** FileOK, ErrorInXml, ... or success/failure for a plain file */
  fileStatus: string;
  ok: boolean;
  errorText: string;
  readAt: string;
}

export interface DeliveryBatchView {
  id: string;
  /** the batch folder's name on the channel (UTC YYYYMMDDhhmmssnnn) */
  batchId: string;
  channelId: string;
  channelCode: string;
  channelNameZh: string;
  channelNameEn: string;
  kind: 'release' | 'update' | 'takedown';
  albumVersion: number;
  messageId: string;
  messageFile: string;
  messageSha256: string;
  state: 'writing' | 'sent' | 'answered' | 'failed';
  createdAt: string;
  completedAt: string | null;
  lastError: string | null;
  files: DeliveryFileView[];
  acks: DeliveryAckView[];
}

export interface AlbumBatchesResult {
  albumId: string;
  batches: DeliveryBatchView[];
}

export interface ScheduledTakedownView {
  orgId: string;
  orgName: string;
  albumId: string;
  albumName: string;
  /** YYYY-MM-DD: the day the takedown goes out (its deals end that day) */
  date: string;
  reason: 'requested' | 'contract' | 'letter';
  /** 0 or less: due (it goes out at the next hourly run, or went out) */
  daysLeft: number;
  channels: Array<{ channelId: string; code: string; state: number }>;
  /** the notice leads (30, 7) already sent to the partner for this date */
  noticesSent: number[];
}

export interface ScheduledTakedownsResult {
  list: ScheduledTakedownView[];
}

// The release state of an organisation's album on each channel (migration 060). Every move goes
// through the domain's transitionChannel under a row lock, so two requests (or a request and an
// acknowledgement) cannot both move one channel; every read and write names the organisation.
import type { ReleaseStatus, ReviewStatus } from '../../../src/domain/status';
import {
  transitionChannel,
  type ChannelEvent,
  type ChannelStateCode,
} from '../../../src/domain/distribution/channelState';
import type { Queryable } from '../db/db';
import { toIsoStringOrNull } from '../presenters/time';

export interface AlbumChannelState {
  channelId: string;
  state: ReleaseStatus;
  albumVersion: number | null;
  lastBatchId: string | null;
  lastMessageId: string | null;
  requestedAt: string | null;
  sentAt: string | null;
  answeredAt: string | null;
  answerCode: string | null;
  answerText: string | null;
  updatedAt: string;
}

interface Row {
  channel_id: string;
  state: number;
  album_version: number | null;
  last_batch_id: string | null;
  last_message_id: string | null;
  requested_at: Date | string | null;
  sent_at: Date | string | null;
  answered_at: Date | string | null;
  answer_code: string | null;
  answer_text: string | null;
  updated_at: Date | string;
}

const COLUMNS = `channel_id, state, album_version, last_batch_id, last_message_id, requested_at,
  sent_at, answered_at, answer_code, answer_text, updated_at`;

function present(row: Row): AlbumChannelState {
  return {
    channelId: row.channel_id,
    state: row.state as ReleaseStatus,
    albumVersion: row.album_version,
    lastBatchId: row.last_batch_id,
    lastMessageId: row.last_message_id,
    requestedAt: toIsoStringOrNull(row.requested_at),
    sentAt: toIsoStringOrNull(row.sent_at),
    answeredAt: toIsoStringOrNull(row.answered_at),
    answerCode: row.answer_code,
    answerText: row.answer_text,
    updatedAt: toIsoStringOrNull(row.updated_at) ?? '',
  };
}

/** The album's channel states in the organisation; a channel never asked for has no row (20). */
export async function albumChannelStates(
  q: Queryable,
  orgId: string,
  albumId: string,
): Promise<AlbumChannelState[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM album_channels WHERE org_id = $1 AND album_id = $2 ORDER BY channel_id`,
    [orgId, albumId],
  );
  return rows.map(present);
}

/** What an event carries besides the move: the batch that went out, or the channel's answer. */
export interface ChannelEventFacts {
  albumVersion?: number;
  batchId?: string;
  messageId?: string;
  answerCode?: string | null;
  answerText?: string | null;
}

export type ChannelEventResult =
  | { ok: true; from: ReleaseStatus; state: AlbumChannelState }
  | { ok: false; from: ReleaseStatus; code: ChannelStateCode };

/**
 * Moves the album's state on the channel by the event, inside the caller's transaction. The row is
 * created at 20 the first time and locked, so the check and the write see the same state.
 */
export async function applyChannelEvent(
  tx: Queryable,
  target: { orgId: string; albumId: string; channelId: string; reviewStatus: ReviewStatus },
  event: ChannelEvent,
  facts: ChannelEventFacts,
  now: Date,
): Promise<ChannelEventResult> {
  await tx.query(
    `INSERT INTO album_channels (org_id, album_id, channel_id, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (org_id, album_id, channel_id) DO NOTHING`,
    [target.orgId, target.albumId, target.channelId, now],
  );
  const { rows } = await tx.query<{ state: number }>(
    `SELECT state FROM album_channels WHERE org_id = $1 AND album_id = $2 AND channel_id = $3
      FOR UPDATE`,
    [target.orgId, target.albumId, target.channelId],
  );
  // the row is the organisation's own (keyed by (org_id, album_id, channel_id), migration 086)
  if (!rows[0]) return { ok: false, from: 20, code: 'channel-event-not-allowed' };
  const from = rows[0].state as ReleaseStatus;
  const moved = transitionChannel(from, event, { reviewStatus: target.reviewStatus });
  if (!moved.ok) return { ok: false, from, code: moved.code };
  // an update needed starts a new delivery like a request: the old answer and send time are cleared
  const requested =
    event === 'requested' || event === 'takedownRequested' || event === 'updateNeeded';
  const sent = event === 'batchSent' || event === 'takedownSent';
  const answered = !requested && !sent;
  const updated = await tx.query<Row>(
    `UPDATE album_channels SET state = $4,
        album_version = COALESCE($5, album_version),
        last_batch_id = COALESCE($6, last_batch_id),
        last_message_id = COALESCE($7, last_message_id),
        requested_at = CASE WHEN $8::boolean THEN $13 ELSE requested_at END,
        sent_at = CASE WHEN $9::boolean THEN $13 WHEN $8::boolean THEN NULL ELSE sent_at END,
        answered_at = CASE WHEN $10::boolean THEN $13 WHEN $8::boolean THEN NULL ELSE answered_at END,
        answer_code = CASE WHEN $10::boolean THEN $11 WHEN $8::boolean THEN NULL ELSE answer_code END,
        answer_text = CASE WHEN $10::boolean THEN $12 WHEN $8::boolean THEN NULL ELSE answer_text END,
        updated_at = $13
      WHERE org_id = $1 AND album_id = $2 AND channel_id = $3
      RETURNING ${COLUMNS}`,
    [
      target.orgId,
      target.albumId,
      target.channelId,
      moved.to,
      facts.albumVersion ?? null,
      facts.batchId ?? null,
      facts.messageId ?? null,
      requested,
      sent,
      answered,
      facts.answerCode ?? null,
      facts.answerText ?? null,
      now,
    ],
  );
  return { ok: true, from, state: present(updated.rows[0]) };
}

/**
 * Channels still waiting for an answer, oldest first: what the acknowledgement poll reads. In
 * flight (21, 25), or an approved modification's update sent while the channel shows 23.
 */
export async function waitingAlbumChannels(
  q: Queryable,
  channelId: string,
): Promise<Array<AlbumChannelState & { orgId: string; albumId: string }>> {
  const { rows } = await q.query<Row & { org_id: string; album_id: string }>(
    `SELECT org_id, album_id, ${COLUMNS} FROM album_channels
      WHERE channel_id = $1 AND (state IN (21, 25) OR (state = 23 AND sent_at IS NOT NULL))
      ORDER BY updated_at`,
    [channelId],
  );
  return rows.map((r) => ({ ...present(r), orgId: r.org_id, albumId: r.album_id }));
}

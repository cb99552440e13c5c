// The partner's review commands on an album (spec section 4), decided by the domain's state
// machine: submitForReview (10/13 -> 11, 14 and a rejected modification -> 16, after the
// completeness check), startModification (12 -> 14) and undoModification (back to 12 with the
// approved content restored from the album's snapshot).
import type { Album } from '../../../src/domain/catalogue/album';
import type { LyricsFormat } from '../../../src/domain/catalogue/enums';
import { errorsOf, issue, warningsOf } from '../../../src/domain/catalogue/issues';
import type { Authorization, AuthorizationTrack } from '../../../src/domain/catalogue/rights';
import type { Track } from '../../../src/domain/catalogue/track';
import { validateAlbumForSubmission } from '../../../src/domain/catalogue/validateSubmission';
import { isReleased, isReleaseStatus } from '../../../src/domain/status/releaseStatus';
import {
  checkSubmitForReview,
  isReviewStatus,
  transitionReview,
  type ReviewCommand,
  type ReviewStatus,
} from '../../../src/domain/status/reviewStatus';
import type { OpOfKind, OpResult } from '../../../src/domain/sync/protocol';
import type { Queryable } from '../db/db';
import type { OpContext } from './context';
import { findOwned } from '../auth/owned';
import { recordReviewEvent } from '../backoffice/reviewEvents';
import { listRecords, writeRecord, type RecordRow } from './records';
import { applied, rejected } from './results';
import { loadSnapshot, restoreSnapshot } from './snapshots';

export interface AlbumState {
  reviewStatus: ReviewStatus;
  hasApprovedContent: boolean;
  isReleased: boolean;
}

export function albumStateOf(album: RecordRow): AlbumState {
  const { reviewStatus, releaseStatus, approvedAt, everReleased } = album.data;
  if (!isReviewStatus(reviewStatus) || !isReleaseStatus(releaseStatus))
    throw new Error(`album ${album.id} has no valid status`);
  return {
    reviewStatus,
    hasApprovedContent: approvedAt !== null && approvedAt !== undefined,
    isReleased: isReleased(releaseStatus, everReleased === true),
  };
}

async function isrcsUsedOutside(
  tx: Queryable,
  orgId: string,
  albumId: string,
  isrcs: string[],
): Promise<Set<string>> {
  if (isrcs.length === 0) return new Set();
  const { rows } = await tx.query<{ isrc: string }>(
    `SELECT DISTINCT isrc FROM tracks
      WHERE org_id = $1 AND isrc = ANY($2::text[]) AND album_id IS DISTINCT FROM $3 AND deleted_at IS NULL`,
    [orgId, isrcs, albumId],
  );
  return new Set(rows.map((r) => r.isrc));
}

/** The ISRCs among `isrcs` that a live track of another organisation carries. */
async function isrcsUsedByOtherOrganisations(
  tx: Queryable,
  orgId: string,
  isrcs: string[],
): Promise<Set<string>> {
  if (isrcs.length === 0) return new Set();
  const { rows } = await tx.query<{ isrc: string }>(
    `SELECT DISTINCT isrc FROM tracks WHERE isrc = ANY($1::text[]) AND org_id <> $2 AND deleted_at IS NULL`,
    [isrcs, orgId],
  );
  return new Set(rows.map((r) => r.isrc));
}

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the server verified the album's cover file; undefined when the album has no cover, or
 * names it by a path that is not an upload's id (records older than the upload pipeline).
 */
async function coverVerified(
  tx: Queryable,
  orgId: string,
  album: RecordRow,
): Promise<boolean | undefined> {
  const cover = album.data.cover as { path?: unknown } | null | undefined;
  const path = cover?.path;
  if (typeof path !== 'string' || !FILE_ID.test(path)) return undefined;
  const { rows } = await tx.query<{ verified: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM files WHERE id = $1 AND org_id = $2 AND status = 'verified') AS verified`,
    [path, orgId],
  );
  return rows[0]?.verified === true;
}

/**
 * Completeness and quality of the album with everything the submission check reads; `today`
 * (YYYY-MM-DD) dates the on-shelf rule.
 */
export async function submissionIssues(
  tx: Queryable,
  orgId: string,
  album: RecordRow,
  today?: string,
) {
  const tracks = await listRecords(tx, 'track', orgId, 'album_id', [album.id]);
  const trackIds = tracks.map((t) => t.id);
  const bindings = await listRecords(tx, 'authorizationTrack', orgId, 'track_id', trackIds);
  const letterIds = [...new Set(bindings.map((b) => String(b.data.authorizationId)))];
  const letters = await listRecords(tx, 'authorization', orgId, 'id', letterIds);
  const lyrics = await listRecords(tx, 'lyrics', orgId, 'track_id', trackIds);
  const lyricsFormatsByTrack = new Map<string, LyricsFormat[]>();
  for (const l of lyrics) {
    const list = lyricsFormatsByTrack.get(String(l.data.trackId)) ?? [];
    list.push(l.data.format as LyricsFormat);
    lyricsFormatsByTrack.set(String(l.data.trackId), list);
  }
  const isrcs = tracks
    .map((t) => t.data.isrc)
    .filter((v): v is string => typeof v === 'string' && v !== '');
  const usedElsewhere = await isrcsUsedOutside(tx, orgId, album.id, isrcs);
  const usedByOthers = await isrcsUsedByOtherOrganisations(tx, orgId, isrcs);
  return validateAlbumForSubmission(
    {
      album: album.data as unknown as Album,
      tracks: tracks.map((t) => t.data as unknown as Track),
      bindings: bindings.map((b) => b.data as unknown as AuthorizationTrack),
      authorizations: letters.map((l) => l.data as unknown as Authorization),
    },
    {
      isIsrcUsed: (isrc) => usedElsewhere.has(isrc),
      isIsrcUsedByOtherOrganisation: (isrc) => usedByOthers.has(isrc),
      isCoverVerified: await coverVerified(tx, orgId, album),
      lyricsFormatsByTrack,
      today,
    },
  );
}

export async function submitForReview(
  ctx: OpContext,
  op: OpOfKind<'submitForReview'>,
): Promise<OpResult> {
  const album = await findOwned(ctx.writer.tx, ctx.writer.orgId, 'album', op.entityId);
  if (album === null) return rejected(op, 'notFound');
  const state = albumStateOf(album);
  const statusCode = checkSubmitForReview(state.reviewStatus);
  if (statusCode !== null)
    return rejected(op, 'notAllowed', {
      codes: [issue('reviewStatus', statusCode)],
      serverRecord: album.data,
    });
  const { tx, orgId, now } = ctx.writer;
  const found = await submissionIssues(tx, orgId, album, now.slice(0, 10));
  const errors = errorsOf(found);
  if (errors.length > 0)
    return rejected(op, 'invalid', { codes: errors, serverRecord: album.data });
  // warnings do not block: they travel with the submission, for the reviewer to read
  const result = await transitionAlbum(
    ctx,
    op,
    album,
    { type: 'submitForReview' },
    {
      rejectReason: null,
      rejectStage: null,
      rejectReasonCode: null,
      qualityWarnings: warningsOf(found),
    },
  );
  // the submission opens a review round: the queue's waiting time and the stage count from it
  const to = result.status === 'applied' ? result.record?.reviewStatus : undefined;
  if (to === 11 || to === 16)
    await recordReviewEvent(tx, {
      albumId: album.id,
      orgId,
      actorId: ctx.auth.userId,
      reviewType: to,
      decision: 'submitted',
      at: now,
    });
  return result;
}

async function transitionAlbum(
  ctx: OpContext,
  op: OpOfKind<'submitForReview' | 'startModification' | 'undoModification'>,
  album: RecordRow,
  command: ReviewCommand,
  extra: Record<string, unknown> = {},
): Promise<OpResult> {
  const state = albumStateOf(album);
  const transition = transitionReview(state.reviewStatus, command, state);
  if (!transition.ok)
    return rejected(op, 'notAllowed', {
      codes: [issue('reviewStatus', transition.code)],
      serverRecord: album.data,
    });
  const written = await writeRecord(
    ctx.writer,
    'album',
    album.id,
    album,
    { ...album.data, ...extra, reviewStatus: transition.to },
    { byClient: op.clientId },
  );
  return applied(op, written.version, written.record);
}

export async function startModification(
  ctx: OpContext,
  op: OpOfKind<'startModification'>,
): Promise<OpResult> {
  const album = await findOwned(ctx.writer.tx, ctx.writer.orgId, 'album', op.entityId);
  if (album === null) return rejected(op, 'notFound');
  return transitionAlbum(ctx, op, album, { type: 'startModification' });
}

export async function undoModification(
  ctx: OpContext,
  op: OpOfKind<'undoModification'>,
): Promise<OpResult> {
  const { tx, orgId } = ctx.writer;
  const album = await findOwned(tx, orgId, 'album', op.entityId);
  if (album === null) return rejected(op, 'notFound');
  const state = albumStateOf(album);
  const transition = transitionReview(state.reviewStatus, { type: 'undoModification' }, state);
  const snapshot = transition.ok ? await loadSnapshot(tx, orgId, album.id) : null;
  if (!transition.ok || snapshot === null) {
    const code = transition.ok ? 'review-command-not-allowed' : transition.code;
    return rejected(op, 'notAllowed', {
      codes: [issue('reviewStatus', code)],
      serverRecord: album.data,
    });
  }
  // restored content is news to the client too (it cannot predict the snapshot): these writes
  // carry no client id, so its later ops are still compared against them
  const approved = await restoreSnapshot(ctx.writer, album.id, snapshot);
  // the approved content, with the bookkeeping that moved on since (release state) kept as it is now
  const written = await writeRecord(ctx.writer, 'album', album.id, album, {
    ...approved,
    reviewStatus: transition.to,
    releaseStatus: album.data.releaseStatus,
    everReleased: album.data.everReleased,
    approvedAt: album.data.approvedAt,
    rejectReason: null,
    rejectStage: null,
    rejectReasonCode: null,
  });
  return applied(op, written.version, written.record);
}

// Back-office decisions on an album of any organisation (the back office reviews and distributes
// for every partner, auth/backofficePolicy.ts): review (approve / reject with a reason) and release
// transitions, decided by
// the domain's state machines and written through the same versioned path as client ops, so the
// partner's clients pull the change. Approval also stores the album's snapshot for undo.
import { z } from 'zod';
import { idSchema } from '../../../src/domain/catalogue/common';
import {
  releaseStatusAfterApproval,
  transitionRelease,
  type ReleaseCommandType,
  type ReleaseStatus,
} from '../../../src/domain/status/releaseStatus';
import { checkRejectReason, type ReviewDecision } from '../../../src/domain/review/review';
import {
  isPendingReview,
  transitionReview,
  type ReviewCommand,
} from '../../../src/domain/status/reviewStatus';
import type { AuthContext } from '../auth/context';
import { authorizeBackofficeAlbum, type BackofficeAlbumRef } from '../auth/backofficePolicy';
import { findOwned } from '../auth/owned';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { queueAlbumUpdate } from '../distribution/albumUpdate';
import { withOrgWrite, type OrgWriter } from '../sync/orgWrite';
import { assignUpc } from '../upc/assignUpc';
import { writeRecord, type RecordRow } from '../sync/records';
import { albumStateOf } from '../sync/review';
import { writeSnapshot } from '../sync/snapshots';
import { claimReview, releaseReview } from './reviewClaims';
import { currentStageOf, recordReviewEvent } from './reviewEvents';
import { noticeReviewDecision } from './reviewNotices';
import type { StoredRecord } from '../sync/tables';

/** The API's action names, closer to what staff see, mapped to the domain's release commands. */
const RELEASE_ACTIONS = {
  distribute: 'distribute',
  released: 'releaseSucceeded',
  releaseFailed: 'releaseFailed',
  takedown: 'takedown',
  takenDown: 'takedownSucceeded',
  takedownFailed: 'takedownFailed',
} as const satisfies Record<string, ReleaseCommandType>;

export const releaseActionSchema = z.strictObject({
  orgId: idSchema,
  albumId: idSchema,
  action: z.enum(
    Object.keys(RELEASE_ACTIONS) as [
      keyof typeof RELEASE_ACTIONS,
      ...(keyof typeof RELEASE_ACTIONS)[],
    ],
  ),
});
export type ReleaseAction = z.infer<typeof releaseActionSchema>;

/** A refused transition: 409 with the domain's code in the result. */
function notAllowed(code: string): ApiError {
  return new ApiError('requestFailure', { status: 409, result: { code } });
}

/** Runs `fn` in an org write of the album's organisation, with the album read under the lock. */
export async function withAlbum<T>(
  db: Db,
  auth: AuthContext,
  ref: BackofficeAlbumRef,
  fn: (writer: OrgWriter, album: RecordRow) => Promise<T>,
): Promise<T> {
  const { orgId } = await authorizeBackofficeAlbum(db, auth, ref);
  return withOrgWrite(db, orgId, async (writer) => {
    const album = await findOwned(writer.tx, orgId, 'album', ref.albumId);
    if (album === null) throw new ApiError('notFound');
    return fn(writer, album);
  });
}

/**
 * A reviewer's decision on the album's current stage (spec section 4): content approval records
 * the stage and keeps the album pending; OP-SP approval gives 12; a rejection at either stage gives
 * 13 with the reason. The decision claims the album first (409 while another reviewer holds it) and
 * frees it after; the partner hears of a final decision in its notices.
 */
export function reviewAlbum(
  db: Db,
  auth: AuthContext,
  input: ReviewDecision,
  now: Date,
): Promise<StoredRecord> {
  return withAlbum(db, auth, input, async (writer, album) => {
    const state = albumStateOf(album);
    const stage = isPendingReview(state.reviewStatus)
      ? await currentStageOf(writer.tx, writer.orgId, album.id)
      : (input.stage ?? 'content');
    if (input.stage !== undefined && input.stage !== stage)
      throw notAllowed('review-stage-mismatch');
    const reasonCode =
      input.action === 'reject' ? checkRejectReason(input.reasonCode, input.reason) : null;
    if (reasonCode !== null) throw notAllowed(reasonCode);
    const words = input.reason?.trim() ?? '';
    const command: ReviewCommand =
      input.action === 'approve'
        ? { type: 'approve' }
        : { type: 'reject', reason: words === '' ? (input.reasonCode ?? '') : words, stage };
    const transition = transitionReview(state.reviewStatus, command, state);
    if (!transition.ok) throw notAllowed(transition.code);
    const ref = { id: album.id, orgId: writer.orgId };
    await claimReview(writer.tx, ref, auth.userId, now);
    await recordReviewEvent(writer.tx, {
      albumId: album.id,
      orgId: writer.orgId,
      actorId: auth.userId,
      stage,
      decision: command.type === 'approve' ? 'approved' : 'rejected',
      reasonCode: input.action === 'reject' ? input.reasonCode : undefined,
      reasonText: input.action === 'reject' && words !== '' ? words : undefined,
      at: now,
    });
    await releaseReview(writer.tx, ref, auth.userId);
    // content approved: the album stays pending and waits for OP-SP review, its record unchanged
    if (command.type === 'approve' && stage === 'content') return album.data;
    const albumName = typeof album.data.name === 'string' ? album.data.name : '';
    let after: StoredRecord;
    if (command.type === 'reject') {
      after = {
        ...album.data,
        reviewStatus: transition.to,
        rejectReason: words === '' ? null : words,
        rejectStage: stage,
        rejectReasonCode: input.reasonCode ?? null,
      };
      await noticeReviewDecision(
        writer.tx,
        writer.orgId,
        albumName,
        {
          kind: 'albumRejected',
          stage,
          reasonCode: input.reasonCode,
          reason: words,
        },
        now,
      );
    } else {
      const wasModification = state.reviewStatus === 16;
      // channels that have the album get its update; the album's status follows them
      const fromChannels = wasModification ? await queueAlbumUpdate(writer, album.id, now) : null;
      const releaseStatus =
        fromChannels ??
        releaseStatusAfterApproval(album.data.releaseStatus as ReleaseStatus, wasModification);
      const upc = await upcAtApproval(writer, album, now);
      after = {
        ...album.data,
        ...(upc === null ? {} : { upc }),
        reviewStatus: transition.to,
        releaseStatus,
        approvedAt: writer.now,
        rejectReason: null,
        rejectStage: null,
        rejectReasonCode: null,
      };
      await noticeReviewDecision(
        writer.tx,
        writer.orgId,
        albumName,
        { kind: 'albumApproved' },
        now,
      );
    }
    const written = await writeRecord(writer, 'album', album.id, album, after);
    if (command.type === 'approve' && written.record !== null) {
      await writeSnapshot(
        writer,
        { ...album, version: written.version, data: written.record },
        writer.now,
      );
    }
    return written.record ?? after;
  });
}

/**
 * A system-generated UPC (spec section 3) is assigned when the album is approved, in the approval's
 * transaction (upc/assignUpc.ts); null keeps the album's UPC as it is: another mode, or no number
 * to give (no range configured, or the range used up: distribution is refused while none exists).
 */
async function upcAtApproval(
  writer: OrgWriter,
  album: RecordRow,
  now: Date,
): Promise<string | null> {
  if (album.data.upcMode !== 'system') return null;
  const assigned = await assignUpc(writer.tx, { orgId: writer.orgId, albumId: album.id }, now);
  return assigned.upc;
}

export function releaseAlbum(
  db: Db,
  auth: AuthContext,
  input: ReleaseAction,
): Promise<StoredRecord> {
  return withAlbum(db, auth, input, async (writer, album) => {
    const command = RELEASE_ACTIONS[input.action];
    const transition = transitionRelease(
      album.data.releaseStatus as ReleaseStatus,
      command,
      albumStateOf(album),
    );
    if (!transition.ok) throw notAllowed(transition.code);
    // isReleased needs to know a release once succeeded (releaseStatus.ts)
    const everReleased = album.data.everReleased === true || command === 'releaseSucceeded';
    const written = await writeRecord(writer, 'album', album.id, album, {
      ...album.data,
      releaseStatus: transition.to,
      everReleased,
    });
    return written.record ?? album.data;
  });
}

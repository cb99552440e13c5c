// The reviewer's hold on an album (claim, give up) and the partner's read of its own album's review
// history. Claims run under the album's organisation lock, like decisions, so a claim never lands
// between a decision's check and its write.
import { isPendingReview } from '../../../src/domain/status/reviewStatus';
import type { BackofficeAlbumRef } from '../auth/backofficePolicy';
import type { AuthContext } from '../auth/context';
import { findOwned } from '../auth/owned';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { albumStateOf } from '../sync/review';
import { withAlbum } from './albumActions';
import { claimReview, releaseReview } from './reviewClaims';
import { listReviewEvents, type ReviewEvent } from './reviewEvents';

export function claimAlbumReview(
  db: Db,
  auth: AuthContext,
  ref: BackofficeAlbumRef,
  now: Date,
): Promise<{ expiresAt: string }> {
  return withAlbum(db, auth, ref, async (writer, album) => {
    if (!isPendingReview(albumStateOf(album).reviewStatus))
      throw new ApiError('requestFailure', {
        status: 409,
        result: { code: 'review-command-not-allowed' },
      });
    return claimReview(writer.tx, { id: album.id, orgId: writer.orgId }, auth.userId, now);
  });
}

export function releaseAlbumReview(
  db: Db,
  auth: AuthContext,
  ref: BackofficeAlbumRef,
): Promise<void> {
  return withAlbum(db, auth, ref, (writer, album) =>
    releaseReview(writer.tx, { id: album.id, orgId: writer.orgId }, auth.userId),
  );
}

/**
 * The review history of one of the caller's organisation's albums (404 for any other). The back
 * office speaks as one to partners: reviewers' names are left out.
 */
export async function partnerReviewHistory(
  db: Db,
  auth: AuthContext,
  albumId: string,
): Promise<ReviewEvent[]> {
  const album = await findOwned(db, auth.orgId, 'album', albumId, { live: true });
  if (album === null) throw new ApiError('notFound');
  const events = await listReviewEvents(db, auth.orgId, album.id);
  return events.map((event) =>
    event.decision === 'submitted' ? event : { ...event, actorName: null },
  );
}

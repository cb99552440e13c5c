// What refuses a distribution or off-shelf request before any channel is looked at: the rule the
// server applies and the panel and the list's bulk action apply before queueing a request offline,
// so a request that can never pass is refused at once instead of waiting for a connection.
import type { ReviewStatus } from '../status';
import { REVIEW_STATUS } from '../status/reviewStatus';

export type DistributionKind = 'release' | 'takedown';
/** error codes (src/domain/errors.ts) */
export type AlbumRequestRefusal = 'releaseNeedsApproval' | 'albumNoUpc';

export function refuseAlbumRequest(
  album: { reviewStatus: ReviewStatus; upc: string | null },
  kind: DistributionKind,
): AlbumRequestRefusal | null {
  // an off-shelf takes what is on the channels, whatever became of the album since
  if (kind === 'takedown') return null;
  if (album.reviewStatus !== REVIEW_STATUS.approved) return 'releaseNeedsApproval';
  if ((album.upc ?? '').trim() === '') return 'albumNoUpc';
  return null;
}


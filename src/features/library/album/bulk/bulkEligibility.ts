// Which selected albums a bulk request goes to: distribution needs approved content and an album
// status a distribution starts from; off-shelf an album status a takedown starts from (the album's
// status is derived from its channels', so the server still decides per channel).
import { RELEASE_COMMAND_FROM, REVIEW_STATUS } from '../../../../domain/status';
import type { DistributionKind } from '../distribution/channelPicks';
import type { AlbumRow } from '../useAlbumList';

export function isBulkEligible(
  row: Pick<AlbumRow, 'reviewStatus' | 'releaseStatus'>,
  kind: DistributionKind,
): boolean {
  if (kind === 'takedown') return RELEASE_COMMAND_FROM.takedown.includes(row.releaseStatus);
  return (
    row.reviewStatus === REVIEW_STATUS.approved &&
    RELEASE_COMMAND_FROM.distribute.includes(row.releaseStatus)
  );
}

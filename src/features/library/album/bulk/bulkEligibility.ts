// Which selected albums a bulk request goes to: distribution needs approved content with a UPC and an album
// status a distribution starts from; off-shelf an album status a takedown starts from (the album's
// status is derived from its channels', so the server still decides per channel).
import { refuseAlbumRequest } from '../../../../domain/distribution/requestRule';
import { RELEASE_COMMAND_FROM } from '../../../../domain/status';
import type { DistributionKind } from '../distribution/channelPicks';
import type { AlbumRow } from '../useAlbumList';

export function isBulkEligible(
  row: Pick<AlbumRow, 'reviewStatus' | 'releaseStatus' | 'upc'>,
  kind: DistributionKind,
): boolean {
  if (kind === 'takedown') return RELEASE_COMMAND_FROM.takedown.includes(row.releaseStatus);
  // the server's own rule first (approved, with a UPC): a queued request must be able to pass
  return (
    refuseAlbumRequest(row, kind) === null &&
    RELEASE_COMMAND_FROM.distribute.includes(row.releaseStatus)
  );
}

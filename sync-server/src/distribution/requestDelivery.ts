// A partner's distribution or off-shelf request: every chosen channel moves (20/23/24/27 -> 21, or
// 22/23/26 -> 25) and gets its delivery job in ONE transaction, so a refused channel refuses the
// whole request (a visible 409, nothing written) and a channel in flight never gets a second job.
import type { ReviewStatus } from '../../../src/domain/status';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { enqueueJob } from '../jobs/store';
import { applyChannelEvent, type AlbumChannelState } from './albumChannelStore';
import { deliveryJob, type DeliveryKind } from './deliveryJob';

export interface DeliveryRequest {
  orgId: string;
  albumId: string;
  albumVersion: number;
  reviewStatus: ReviewStatus;
  channelIds: readonly string[];
  kind: DeliveryKind;
}

export async function requestDelivery(
  db: Db,
  clock: Clock,
  request: DeliveryRequest,
): Promise<AlbumChannelState[]> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const states: AlbumChannelState[] = [];
    for (const channelId of [...new Set(request.channelIds)].sort()) {
      const target = {
        orgId: request.orgId,
        albumId: request.albumId,
        channelId,
        reviewStatus: request.reviewStatus,
      };
      const event = request.kind === 'release' ? 'requested' : 'takedownRequested';
      const moved = await applyChannelEvent(
        tx,
        target,
        event,
        { albumVersion: request.albumVersion },
        now,
      );
      if (!moved.ok)
        throw new ApiError(
          moved.code === 'release-requires-approval' ? 'releaseNeedsApproval' : 'releaseConflict',
          {
            params: { state: moved.from },
          },
        );
      await enqueueJob(tx, clock, deliveryJob, {
        orgId: request.orgId,
        albumId: request.albumId,
        channelId,
        kind: request.kind,
      });
      states.push(moved.state);
    }
    return states;
  });
}

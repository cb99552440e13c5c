// A partner's distribution or off-shelf request: every chosen channel moves (20/23/24/27 -> 21, or
// 22/23/26 -> 25) and gets its delivery job in ONE organisation write with the album's derived
// status, so a refused channel refuses the whole request (a visible 409, nothing written), a
// channel in flight never gets a second job, and devices pull the album's new status.
import type { Album } from '../../../src/domain/catalogue/album';
import type { ReviewStatus } from '../../../src/domain/status';
import { findOwned } from '../auth/owned';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { enqueueJob } from '../jobs/store';
import { withOrgWrite } from '../sync/orgWrite';
import { applyChannelEvent, type AlbumChannelState } from './albumChannelStore';
import { writeAlbumReleaseStatus } from './albumRelease';
import { deliveryJob, type DeliveryKind } from './deliveryJob';

export interface DeliveryRequest {
  orgId: string;
  albumId: string;
  /** the version the partner saw: a request against content changed since is a conflict */
  albumVersion: number;
  channelIds: readonly string[];
  /** what a partner asks for; an update is queued by the approval itself (albumUpdate.ts) */
  kind: Exclude<DeliveryKind, 'update'>;
}

export async function requestDelivery(
  db: Db,
  clock: Clock,
  request: DeliveryRequest,
): Promise<AlbumChannelState[]> {
  const now = clock.now();
  return withOrgWrite(db, request.orgId, async (writer) => {
    const album = await findOwned(writer.tx, request.orgId, 'album', request.albumId, {
      live: true,
    });
    if (!album) throw new ApiError('notFound');
    const data = album.data as unknown as Album;
    if (Number(album.version) !== request.albumVersion)
      throw new ApiError('releaseConflict', { params: { state: data.releaseStatus } });
    const states: AlbumChannelState[] = [];
    for (const channelId of [...new Set(request.channelIds)].sort()) {
      const target = {
        orgId: request.orgId,
        albumId: request.albumId,
        channelId,
        reviewStatus: data.reviewStatus as ReviewStatus,
      };
      const event = request.kind === 'release' ? 'requested' : 'takedownRequested';
      const moved = await applyChannelEvent(
        writer.tx,
        target,
        event,
        { albumVersion: Number(album.version) },
        now,
      );
      if (!moved.ok)
        throw new ApiError(
          moved.code === 'release-requires-approval' ? 'releaseNeedsApproval' : 'releaseConflict',
          { params: { state: moved.from } },
        );
      await enqueueJob(writer.tx, clock, deliveryJob, {
        orgId: request.orgId,
        albumId: request.albumId,
        channelId,
        kind: request.kind,
      });
      states.push(moved.state);
    }
    await writeAlbumReleaseStatus(writer, album);
    return states;
  });
}

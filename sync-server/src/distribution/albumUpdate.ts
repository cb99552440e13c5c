// An approved modification of an album some channels already have (22): each of them shows 23
// ("updates not released") and gets a delivery job of kind `update`, in the approval's own
// organisation write, so the approval and the queued updates are one change. The update is a new
// message for the same release; the channel's answer brings it back to 22 (or 27 with the reason).
import type { ReleaseStatus } from '../../../src/domain/status';
import { deriveAlbumReleaseStatus } from '../../../src/domain/distribution/albumStatus';
import { enqueueJob } from '../jobs/store';
import type { OrgWriter } from '../sync/orgWrite';
import { albumChannelStates, applyChannelEvent } from './albumChannelStore';
import { deliveryJob } from './deliveryJob';

/**
 * Moves every channel holding the album (22) to 23 and queues its update. Returns the album's
 * status derived from its channels, or null when no channel was ever asked (the album's own status
 * then stands). A channel in flight (21, 25) or already waiting for an update (23) is left alone.
 */
export async function queueAlbumUpdate(
  writer: OrgWriter,
  albumId: string,
  now: Date,
): Promise<ReleaseStatus | null> {
  const states = await albumChannelStates(writer.tx, writer.orgId, albumId);
  if (states.length === 0) return null;
  for (const s of states) {
    if (s.state !== 22) continue;
    const moved = await applyChannelEvent(
      writer.tx,
      { orgId: writer.orgId, albumId, channelId: s.channelId, reviewStatus: 12 },
      'updateNeeded',
      {},
      now,
    );
    if (!moved.ok) continue;
    await enqueueJob(writer.tx, { now: () => now }, deliveryJob, {
      orgId: writer.orgId,
      albumId,
      channelId: s.channelId,
      kind: 'update',
    });
  }
  const after = await albumChannelStates(writer.tx, writer.orgId, albumId);
  return deriveAlbumReleaseStatus(after.map((s) => s.state));
}

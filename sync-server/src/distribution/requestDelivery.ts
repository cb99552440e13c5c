// A partner's distribution or off-shelf request, decided and applied in the caller's organisation
// write: the album must be the version the partner decided on, pass the domain's request rule
// (approved, with a UPC) and every chosen channel must be allowed by the contract and take the
// request in its state; then every chosen channel moves (20/23/24/27 -> 21, or 22/23/26 -> 25) and
// gets its delivery job, with the album's derived status. A refusal throws: nothing is written,
// a channel in flight never gets a second job, and devices pull the album's new status.
import type { Album } from '../../../src/domain/catalogue/album';
import { refuseAlbumRequest } from '../../../src/domain/distribution/requestRule';
import type { ReviewStatus } from '../../../src/domain/status';
import { findOwned } from '../auth/owned';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { enqueueJob } from '../jobs/store';
import { withOrgWrite, type OrgWriter } from '../sync/orgWrite';
import type { RecordRow } from '../sync/records';
import { albumChannelStates, applyChannelEvent, type AlbumChannelState } from './albumChannelStore';
import { writeAlbumReleaseStatus } from './albumRelease';
import { channelAllowances } from './channelAllowances';
import { deliveryJob } from './deliveryJob';
import type { RequestKind } from './requestAnswers';

export interface DeliveryRequest {
  orgId: string;
  albumId: string;
  /** the version the partner saw: a request against content changed since is a conflict */
  albumVersion: number;
  /** 'all': every channel the contract allows that takes the request in its current state */
  channelIds: readonly string[] | 'all';
  /** what a partner asks for; an update is queued by the approval itself (albumUpdate.ts) */
  kind: RequestKind;
}

const takes = (state: number, kind: RequestKind) =>
  kind === 'release' ? [20, 23, 24, 27].includes(state) : [22, 23, 26].includes(state);

async function chooseChannels(
  writer: OrgWriter,
  request: DeliveryRequest,
  now: Date,
): Promise<string[]> {
  const allowed = await channelAllowances(writer.tx, request.orgId, now);
  const states = new Map(
    (await albumChannelStates(writer.tx, request.orgId, request.albumId)).map((s) => [
      s.channelId,
      s.state as number,
    ]),
  );
  if (request.channelIds === 'all') {
    const chosen = allowed
      .filter(
        (a) =>
          (request.kind === 'takedown' || a.allowance.allowed) &&
          takes(states.get(a.channel.id) ?? 20, request.kind),
      )
      .map((a) => a.channel.id);
    if (chosen.length === 0) throw new ApiError('releaseConflict', { params: { state: '-' } });
    return chosen;
  }
  for (const id of request.channelIds) {
    const a = allowed.find((x) => x.channel.id === id);
    // an unknown channel and one the contract refuses are one answer: a visible conflict
    if (!a) throw new ApiError('releaseConflict', { params: { state: states.get(id) ?? 20 } });
    if (request.kind === 'release' && !a.allowance.allowed)
      throw new ApiError('channelNotAllowed', { params: { channel: a.channel.fields.code } });
  }
  return [...request.channelIds];
}

async function loadAlbum(writer: OrgWriter, request: DeliveryRequest): Promise<RecordRow> {
  const album = await findOwned(writer.tx, request.orgId, 'album', request.albumId, {
    live: true,
  });
  if (!album) throw new ApiError('notFound');
  if (Number(album.version) !== request.albumVersion)
    throw new ApiError('albumChanged', {
      params: { seen: request.albumVersion, current: Number(album.version) },
    });
  return album;
}

/** Moves the named channels and queues their jobs (the checks of the request are the caller's). */
async function moveChannels(
  writer: OrgWriter,
  clock: Clock,
  album: RecordRow,
  request: DeliveryRequest,
  channelIds: readonly string[],
): Promise<AlbumChannelState[]> {
  const now = clock.now();
  const data = album.data as unknown as Album;
  const states: AlbumChannelState[] = [];
  for (const channelId of [...new Set(channelIds)].sort()) {
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
}

/** The partner's request in the caller's org write: every check, then the moves; a refusal throws. */
export async function applyDeliveryRequest(
  writer: OrgWriter,
  clock: Clock,
  request: DeliveryRequest,
): Promise<void> {
  const album = await loadAlbum(writer, request);
  const refusal = refuseAlbumRequest(album.data as unknown as Album, request.kind);
  if (refusal) throw new ApiError(refusal);
  await moveChannels(
    writer,
    clock,
    album,
    request,
    await chooseChannels(writer, request, clock.now()),
  );
}

/**
 * The named channels moved in their own org write, checked only against the album's version and
 * the channels' states (tests and callers that chose the channels themselves).
 */
export function requestDelivery(
  db: Db,
  clock: Clock,
  request: DeliveryRequest & { channelIds: readonly string[] },
): Promise<AlbumChannelState[]> {
  return withOrgWrite(db, request.orgId, async (writer) =>
    moveChannels(writer, clock, await loadAlbum(writer, request), request, request.channelIds),
  );
}

// What the partner's distribution panel reads and asks: the album (own organisation, live; another
// organisation's answers as one nobody has) with every enabled channel, the contract's verdict on
// each and the album's state on it; and the request, refused whole (409) when a chosen channel is
// not allowed by the contract or not in a state that takes it.
import type { Album } from '../../../src/domain/catalogue/album';
import {
  allowChannel,
  type ChannelAllowance,
} from '../../../src/domain/distribution/allowedChannels';
import type {
  AlbumChannelsResult,
  DistributionRequest,
} from '../../../src/domain/distribution/api';
import type { ChannelView } from '../../../src/domain/distribution/channel';
import type { ReleaseStatus } from '../../../src/domain/status';
import type { AuthContext } from '../auth/context';
import { findOwned } from '../auth/owned';
import type { Clock } from '../clock';
import { activeContractFor } from '../contracts/activeContract';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import type { RecordRow } from '../sync/records';
import { albumChannelStates, type AlbumChannelState } from './albumChannelStore';
import { listChannels } from './channelStore';
import type { DeliveryKind } from './deliveryJob';
import { requestDelivery } from './requestDelivery';

/** The one authorization of an album's distribution: the caller's organisation's live album. */
export async function authorizeDistributionAlbum(
  q: Queryable,
  auth: AuthContext,
  albumId: string,
): Promise<RecordRow> {
  const album = await findOwned(q, auth.orgId, 'album', albumId, { live: true });
  if (!album) throw new ApiError('notFound');
  return album;
}

async function allowances(
  q: Queryable,
  orgId: string,
  now: Date,
): Promise<Array<{ channel: ChannelView; allowance: ChannelAllowance }>> {
  const contract = await activeContractFor(q, orgId, now);
  const limits = contract && {
    territories: contract.terms.territories,
    excludedChannels: contract.terms.excludedChannels,
    validTo: contract.terms.validTo,
  };
  const today = now.toISOString().slice(0, 10);
  return (await listChannels(q, { enabledOnly: true })).map((channel) => ({
    channel,
    allowance: allowChannel(limits, { id: channel.id, ...channel.fields }, today),
  }));
}

export async function albumChannels(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  albumId: string,
): Promise<AlbumChannelsResult> {
  const album = await authorizeDistributionAlbum(db, auth, albumId);
  const states = new Map<string, AlbumChannelState>(
    (await albumChannelStates(db, auth.orgId, albumId)).map((s) => [s.channelId, s]),
  );
  const channels = (await allowances(db, auth.orgId, clock.now())).map(({ channel, allowance }) => {
    const s = states.get(channel.id);
    return {
      channelId: channel.id,
      code: channel.fields.code,
      nameZh: channel.fields.nameZh,
      nameEn: channel.fields.nameEn,
      refusal: allowance.allowed ? null : allowance.reason,
      state: s?.state ?? 20,
      lastMessageId: s?.lastMessageId ?? null,
      lastBatchId: s?.lastBatchId ?? null,
      requestedAt: s?.requestedAt ?? null,
      sentAt: s?.sentAt ?? null,
      answeredAt: s?.answeredAt ?? null,
      answerCode: s?.answerCode ?? null,
      answerText: s?.answerText ?? null,
    };
  });
  return {
    albumId,
    releaseStatus: (album.data as unknown as Album).releaseStatus as ReleaseStatus,
    channels,
  };
}

/** 'all' is every channel the contract allows that takes the request in its current state. */
export async function requestAlbumDistribution(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  input: DistributionRequest,
  kind: Exclude<DeliveryKind, 'update'>,
): Promise<AlbumChannelsResult> {
  const album = await authorizeDistributionAlbum(db, auth, input.albumId);
  if ((album.data as unknown as Album).reviewStatus !== 12 && kind === 'release')
    throw new ApiError('releaseNeedsApproval');
  const allowed = await allowances(db, auth.orgId, clock.now());
  const states = new Map(
    (await albumChannelStates(db, auth.orgId, input.albumId)).map((s) => [s.channelId, s.state]),
  );
  const takes = (state: ReleaseStatus) =>
    kind === 'release' ? [20, 23, 24, 27].includes(state) : [22, 23, 26].includes(state);
  let chosen: string[];
  if (input.channelIds === 'all') {
    chosen = allowed
      .filter((a) => a.allowance.allowed && takes(states.get(a.channel.id) ?? 20))
      .map((a) => a.channel.id);
    if (chosen.length === 0) throw new ApiError('releaseConflict', { params: { state: '-' } });
  } else {
    chosen = input.channelIds;
    for (const id of chosen) {
      const a = allowed.find((x) => x.channel.id === id);
      // an unknown channel and one the contract refuses are one answer: a visible conflict
      if (!a || (kind === 'release' && !a.allowance.allowed))
        throw new ApiError('releaseConflict', { params: { state: states.get(id) ?? 20 } });
    }
  }
  await requestDelivery(db, clock, {
    orgId: auth.orgId,
    albumId: input.albumId,
    albumVersion: input.albumVersion,
    channelIds: chosen,
    kind,
  });
  return albumChannels(db, clock, auth, input.albumId);
}

// What the partner's distribution panel reads and asks: the album (own organisation, live; another
// organisation's answers as one nobody has) with every enabled channel, the contract's verdict on
// each and the album's state on it; and the request, refused whole (409) when the album changed,
// is not approved, or a chosen channel is not allowed by the contract or not in a state that takes it.
import type { Album } from '../../../src/domain/catalogue/album';
import type {
  AlbumChannelsResult,
  DistributionRequest,
} from '../../../src/domain/distribution/api';
import type { ReleaseStatus } from '../../../src/domain/status';
import type { AuthContext } from '../auth/context';
import { findOwned } from '../auth/owned';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { withOrgWrite } from '../sync/orgWrite';
import type { RecordRow } from '../sync/records';
import { albumChannelStates, type AlbumChannelState } from './albumChannelStore';
import { channelAllowances } from './channelAllowances';
import {
  findRequestAnswer,
  recordRequestAnswer,
  replayAnswer,
  type RequestAnswer,
  type RequestKind,
} from './requestAnswers';
import { applyDeliveryRequest } from './requestDelivery';

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
  const channels = (await channelAllowances(db, auth.orgId, clock.now())).map(
    ({ channel, allowance }) => {
      const s = states.get(channel.id);
      return {
        channelId: channel.id,
        code: channel.fields.code,
        nameZh: channel.fields.nameZh,
        nameEn: channel.fields.nameEn,
        logoFileId: channel.fields.logoFileId,
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
    },
  );
  return {
    albumId,
    releaseStatus: (album.data as unknown as Album).releaseStatus as ReleaseStatus,
    channels,
  };
}

/**
 * The partner's request, decided in one organisation write (requestDelivery.ts). With a requestId
 * (a queued request's id) the first answer is kept: the same id again answers as the first time,
 * a done request with the album's current channels, and never delivers twice.
 */
export async function requestAlbumDistribution(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  input: DistributionRequest,
  kind: RequestKind,
): Promise<AlbumChannelsResult> {
  await authorizeDistributionAlbum(db, auth, input.albumId);
  const request = {
    orgId: auth.orgId,
    albumId: input.albumId,
    albumVersion: input.albumVersion,
    channelIds: input.channelIds,
    kind,
  };
  const key =
    input.requestId === undefined
      ? null
      : { orgId: auth.orgId, requestId: input.requestId, albumId: input.albumId, kind };
  const answer = await withOrgWrite(db, auth.orgId, async (writer): Promise<RequestAnswer> => {
    // answered before: that answer, whatever became of the album since
    const prior = key === null ? undefined : await findRequestAnswer(writer.tx, key);
    if (prior !== undefined) return prior;
    await applyDeliveryRequest(writer, clock, request);
    if (key) await recordRequestAnswer(writer.tx, key, null, clock.now());
    return null;
  }).catch(async (error: unknown) => {
    // a refusal rolled the request back; it is kept in its own write, unless an answer to the
    // same id got there first (that one stands)
    if (!key || !(error instanceof ApiError) || error.status !== 409) throw error;
    const refusal: RequestAnswer = { code: error.code, params: error.params };
    return withOrgWrite(db, auth.orgId, async (writer) => {
      const prior = await findRequestAnswer(writer.tx, key);
      if (prior !== undefined) return prior;
      await recordRequestAnswer(writer.tx, key, refusal, clock.now());
      return refusal;
    });
  });
  replayAnswer(answer);
  return albumChannels(db, clock, auth, input.albumId);
}

// A distribution or off-shelf request from the panel or the list's bulk action: sent at once when
// online, kept on the device (src/domain/sync/queuedRequests.ts) when offline or when the network
// fails on the way. The request's id is the server's idempotency key, so one that reached the
// server before the connection dropped is done once even when the queue sends it again.
import { isNetworkError } from '../../../../app/api/errors';
import { queueDeviceRequest } from '../../../../data/useQueuedRequests';
import type { AlbumChannelsResult, DistributionRequest } from '../../../../domain/distribution/api';
import { nextUuidV7 } from '../../../../domain/sync/uuidv7';
import type { DistributionKind } from './channelPicks';
import { requestDistribution } from './distributionCalls';

export type RequestOutcome = { kind: 'sent'; result: AlbumChannelsResult } | { kind: 'queued' };

export async function sendOrQueue(
  kind: DistributionKind,
  request: Omit<DistributionRequest, 'requestId'>,
  online: boolean,
): Promise<RequestOutcome> {
  const id = nextUuidV7();
  const queue = async (): Promise<RequestOutcome> => {
    const { albumVersion, ...body } = request;
    await queueDeviceRequest({
      id,
      kind: kind === 'release' ? 'albumDistribute' : 'albumOffShelf',
      body,
      decidedOn: { albumVersion },
      subjectId: request.albumId,
    });
    return { kind: 'queued' };
  };
  if (!online) return queue();
  try {
    return { kind: 'sent', result: await requestDistribution(kind, { ...request, requestId: id }) };
  } catch (error) {
    // no answer came back: the request may or may not have arrived; the id makes a resend safe
    if (isNetworkError(error)) return queue();
    throw error;
  }
}

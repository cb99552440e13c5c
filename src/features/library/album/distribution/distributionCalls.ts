import { api } from '../../../../app/api/api';
import {
  DISTRIBUTION_PATHS,
  type AlbumChannelsResult,
  type DistributionRequest,
} from '../../../../domain/distribution/api';
import type { DistributionKind } from './channelPicks';

export function fetchAlbumChannels(
  albumId: string,
  signal?: AbortSignal,
): Promise<AlbumChannelsResult> {
  return api.request<AlbumChannelsResult>(DISTRIBUTION_PATHS.channels, {
    query: { albumId },
    signal,
  });
}

export function requestDistribution(
  kind: DistributionKind,
  request: DistributionRequest,
): Promise<AlbumChannelsResult> {
  return api.request<AlbumChannelsResult>(
    kind === 'release' ? DISTRIBUTION_PATHS.distribute : DISTRIBUTION_PATHS.offShelf,
    { method: 'POST', body: request },
  );
}

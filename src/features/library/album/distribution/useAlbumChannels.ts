import { useCallback } from 'react';
import { NetworkError } from '../../../../app/api/errors';
import { useSyncStatus } from '../../../../app/sync/status';
import { useRemoteRefresh } from '../../../../components/useRemoteRefresh';
import { putCachedEntry } from '../../../../data/cacheRepo';
import { useCachedEntry } from '../../../../data/useCached';
import type { AlbumChannelsResult } from '../../../../domain/distribution/api';
import { useOnline } from '../../../batch/useOnline';
import { fetchAlbumChannels } from './distributionCalls';

/** How many albums' panels the device keeps for offline reading. */
const KEPT_PANELS = 50;

export function saveAlbumChannels(result: AlbumChannelsResult): Promise<void> {
  return putCachedEntry(
    'albumChannels',
    result.albumId,
    { result, savedAt: Date.now() },
    KEPT_PANELS,
  );
}

/**
 * The album's channels and their states: asked of the server (which owns them) and kept on the
 * device, so the panel reads offline from the last answer. It asks again whenever a sync has
 * pulled (the SSE poke after a channel answered makes one) and when the album itself changed, so a
 * second device follows without a reload.
 */
export function useAlbumChannels(albumId: string, albumStamp: string) {
  const { lastSyncedAt } = useSyncStatus();
  const online = useOnline();
  const saved = useCachedEntry('albumChannels', albumId);
  const refresh = useCallback(
    async (signal: AbortSignal) => {
      // known offline: the saved copy is the answer, without a request bound to fail
      if (!online) throw new NetworkError('offline');
      await saveAlbumChannels(await fetchAlbumChannels(albumId, signal));
    },
    // the stamps are the reasons to ask again, not inputs of the call
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [albumId, albumStamp, lastSyncedAt, online],
  );
  const { status, retry } = useRemoteRefresh(refresh);
  return { saved, status, retry };
}

import { useCallback } from 'react';
import { NetworkError } from '../../../../app/api/errors';
import { useSyncStatus } from '../../../../app/sync/status';
import { useRemoteRefresh } from '../../../../components/useRemoteRefresh';
import { putCachedEntry } from '../../../../data/cacheRepo';
import { useCachedEntry } from '../../../../data/useCached';
import { useOnline } from '../../../batch/useOnline';
import { fetchAlbumBatches } from './deliveryCalls';

/** How many albums' delivery histories the device keeps for offline reading. */
const KEPT_HISTORIES = 20;

/**
 * The album's delivery batches, asked of the server when the history opens and after each sync
 * (a channel's answer pokes one), kept on the device so the history reads offline as last known.
 */
export function useAlbumBatches(albumId: string) {
  const { lastSyncedAt } = useSyncStatus();
  const online = useOnline();
  const saved = useCachedEntry('albumBatches', albumId);
  const refresh = useCallback(
    async (signal: AbortSignal) => {
      if (!online) throw new NetworkError('offline');
      const result = await fetchAlbumBatches({ scope: 'partner', albumId }, signal);
      await putCachedEntry(
        'albumBatches',
        albumId,
        { result, savedAt: Date.now() },
        KEPT_HISTORIES,
      );
    },
    // lastSyncedAt is a reason to ask again, not an input of the call
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [albumId, lastSyncedAt, online],
  );
  const { status, retry } = useRemoteRefresh(refresh);
  return { saved, status, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { isApiError, isNetworkError } from '../../../../app/api/errors';
import { putCachedEntry } from '../../../../data/cacheRepo';
import { reportError } from '../../../../data/errorLog';
import { useCachedEntry } from '../../../../data/useCached';
import type { AlbumDdexDiff } from '../../../../domain/ddex/api';
import { fetchAlbumDiff } from './packageCalls';

/** How many albums' diffs the device keeps for offline reading. */
const KEPT_DIFFS = 50;

/**
 * The diff of the album's last DDEX package against now, read from the server while online (the
 * message is built there) and kept on the device, so the card reads offline from the last answer;
 * `reload` after a download or an edit. `diff` is null until the server has answered this time,
 * `saved` is the copy last kept (undefined while the device is read).
 */
export function useAlbumDiff(albumId: string, albumVersion: number, online: boolean) {
  const [diff, setDiff] = useState<AlbumDdexDiff | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const saved = useCachedEntry('albumDiffs', albumId);
  useEffect(() => {
    if (!online) return;
    let current = true;
    fetchAlbumDiff(albumId)
      .then(async (answer) => {
        if (!current) return;
        setDiff(answer);
        setFailure(null);
        await putCachedEntry(
          'albumDiffs',
          albumId,
          { diff: answer, savedAt: Date.now() },
          KEPT_DIFFS,
        );
      })
      .catch((error: unknown) => {
        if (!current) return;
        // a refusal or a lost connection is shown as is; anything else also keeps its cause
        if (!isApiError(error) && !isNetworkError(error)) reportError('album.ddexDiff', error);
        setFailure(error);
      });
    return () => {
      current = false;
    };
  }, [albumId, albumVersion, online, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { diff, saved, failure, reload };
}

import { useCallback, useEffect, useState } from 'react';
import { isApiError, isNetworkError } from '../../../../app/api/errors';
import { reportError } from '../../../../data/errorLog';
import type { AlbumDdexDiff } from '../../../../domain/ddex/api';
import { fetchAlbumDiff } from './packageCalls';

/**
 * The diff of the album's last DDEX package against now, read from the server while online (the
 * message is built there); `reload` after a download or an edit. null until it has answered.
 */
export function useAlbumDiff(albumId: string, albumVersion: number, online: boolean) {
  const [diff, setDiff] = useState<AlbumDdexDiff | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!online) return;
    let current = true;
    fetchAlbumDiff(albumId).then(
      (answer) => {
        if (!current) return;
        setDiff(answer);
        setFailure(null);
      },
      (error: unknown) => {
        if (!current) return;
        // a refusal or a lost connection is shown as is; anything else also keeps its cause
        if (!isApiError(error) && !isNetworkError(error)) reportError('album.ddexDiff', error);
        setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [albumId, albumVersion, online, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { diff, failure, reload };
}

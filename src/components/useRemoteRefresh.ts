import { useCallback, useEffect, useState } from 'react';
import { isAbortError, isNetworkError } from '../app/api/errors';
import { useLanguage } from '../i18n/useLanguage';
import { reportError } from '../data/errorLog';

export type RemoteStatus =
  | { kind: 'loading' }
  | { kind: 'fresh' }
  /** the server is out of reach: what the screen shows is the saved copy */
  | { kind: 'offline' }
  | { kind: 'failed'; error: unknown };

/**
 * Runs a refresh that writes server answers into IndexedDB (the screen itself reads IndexedDB
 * through live queries), and reports how it went. Re-runs when the language changes, since the
 * server localizes its texts, and on retry().
 */
export function useRemoteRefresh(refresh: (signal: AbortSignal) => Promise<void>): {
  status: RemoteStatus;
  retry(): void;
} {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<RemoteStatus>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setStatus({ kind: 'loading' });
    refresh(controller.signal).then(
      () => setStatus({ kind: 'fresh' }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        // offline is a state the bar shows, not a fault; anything else is kept with its cause
        if (!isNetworkError(error)) reportError('remote.refresh', error);
        setStatus(isNetworkError(error) ? { kind: 'offline' } : { kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [refresh, language, attempt]);

  return { status, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

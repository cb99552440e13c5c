// The service worker's share of syncing (Background Sync, Chromium): when connectivity returns with
// no tab open, one push + pull under the same lock as the tabs' worker. A tab holding the lock is
// syncing already, so the service worker then does nothing.
import { SYNC_LOCK } from '../channel';
import type { SyncEngine } from './engine';
import { isTransient } from './transport';

export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

export type FlushOutcome = 'synced' | 'busy' | 'stopped';

/**
 * Rejects only on failures worth retrying (the browser then fires `sync` again later); a refused
 * session or a too-old client resolves, since retrying cannot help until the user acts.
 */
export async function flushUnderLock(
  locks: LockManagerLike | undefined,
  engine: SyncEngine,
): Promise<FlushOutcome> {
  // without Web Locks the service worker could race a tab's worker: leave it to the tabs
  if (!locks) return 'busy';
  return locks.request(SYNC_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock === null) return 'busy';
    try {
      await engine.syncOnce();
      return 'synced';
    } catch (error) {
      if (isTransient(error)) throw error;
      // a refused session or a too-old client: the tab's sync worker meets the same on its next
      // round and reports it there (the service worker has no error log of its own)
      return 'stopped';
    }
  });
}

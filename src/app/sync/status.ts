// The sync status every tab shows: counts and flags from Dexie live queries (so a follower tab sees
// the same as the syncing one), the phase and last error from the syncing worker's broadcasts, and
// the quota and online flags of this tab, and the browser's answer on persistent storage.
import { useSyncExternalStore } from 'react';
import {
  getStoragePersistence,
  subscribeStoragePersistence,
  type StoragePersistence,
} from '../../data/storagePersistence';
import { useSyncCounters, type SyncCounters } from '../../data/syncHooks';
import type { SyncPhase } from '../../sync/channel';
import { getLiveSyncState, subscribeLiveSync, type LiveSyncState } from './statusStore';

export type SyncStatus = {
  online: boolean;
  phase: SyncPhase;
  pending: number;
  /** when the op waiting longest was queued (ISO time), null when nothing waits */
  oldestPendingAt: string | null;
  conflicts: number;
  lastSyncedAt: string | null;
  lostDatabase: boolean;
  clientTooOld: boolean;
  quotaError: boolean;
  lastError: string | null;
  /** whether the browser keeps this site's data (navigator.storage.persisted()) */
  persistence: StoragePersistence;
};

/** Pure combination of the two halves, for tests and for non-React readers. */
export function combineSyncStatus(
  counters: SyncCounters | undefined,
  live: LiveSyncState,
  persistence: StoragePersistence = 'checking',
): SyncStatus {
  const meta = counters?.meta;
  // the engine clears a flag an older build earned as soon as it starts (src/sync/engine/engine.ts, prepare), so
  // the flag is read as stored: this keeps the protocol schemas (zod) out of the layout's bundle
  const clientTooOld = meta?.clientTooOld === true;
  let phase: SyncPhase = live.phase;
  if (!live.online) phase = 'offline';
  else if (clientTooOld) phase = 'error';
  return {
    online: live.online,
    phase,
    pending: counters?.pending ?? 0,
    oldestPendingAt: counters?.oldestPendingAt ?? null,
    conflicts: counters?.conflicts ?? 0,
    lastSyncedAt: meta?.lastSyncedAt ?? null,
    lostDatabase: meta?.lostDatabase ?? false,
    clientTooOld,
    quotaError: live.quotaError,
    lastError: clientTooOld ? 'clientTooOld' : live.lastError,
    persistence,
  };
}

export function useSyncStatus(): SyncStatus {
  const counters = useSyncCounters();
  const live = useSyncExternalStore(subscribeLiveSync, getLiveSyncState, getLiveSyncState);
  const persistence = useSyncExternalStore(
    subscribeStoragePersistence,
    getStoragePersistence,
    getStoragePersistence,
  );
  return combineSyncStatus(counters, live, persistence);
}

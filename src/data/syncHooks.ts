// The database half of the sync status, kept apart from the catalogue hooks so the top bar's
// status does not load the edit path (the repository and its payload schemas) with the layout.
import { useLiveQuery } from 'dexie-react-hooks';
import { readSyncCounters, type SyncCounters } from './catalogueQueries';
import { db } from './db';

export type { SyncCounters } from './catalogueQueries';

/** Outbox and conflict counts and the sync bookkeeping, live; undefined while reading. */
export function useSyncCounters(): SyncCounters | undefined {
  return useLiveQuery(() => readSyncCounters(db), []);
}

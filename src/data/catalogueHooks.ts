// Live views of the local catalogue for the screens: Dexie live queries, so an edit in this tab, a
// pull by the sync worker or an edit in another tab re-renders every list that shows the record.
// `undefined` means "still reading IndexedDB", so a screen can tell loading from empty.
import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityName } from '../domain/catalogue/entities';
import type { ConflictRow } from '../domain/sync/records';
import { countOutbox, getRecord, listConflicts, queryRecords, type RecordsQuery, type VisibleRecord } from './catalogueQueries';
import { db } from './db';

export { discardConflict, reapplyConflict } from './catalogueRepo';
export type { RecordsQuery, VisibleRecord } from './catalogueQueries';
export type { ConflictRow } from '../domain/sync/records';

/**
 * A live list, e.g. `useRecords('album', { orderBy: 'updatedAt', reverse: true })` or
 * `useRecords('track', { where: { field: 'albumId', equals: id }, orderBy: 'trackNo' })`.
 * Records created on this device and not yet acknowledged carry version 0.
 */
export function useRecords<E extends EntityName>(entity: E, query: RecordsQuery = {}): VisibleRecord<E>[] | undefined {
  const key = JSON.stringify(query);
  return useLiveQuery(
    async () => (await queryRecords(db, entity, JSON.parse(key) as RecordsQuery)) as unknown as VisibleRecord<E>[],
    [entity, key],
  );
}

/** One live record: undefined while reading, null when it does not exist (or was deleted). */
export function useRecord<E extends EntityName>(entity: E, id: string | null | undefined): VisibleRecord<E> | null | undefined {
  return useLiveQuery(
    async () => (id ? (((await getRecord(db, entity, id)) ?? null) as unknown as VisibleRecord<E> | null) : null),
    [entity, id],
  );
}

/** Edits not yet answered by the server (0 while reading). */
export function useOutboxCount(): number {
  return useLiveQuery(() => countOutbox(db), [], 0);
}

/** Refused edits waiting for the user, oldest first ([] while reading). */
export function useConflicts(): ConflictRow[] {
  return useLiveQuery(() => listConflicts(db), [], [] as ConflictRow[]);
}

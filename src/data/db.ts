// The portal's IndexedDB (Dexie). Version 1 holds the session, lookups and an offline cache of
// what the shell shows; the catalogue tables arrive as version 2 with the next issue.
import Dexie, { type EntityTable } from 'dexie';
import { DB_NAME } from './dbName';

export interface KeyValueRow {
  key: string;
  value: unknown;
  savedAt: number;
}

export interface LookupRow {
  name: string;
  items: unknown;
  fetchedAt: number;
}

export type PortalDb = Dexie & {
  session: EntityTable<KeyValueRow, 'key'>;
  lookups: EntityTable<LookupRow, 'name'>;
  cache: EntityTable<KeyValueRow, 'key'>;
};

export function openPortalDb(name: string = DB_NAME): PortalDb {
  const db = new Dexie(name) as PortalDb;
  db.version(1).stores({
    session: 'key',
    lookups: 'name',
    cache: 'key',
  });
  return db;
}

/** The app's single connection; Dexie opens it on first use. */
export const db: PortalDb = openPortalDb();

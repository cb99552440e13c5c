// The portal's IndexedDB (Dexie). Version 1 holds the session, lookups and an offline cache of
// what the shell shows. Version 2 adds the catalogue (DESIGN.md section 5): one table per entity
// holding the VISIBLE record (server copy with pending ops re-applied), the server copies, the
// outbox, the conflicts and the sync bookkeeping. Adding tables needs no upgrade function; version
// 3 only drops server copies that are no longer kept; version 4 adds the list indexes and writes
// every named record's search key once (src/data/listKeys.ts); version 5 adds the batch upload's
// tables (src/data/batchRepo.ts); version 7 the error log (src/data/errorLog.ts); version 8 the
// word-inside-name search keys (src/data/listKeys.ts).
import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { EntityName } from '../domain/catalogue/entities';
import type { Op } from '../domain/sync/protocol';
import type { SyncMeta } from '../sync/store/model';
import type { ConflictRow, LooseRecord, ServerRecordRow } from '../domain/sync/records';
import type { BatchFileRow, BatchRow } from './batchRepo';
import type { ErrorReport } from './errorLog';
import { recordsTouchedBy } from '../domain/sync/touched';
import { CATALOGUE_INDEXES, CATALOGUE_INDEXES_V2, CATALOGUE_INDEXES_V4, CATALOGUE_INDEXES_V6 } from './catalogueIndexes';
import { DB_NAME } from './dbName';
import { ARTIST_IDS_KEY, artistIdsOf, CODES_KEY, codeKeysOf, hasNameKey, NAME_FIELD, NAME_KEY, nameKeyOf, nameKeyMiddleware, WORDS_KEY, wordKeysOf } from './listKeys';

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

/** One row keyed 'sync': a single object so a live query sees it change as a whole. */
export interface SyncMetaRow extends SyncMeta {
  key: 'sync';
}

export const SYNC_META_KEY = 'sync';

export type VisibleTable = Table<LooseRecord, string>;

export type PortalDb = Dexie & {
  session: EntityTable<KeyValueRow, 'key'>;
  lookups: EntityTable<LookupRow, 'name'>;
  cache: EntityTable<KeyValueRow, 'key'>;
  serverRecords: Table<ServerRecordRow, [EntityName, string]>;
  outbox: EntityTable<Op, 'opId'>;
  conflicts: EntityTable<ConflictRow, 'id'>;
  syncMeta: EntityTable<SyncMetaRow, 'key'>;
  batches: EntityTable<BatchRow, 'id'>;
  batchFiles: Table<BatchFileRow, [string, string]>;
  errorLog: Table<ErrorReport, number>;
} & { readonly [K in EntityName]: VisibleTable };

const VERSION_1 = {
  session: 'key',
  lookups: 'name',
  cache: 'key',
};

export function openPortalDb(name: string = DB_NAME, options?: DexieOptions): PortalDb {
  const db = new Dexie(name, options) as PortalDb;
  db.use(nameKeyMiddleware);
  db.version(1).stores(VERSION_1);
  db.version(2).stores({
    ...VERSION_1,
    ...CATALOGUE_INDEXES_V2,
    serverRecords: '[entity+id]',
    // seq is not unique on purpose: renumbering rewrites seqs of several rows in one transaction
    outbox: 'opId, seq, [entity+entityId]',
    conflicts: 'id, opId, createdAt, [entity+entityId]',
    syncMeta: 'key',
  });
  // Version 3: a server copy is kept apart only while its record has pending ops (or as a
  // tombstone); the copies version 2 kept of every record are dropped (src/sync/store/serverCopy.ts).
  db.version(3).upgrade(async (tx) => {
    const touched = new Set<string>();
    await tx.table<Op>('outbox').each((op) => {
      for (const [entity, id] of recordsTouchedBy(op)) touched.add(`${entity}:${id}`);
    });
    await tx
      .table<ServerRecordRow>('serverRecords')
      .filter((row) => row.record !== null && !touched.has(`${row.entity}:${row.id}`))
      .delete();
  });
  // Version 4: the list indexes. Records written before it lack `_nameKey`; rewriting each once
  // puts it in the index (the middleware would add it on the next write, but a list needs all).
  db.version(4)
    .stores(CATALOGUE_INDEXES_V4)
    .upgrade(async (tx) => {
      for (const [entity, field] of Object.entries(NAME_FIELD)) {
        if (!hasNameKey(entity) || field === undefined) continue;
        await tx
          .table<LooseRecord>(entity)
          .toCollection()
          .modify((record) => {
            record[NAME_KEY] = nameKeyOf(record[field]);
          });
      }
    });
  // Version 5: the batch upload's plan and per-file progress, so a reload resumes a batch.
  db.version(5).stores({ batches: 'id, status, updatedAt', batchFiles: '[batchId+path], batchId' });
  // Version 6: albums and tracks by artist (`*_artistIds`). As in version 4, each existing record
  // is rewritten once so the index holds them all.
  db.version(6)
    .stores(CATALOGUE_INDEXES_V6)
    .upgrade(async (tx) => {
      for (const entity of ['album', 'track'] as const) {
        await tx
          .table<LooseRecord>(entity)
          .toCollection()
          .modify((record) => {
            record[ARTIST_IDS_KEY] = artistIdsOf(record.artists);
          });
      }
    });
  // Version 7: the error log's ring buffer (src/data/errorLog.ts).
  db.version(7).stores({ errorLog: '++seq' });
  // Version 8: words inside names (`*_words`, `*_codes`); each named record is rewritten once, as in
  // version 4, so a search finds the records stored before it.
  db.version(8)
    .stores(CATALOGUE_INDEXES)
    .upgrade(async (tx) => {
      for (const entity of Object.keys(NAME_FIELD)) {
        if (!hasNameKey(entity)) continue;
        await tx
          .table<LooseRecord>(entity)
          .toCollection()
          .modify((record) => {
            record[WORDS_KEY] = wordKeysOf(entity, record);
            const codes = codeKeysOf(entity, record);
            if (codes !== undefined) record[CODES_KEY] = codes;
          });
      }
    });
  return db;
}

/** The visible table of an entity. */
export function visibleTable(db: PortalDb, entity: EntityName): VisibleTable {
  return db.table<LooseRecord, string>(entity);
}

/** Every catalogue and sync table: what a sync transaction spans. */
export function syncTables(db: PortalDb): Table[] {
  return [...Object.keys(CATALOGUE_INDEXES).map((name) => db.table(name)), db.serverRecords, db.outbox, db.conflicts, db.syncMeta];
}

/** The app's single connection; Dexie opens it on first use. */
export const db: PortalDb = openPortalDb();

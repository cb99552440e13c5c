// The sync engine's storage port (src/sync/store/model.ts) on Dexie. Every `transact` is one read-write
// transaction over all catalogue and sync tables; inside it only Dexie calls are awaited, which is
// what keeps an IndexedDB transaction alive.
import type { EntityName } from '../../domain/catalogue/entities';
import { parseApiLanguage } from '../../domain/locale';
import type { Op } from '../../domain/sync/protocol';
import { mayBeSentBy } from '../../domain/sync/unsentWork';
import type { SessionSnapshot, SyncMeta, SyncStore, SyncTx } from '../../sync/store/model';
import type { LooseRecord } from '../../domain/sync/records';
import { newSyncMeta } from '../../sync/store/outbox';
import { CATALOGUE_INDEXES } from '../catalogueIndexes';
import { SYNC_META_KEY, syncTables, visibleTable, type PortalDb, type SyncMetaRow } from '../db';
import { QUEUED_REQUESTS_KEY } from './requestQueueKey';

function toMeta(row: SyncMetaRow): SyncMeta {
  const { key: _key, ...meta } = row;
  return meta;
}

/** The meta row, created with a new client identity on first use of this database. */
export async function getOrCreateMeta(db: PortalDb): Promise<SyncMeta> {
  const row = await db.syncMeta.get(SYNC_META_KEY);
  if (row !== undefined) return toMeta(row);
  const meta = newSyncMeta();
  await db.syncMeta.put({ key: SYNC_META_KEY, ...meta });
  return meta;
}

const opsOfRecord = (db: PortalDb, entity: EntityName, id: string): Promise<Op[]> =>
  db.outbox.where('[entity+entityId]').equals([entity, id]).toArray();

export function createDexieTx(db: PortalDb): SyncTx {
  return {
    getMeta: () => getOrCreateMeta(db),
    putMeta: async (meta) => {
      await db.syncMeta.put({ key: SYNC_META_KEY, ...meta });
    },
    pendingOps: (limit) => (limit === undefined ? db.outbox.orderBy('seq').toArray() : db.outbox.orderBy('seq').limit(limit).toArray()),
    async opsFor(entity, id, albumId) {
      const own = (await opsOfRecord(db, entity, id)).filter((op) => op.kind !== 'sortTracks');
      const sorts = albumId === null ? [] : (await opsOfRecord(db, 'album', albumId)).filter((op) => op.kind === 'sortTracks');
      return [...own, ...sorts].sort((a, b) => a.seq - b.seq);
    },
    getOp: (opId) => db.outbox.get(opId),
    putOps: async (ops) => {
      await db.outbox.bulkPut([...ops]);
    },
    deleteOp: (opId) => db.outbox.delete(opId),
    getServer: (entity, id) => db.serverRecords.get([entity, id]),
    getServers: (keys) => db.serverRecords.bulkGet(keys.map(([entity, id]) => [entity, id] as [EntityName, string])),
    putServers: async (rows) => {
      await db.serverRecords.bulkPut([...rows]);
    },
    deleteServers: async (keys) => {
      await db.serverRecords.bulkDelete(keys.map(([entity, id]) => [entity, id] as [EntityName, string]));
    },
    getVisible: (entity, id) => visibleTable(db, entity).get(id),
    getVisibles: (entity, ids) => visibleTable(db, entity).bulkGet([...ids]),
    async listVisibleKeys(max) {
      const keys = new Set<string>();
      for (const entity of Object.keys(CATALOGUE_INDEXES) as EntityName[]) {
        const ids = await visibleTable(db, entity).limit(max - keys.size + 1).primaryKeys();
        for (const id of ids) keys.add(`${entity}:${id}`);
        if (keys.size > max) return null;
      }
      return keys;
    },
    async putVisible(entity, rows) {
      const table = visibleTable(db, entity);
      const live: LooseRecord[] = [];
      const gone: string[] = [];
      for (const { id, record } of rows) {
        if (record === null) gone.push(id);
        // server records carry their id: storing them as they are spares a copy of every record
        // of a pull (IndexedDB clones on put anyway, so sharing the object is safe)
        else live.push(record.id === id ? record : { ...record, id });
      }
      if (live.length > 0) await table.bulkPut(live);
      if (gone.length > 0) await table.bulkDelete(gone);
    },
    getConflict: (id) => db.conflicts.get(id),
    putConflict: async (row) => {
      await db.conflicts.put(row);
    },
    deleteConflict: (id) => db.conflicts.delete(id),
  };
}

/** Runs `fn` in one read-write transaction over every catalogue and sync table. */
export function transactSync<T>(db: PortalDb, fn: (tx: SyncTx) => Promise<T>): Promise<T> {
  // an async scope: Dexie keeps the transaction alive across native awaits only for those
  return db.transaction('rw', syncTables(db), async () => fn(createDexieTx(db)));
}

/**
 * At a login, before the new user's screens read anything: when this device's catalogue and unsent
 * work are another user's, they are dropped (as the sync engine's first round would do, moments
 * later, in its worker), so no screen shows the previous user's albums or requests even briefly.
 * One transaction: the worker's own claim either ran first (the owner is already this user) or
 * finds it done. True when something was dropped.
 */
export async function claimCatalogue(db: PortalDb, userId: string): Promise<boolean> {
  return db.transaction('rw', [...syncTables(db), db.cache], async () => {
    const meta = await getOrCreateMeta(db);
    if (mayBeSentBy(meta.ownerUserId, userId)) return false;
    await createDexieSyncStore(db).resetCatalogue(userId);
    return true;
  });
}

export function createDexieSyncStore(db: PortalDb): SyncStore {
  return {
    transact: (fn) => transactSync(db, fn),
    async readSession(): Promise<SessionSnapshot> {
      const rows = await db.session.bulkGet(['token', 'language', 'userInfo']);
      const [token, language, userInfo] = rows.map((row) => row?.value);
      const userId = typeof userInfo === 'object' && userInfo !== null ? (userInfo as { id?: unknown }).id : undefined;
      return {
        token: typeof token === 'string' && token !== '' ? token : null,
        language: parseApiLanguage(typeof language === 'string' ? language : null),
        userId: typeof userId === 'string' ? userId : null,
      };
    },
    async resetCatalogue(ownerUserId) {
      // the queued requests go with the outbox: the previous user's unsent work is never sent
      // under the new owner's session (src/domain/sync/unsentWork.ts)
      await db.transaction('rw', [...syncTables(db), db.cache], async () => {
        await Promise.all(syncTables(db).map((table) => table.clear()));
        await db.cache.delete(QUEUED_REQUESTS_KEY);
        await db.syncMeta.put({ key: SYNC_META_KEY, ...newSyncMeta(ownerUserId) });
      });
    },
  };
}

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_INDEXES } from './catalogueIndexes';
import { openPortalDb } from './db';

describe('portal database upgrade to version 3', () => {
  it('keeps only the server copies of records with pending ops, and tombstones', async () => {
    const name = `portal-upgrade-${crypto.randomUUID()}`;
    // a version-2 database as the previous build left it: a server copy of every record
    const old = new Dexie(name);
    old.version(2).stores({
      session: 'key',
      lookups: 'name',
      cache: 'key',
      ...CATALOGUE_INDEXES,
      serverRecords: '[entity+id]',
      outbox: 'opId, seq, [entity+entityId]',
      conflicts: 'id, opId, createdAt, [entity+entityId]',
      syncMeta: 'key',
    });
    await old.table('serverRecords').bulkPut([
      { entity: 'album', id: 'settled', version: 1, record: { id: 'settled', version: 1 } },
      { entity: 'album', id: 'edited', version: 1, record: { id: 'edited', version: 1 } },
      { entity: 'track', id: 'sorted', version: 1, record: { id: 'sorted', version: 1 } },
      { entity: 'artist', id: 'deleted', version: 4, record: null },
    ]);
    await old.table('outbox').bulkPut([
      { opId: 'op-1', seq: 1, kind: 'update', entity: 'album', entityId: 'edited', payload: { name: 'x' } },
      { opId: 'op-2', seq: 2, kind: 'sortTracks', entity: 'album', entityId: 'other', payload: { trackIds: ['sorted'] } },
    ]);
    old.close();

    const db = openPortalDb(name);
    const keys = (await db.serverRecords.toArray()).map((row) => `${row.entity}:${row.id}`).sort();
    expect(keys).toEqual(['album:edited', 'artist:deleted', 'track:sorted']);
    expect(await db.outbox.count()).toBe(2);
    await db.delete();
  });
});

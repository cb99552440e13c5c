import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_INDEXES_V2, CATALOGUE_INDEXES_V4, CATALOGUE_INDEXES_V6 } from './catalogueIndexes';
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
      ...CATALOGUE_INDEXES_V2,
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

describe('portal database upgrade to version 4', () => {
  it('adds the list indexes and writes the search key of every record already stored', async () => {
    const name = `portal-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    const v2 = {
      session: 'key',
      lookups: 'name',
      cache: 'key',
      ...CATALOGUE_INDEXES_V2,
      serverRecords: '[entity+id]',
      outbox: 'opId, seq, [entity+entityId]',
      conflicts: 'id, opId, createdAt, [entity+entityId]',
      syncMeta: 'key',
    };
    old.version(2).stores(v2);
    old.version(3).stores({});
    await old.table('track').bulkPut([
      { id: 't1', name: 'Ｂench Track 1', isrc: 'CNBN00000001', langCode: 'en', updatedAt: '2026-01-01T00:00:00.000Z' },
      { id: 't2', name: '晴天', isrc: null, langCode: 'zh', updatedAt: '2026-01-02T00:00:00.000Z' },
    ]);
    await old.table('authorization').put({ id: 'a1', title: 'Letter A', updatedAt: '2026-01-01T00:00:00.000Z' });
    old.close();

    const db = openPortalDb(name);
    expect(db.verno).toBe(8);
    const found = await db.track.where('_nameKey').startsWith('bench').primaryKeys();
    expect(found).toEqual(['t1']);
    expect(await db.track.where('[langCode+_nameKey]').between(['zh', ''], ['zh', '\uffff']).primaryKeys()).toEqual(['t2']);
    expect(await db.authorization.where('_nameKey').equals('letter a').count()).toBe(1);
    // the key is a storage detail: records read back do not carry it
    expect(await db.track.get('t1')).not.toHaveProperty('_nameKey');
    await db.delete();
  });
});

describe('portal database upgrade to version 6', () => {
  it('finds the albums and tracks of an artist already stored through the artist index, and keeps the key out of reads', async () => {
    const name = `portal-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(5).stores({ ...CATALOGUE_INDEXES_V4, batches: 'id, status, updatedAt', batchFiles: '[batchId+path], batchId' });
    await old.table('track').bulkPut([
      { id: 't1', name: 'One', artists: [{ artistId: 'ar1', role: 'main' }, { artistId: 'ar2', role: 'featured' }], updatedAt: '2026-01-01T00:00:00.000Z' },
      { id: 't2', name: 'Two', artists: [{ artistId: 'ar2', role: 'main' }, { artistId: 'ar2', role: 'producer' }], updatedAt: '2026-01-02T00:00:00.000Z' },
      { id: 't3', name: 'Three', artists: [], updatedAt: '2026-01-03T00:00:00.000Z' },
    ]);
    await old.table('album').put({ id: 'al1', name: 'Album', artists: [{ artistId: 'ar1', role: 'MainArtist' }], updatedAt: '2026-01-01T00:00:00.000Z' });
    old.close();

    const db = openPortalDb(name);
    expect(db.verno).toBe(8);
    expect((await db.track.where('_artistIds').equals('ar2').primaryKeys()).sort()).toEqual(['t1', 't2']);
    expect(await db.album.where('_artistIds').equals('ar1').primaryKeys()).toEqual(['al1']);
    // written later: the middleware keeps the index current
    await db.track.put({ id: 't3', name: 'Three', artists: [{ artistId: 'ar1', role: 'main' }], updatedAt: '2026-01-04T00:00:00.000Z' });
    expect((await db.track.where('_artistIds').equals('ar1').primaryKeys()).sort()).toEqual(['t1', 't3']);
    expect(await db.track.get('t1')).not.toHaveProperty('_artistIds');
    await db.delete();
  });
});

describe('portal database upgrade to version 8', () => {
  it('finds words inside the names, UPCs and ISRCs of records stored before it', async () => {
    const name = `portal-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(7).stores({ ...CATALOGUE_INDEXES_V6, batches: 'id, status, updatedAt', batchFiles: '[batchId+path], batchId', errorLog: '++seq' });
    await old.table('album').bulkPut([
      { id: 'al1', name: '城市夜色', _nameKey: '城市夜色', upc: '0602445566778', updatedAt: '2026-01-01T00:00:00.000Z' },
      { id: 'al2', name: 'Blue Hour', _nameKey: 'blue hour', updatedAt: '2026-01-02T00:00:00.000Z' },
    ]);
    await old.table('track').put({ id: 't1', name: 'Hour by hour', _nameKey: 'hour by hour', isrc: 'CNA122600042', updatedAt: '2026-01-01T00:00:00.000Z' });
    old.close();

    const db = openPortalDb(name);
    expect(db.verno).toBe(8);
    expect(await db.album.where('_words').startsWith('夜色').primaryKeys()).toEqual(['al1']);
    expect(await db.album.where('_words').startsWith('hour').primaryKeys()).toEqual(['al2']);
    expect(await db.album.where('_words').startsWith('4455').primaryKeys()).toEqual(['al1']);
    expect(await db.track.where('_codes').startsWith('600042').primaryKeys()).toEqual(['t1']);
    expect(await db.track.get('t1')).toEqual({ id: 't1', name: 'Hour by hour', isrc: 'CNA122600042', updatedAt: '2026-01-01T00:00:00.000Z' });
    await db.delete();
  });
});

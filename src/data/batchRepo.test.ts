import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBatchRepo, hasRunningBatch, readPlaylistLookups, type BatchFileRow, type BatchRow } from './batchRepo';
import { createCatalogueRepo } from './catalogueRepo';
import { CATALOGUE_INDEXES_V4 } from './catalogueIndexes';
import { openPortalDb, type PortalDb } from './db';
import { albumInput, openTestDb, trackInput } from './testing';

const PARTY = '00000000-0000-4000-8000-000000000900';
const OTHER = '00000000-0000-4000-8000-000000000901';

function batchRow(id: string, overrides: Partial<BatchRow> = {}): BatchRow {
  return {
    id,
    authorizationCompanyId: PARTY,
    playlistName: 'list.xlsx',
    status: 'running',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    albums: [{ folder: 'A', row: 2, albumId: 'album-a', name: 'A', fields: {}, tracks: [], state: 'waiting', problem: null }],
    ...overrides,
  };
}

function fileRow(batchId: string, path: string): BatchFileRow {
  return {
    batchId,
    path,
    name: path.split('/').pop() ?? path,
    size: 10,
    lastModified: 0,
    target: { kind: 'cover', folder: 'A' },
    purpose: 'batchCover',
    recordId: 'album-a',
    trackId: null,
    facts: null,
    fileId: null,
    fileState: 'waiting',
    associationState: 'waiting',
    problem: null,
  };
}

describe('database version 5', () => {
  it('adds the batch tables to a version-4 database and keeps its records', async () => {
    const name = `portal-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(4).stores({
      session: 'key',
      lookups: 'name',
      cache: 'key',
      ...CATALOGUE_INDEXES_V4,
      serverRecords: '[entity+id]',
      outbox: 'opId, seq, [entity+entityId]',
      conflicts: 'id, opId, createdAt, [entity+entityId]',
      syncMeta: 'key',
    });
    await old.table('album').put({ id: 'a1', name: 'Kept', _nameKey: 'kept', updatedAt: '2026-01-01T00:00:00.000Z' });
    old.close();

    const db = openPortalDb(name);
    // later versions may follow; the batch tables arrived with 5
    expect(db.verno).toBeGreaterThanOrEqual(5);
    expect(await db.album.get('a1')).toMatchObject({ name: 'Kept' });
    await db.batches.put(batchRow('b1'));
    await db.batchFiles.put(fileRow('b1', 'A/cover.png'));
    expect(await db.batchFiles.where('batchId').equals('b1').count()).toBe(1);
    await db.delete();
  });
});

describe('batch repository', () => {
  let db: PortalDb;
  beforeEach(async () => {
    db = await openTestDb();
  });
  afterEach(() => db.delete());

  it('tells the shell whether a batch is still running (closed ones do not count)', async () => {
    const repo = createBatchRepo(db);
    expect(await hasRunningBatch(db)).toBe(false);
    await repo.saveNewBatch(batchRow('b9'), []);
    expect(await hasRunningBatch(db)).toBe(true);
    await repo.closeBatch('b9');
    expect(await hasRunningBatch(db)).toBe(false);
  });

  it('saves a plan once: a second save under the same id answers the first plan', async () => {
    const repo = createBatchRepo(db);
    const first = await repo.saveNewBatch(batchRow('b1'), [fileRow('b1', 'A/cover.png')]);
    const second = await repo.saveNewBatch(batchRow('b1', { albums: [] }), [fileRow('b1', 'B/other.png')]);
    expect(second).toEqual(first);
    expect((await repo.listFiles('b1')).map((f) => f.path)).toEqual(['A/cover.png']);
  });

  it('finds the newest batch not closed', async () => {
    const repo = createBatchRepo(db);
    await repo.saveNewBatch(batchRow('old', { updatedAt: '2026-11-20T00:00:00.000Z' }), []);
    await repo.saveNewBatch(batchRow('new', { updatedAt: '2026-11-21T00:00:00.000Z' }), []);
    expect((await repo.openBatch())?.id).toBe('new');
    await repo.closeBatch('new');
    expect((await repo.openBatch())?.id).toBe('old');
    await repo.closeBatch('old');
    expect(await repo.openBatch()).toBeUndefined();
  });

  it('updates one album and one file without touching the others', async () => {
    const repo = createBatchRepo(db);
    await repo.saveNewBatch(batchRow('b1'), [fileRow('b1', 'A/cover.png'), fileRow('b1', 'A/01.wav')]);
    await repo.updateAlbum('b1', 'A', { state: 'created' });
    await repo.updateFile('b1', 'A/01.wav', { fileId: 'f1', fileState: 'success' });
    expect((await repo.getBatch('b1'))?.albums[0]?.state).toBe('created');
    const files = await repo.listFiles('b1');
    expect(files.find((f) => f.path === 'A/01.wav')).toMatchObject({ fileId: 'f1', fileState: 'success' });
    expect(files.find((f) => f.path === 'A/cover.png')).toMatchObject({ fileId: null, fileState: 'waiting' });
    expect(await repo.updateFile('b1', 'missing', { fileState: 'failed' })).toBeUndefined();
  });

  it('tells whether a catalogue record exists on this device', async () => {
    const repo = createBatchRepo(db);
    const album = await createCatalogueRepo(db).createRecord('album', albumInput('Here'));
    expect(await repo.recordExists('album', String(album.id))).toBe(true);
    expect(await repo.recordExists('album', 'nowhere')).toBe(false);
  });
});

describe('playlist lookups', () => {
  let db: PortalDb;
  beforeEach(async () => {
    db = await openTestDb();
  });
  afterEach(() => db.delete());

  it('names the parties of the chosen authorizing party, every artist, and the used ISRCs and UPCs', async () => {
    const repo = createCatalogueRepo(db);
    const own = await repo.createRecord('recordCompany', { name: ' Demo  Records ', displayLanguage: 'zh-Hans', authorizationCompanyId: PARTY });
    await repo.createRecord('recordCompany', { name: 'Elsewhere', displayLanguage: 'zh-Hans', authorizationCompanyId: OTHER });
    const line = await repo.createRecord('plCline', { name: '演示唱片有限公司', authorizationCompanyId: PARTY });
    const artist = await repo.createRecord('artist', { name: 'Ｌin Xia', countryCode: 'CN', type: 'female' });
    const proto = await repo.createRecord('artist', { name: '__proto__', countryCode: 'CN', type: 'male' });
    const album = await repo.createRecord('album', albumInput('A', { upcMode: 'owned', upc: '012345678905' }));
    await repo.createRecord('track', trackInput(String(album.id), 'T', { isrc: 'CNA122600001' }));

    const lookups = await readPlaylistLookups(db, PARTY);
    expect(lookups.authorizationCompanyId).toBe(PARTY);
    expect({ ...lookups.recordCompanies }).toEqual({ 'demo records': own.id });
    expect({ ...lookups.plines }).toEqual({ 演示唱片有限公司: line.id });
    expect({ ...lookups.clines }).toEqual({ 演示唱片有限公司: line.id });
    expect(lookups.artists['ｌin xia']).toBe(artist.id);
    expect(Object.getOwnPropertyDescriptor(lookups.artists, '__proto__')?.value).toBe(proto.id);
    expect(lookups.usedIsrcs).toEqual(['CNA122600001']);
    expect(lookups.usedUpcs).toEqual(['012345678905']);
  });
});

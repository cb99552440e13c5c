import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAlbum, makeAuthorization, makeBinding, makeTrack } from '../domain/catalogue/testing';
import { listPendingOps, readAlbumSubmissionData } from './albumSubmissionQueries';
import { createCatalogueRepo } from './catalogueRepo';
import type { PortalDb } from './db';
import { openTestDb } from './testing';

let db: PortalDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  db.close();
});

describe('readAlbumSubmissionData', () => {
  it('reads the album with its tracks, their bindings, letters and lyrics, and the ISRCs other albums hold', async () => {
    const album = makeAlbum();
    const other = makeAlbum();
    const a = makeTrack({ albumId: album.id, isrc: 'CNA122600001' });
    const b = makeTrack({ albumId: album.id, isrc: 'CNA122600002' });
    const twin = makeTrack({ albumId: other.id, isrc: 'CNA122600002' });
    const letter = makeAuthorization();
    const unrelated = makeAuthorization();
    await db.table('album').bulkPut([album, other]);
    await db.table('track').bulkPut([a, b, twin]);
    await db.table('authorization').bulkPut([letter, unrelated]);
    await db.table('authorizationTrack').bulkPut([makeBinding(letter.id, a.id, null), makeBinding(unrelated.id, twin.id, other.id)]);
    await db.table('lyrics').bulkPut([
      { id: 'l1', trackId: a.id, format: 'lrc' },
      { id: 'l2', trackId: a.id, format: 'txt' },
      { id: 'l3', trackId: twin.id, format: 'lrc' },
    ]);

    const data = await readAlbumSubmissionData(db, album.id);
    expect(data?.album.id).toBe(album.id);
    expect(data?.tracks.map((t) => t.id).sort()).toEqual([a.id, b.id].sort());
    // found by track, even when the binding does not name the album
    expect(data?.bindings.map((x) => x.trackId)).toEqual([a.id]);
    expect(data?.authorizations.map((l) => l.id)).toEqual([letter.id]);
    expect(data?.lyricsFormatsByTrack).toEqual(new Map([[a.id, ['lrc', 'txt']]]));
    expect(data?.isrcsUsedElsewhere).toEqual(new Set(['CNA122600002']));
  });

  it('answers null for an album this device does not have, and empty lists for an album without tracks', async () => {
    expect(await readAlbumSubmissionData(db, 'missing')).toBeNull();
    const album = makeAlbum();
    await db.table('album').put(album);
    expect(await readAlbumSubmissionData(db, album.id)).toMatchObject({ tracks: [], bindings: [], authorizations: [] });
  });
});

describe('listPendingOps', () => {
  it('lists the ops of one record still in the outbox, oldest first', async () => {
    const repo = createCatalogueRepo(db);
    const album = makeAlbum({ reviewStatus: 12, approvedAt: '2026-01-15T08:00:00.000Z' });
    await db.table('album').put(album);
    await repo.runAlbumCommand(album.id, 'startModification');
    await repo.updateRecord('album', album.id, { introduction: 'changed' });
    await repo.createRecord('album', { name: 'Other', authorizationCompanyId: album.authorizationCompanyId, displayLanguage: 'en', type: 2 });
    expect((await listPendingOps(db, 'album', album.id)).map((op) => op.kind)).toEqual(['startModification', 'update']);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../../data/catalogueRepo';
import { queryRecords } from '../../../data/catalogueQueries';
import { db, visibleTable } from '../../../data/db';
import { albumInput, failOutboxWrite, trackInput } from '../../../data/testing';
import { testId } from '../../../domain/catalogue/testing';
import { bindTracks } from './useBindings';

const party = '00000000-0000-4000-8000-000000000900';
const pdf = { path: testId(951), name: 'a.pdf', sizeBytes: 10 };

async function letter(title: string): Promise<string> {
  const created = await createRecord('authorization', {
    authorizationCompanyId: party,
    title,
    number: null,
    attachment: pdf,
    metadataAttachment: null,
  });
  return String(created.id);
}

async function track(albumId: string | null, name: string): Promise<string> {
  return String((await createRecord('track', trackInput(albumId, name))).id);
}

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('bindTracks', () => {
  it('binds free tracks with their album, once; a track of another file is refused and left as it was', async () => {
    const albumId = String((await createRecord('album', albumInput('A'))).id);
    const [a, b] = [await letter('A'), await letter('B')];
    const [t1, t2] = [await track(albumId, 'one'), await track(null, 'two')];

    expect(await bindTracks(a, [t1, t2])).toEqual([
      { trackId: t1, outcome: 'bind' },
      { trackId: t2, outcome: 'bind' },
    ]);
    const rows = await queryRecords(db, 'authorizationTrack', {
      where: { field: 'authorizationId', equals: a },
    });
    expect(rows.map((r) => [r.trackId, r.albumId]).sort()).toEqual(
      [
        [t1, albumId],
        [t2, null],
      ].sort(),
    );
    expect(
      (await db.outbox.toArray())
        .filter((op) => op.entity === 'authorizationTrack')
        .map((op) => op.kind),
    ).toEqual(['create', 'create']);

    expect(await bindTracks(a, [t1])).toEqual([{ trackId: t1, outcome: 'alreadyHere' }]);
    expect(await bindTracks(b, [t1])).toEqual([
      { trackId: t1, outcome: 'boundElsewhere', authorizationId: a },
    ]);
    expect(
      await queryRecords(db, 'authorizationTrack', { where: { field: 'trackId', equals: t1 } }),
    ).toHaveLength(1);
  });

  it('refuses tracks of an album whose review locks it', async () => {
    const albumId = String((await createRecord('album', albumInput('Pending'))).id);
    await visibleTable(db, 'album').update(albumId, { reviewStatus: 11 });
    const t = await track(albumId, 'locked');
    expect(await bindTracks(await letter('A'), [t])).toEqual([{ trackId: t, outcome: 'locked' }]);
  });

  it('binds the tracks together: a failure part way binds none, and each is told it failed', async () => {
    const albumId = String((await createRecord('album', albumInput('A'))).id);
    const a = await letter('A');
    const tracks = [
      await track(albumId, 'one'),
      await track(albumId, 'two'),
      await track(null, 'three'),
    ];
    const queued = await db.outbox.count();

    const restore = failOutboxWrite(db, 2);
    const results = await bindTracks(a, tracks).finally(restore);
    expect(results).toEqual(tracks.map((trackId) => ({ trackId, outcome: 'failed' })));
    expect(await db.table('authorizationTrack').count()).toBe(0);
    expect(await db.outbox.count()).toBe(queued);

    expect((await bindTracks(a, tracks)).map((r) => r.outcome)).toEqual(['bind', 'bind', 'bind']);
    expect(
      (await db.outbox.orderBy('seq').toArray())
        .slice(queued)
        .map((op) => `${op.kind}:${op.entity}`),
    ).toEqual(tracks.map(() => 'create:authorizationTrack'));
  });
});

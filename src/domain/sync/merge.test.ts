import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum, makeTrack, testId } from '../catalogue/testing';
import {
  applyOp,
  applyPatch,
  changedFields,
  deepEqual,
  mergeFields,
  opsForRecord,
  rebase,
} from './merge';
import { makeOp } from './opTesting';

const json = fc.jsonValue();
const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), json);
/** Two patches over disjoint key sets. */
const disjointPatches = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 0, maxLength: 10 })
  .chain((keys) =>
    fc
      .tuple(
        fc.array(json, { minLength: keys.length, maxLength: keys.length }),
        fc.nat({ max: keys.length }),
      )
      .map(([values, cut]) => {
        const a: Record<string, unknown> = {};
        const b: Record<string, unknown> = {};
        keys.forEach((k, i) => ((i < cut ? a : b)[k] = values[i]));
        return [a, b] as const;
      }),
  );

describe('deepEqual and changedFields', () => {
  it.each([
    [1, 1, true],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], [2, 1], false],
    [null, {}, false],
    [Number.NaN, Number.NaN, true],
    [[], {}, false],
  ])('%j vs %j -> %s', (a, b, eq) => {
    expect(deepEqual(a, b)).toBe(eq);
  });
  it('is reflexive on JSON', () => {
    fc.assert(fc.property(json, (v) => deepEqual(v, structuredClone(v))));
  });
  it('changedFields lists what differs', () => {
    expect(changedFields({ a: 1, b: [1] }, { a: 1, b: [2], c: 3 })).toEqual(['b', 'c']);
    expect(changedFields(null, { a: 1 })).toEqual(['a']);
  });
});

describe('mergeFields', () => {
  it('merges disjoint fields', () => {
    expect(mergeFields({ name: 'A' }, { genreId: 'rock' })).toEqual({
      kind: 'merged',
      patch: { name: 'A', genreId: 'rock' },
    });
  });
  it('the same change on both sides is no conflict', () => {
    expect(mergeFields({ name: 'A', x: [1] }, { name: 'A', x: [1] })).toEqual({
      kind: 'merged',
      patch: { name: 'A', x: [1] },
    });
  });
  it('overlapping different values conflict, fields listed', () => {
    expect(mergeFields({ name: 'A', b: 1, c: 1 }, { name: 'B', c: 2 })).toEqual({
      kind: 'conflict',
      fields: ['c', 'name'],
    });
  });
  it('disjoint patches give the same record in either order, equal to the merge', () => {
    fc.assert(
      fc.property(record, disjointPatches, (r, [client, server]) => {
        const one = applyPatch(applyPatch(r, client), server);
        const two = applyPatch(applyPatch(r, server), client);
        const merged = mergeFields(client, server);
        return (
          deepEqual(one, two) &&
          merged.kind === 'merged' &&
          deepEqual(applyPatch(r, merged.patch), one)
        );
      }),
    );
  });
  it('a field changed two different ways is always a conflict', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), json, json, (key, a, b) => {
        fc.pre(!deepEqual(a, b));
        const r = mergeFields({ [key]: a }, { [key]: b });
        return r.kind === 'conflict' && r.fields.includes(key);
      }),
    );
  });
});

describe('rebase', () => {
  it('with no pending ops is the server record', () => {
    fc.assert(fc.property(fc.option(record, { nil: null }), (r) => rebase(r, []) === r));
  });
  it('re-applies pending updates in seq order on top of the server copy', () => {
    const server = makeTrack({ version: 7, name: 'Server', genreId: 'rock' });
    const ops = [
      makeOp('update', { seq: 3, entityId: server.id, payload: { name: 'Third' } }),
      makeOp('update', {
        seq: 2,
        entityId: server.id,
        payload: { name: 'Second', subTitle: 'Live' },
      }),
    ];
    expect(rebase(server, ops)).toEqual({ ...server, name: 'Third', subTitle: 'Live' });
  });
  it('keeps the server version while ops are pending', () => {
    const server = makeTrack({ version: 7 });
    expect(
      rebase(server, [makeOp('update', { entityId: server.id, payload: { name: 'x' } })])?.version,
    ).toBe(7);
  });
  it('a pending create shows the new record; a pending delete hides it (albums aside)', () => {
    const created = rebase(null, [
      makeOp('create', { entity: 'artist', entityId: testId(5), payload: { name: 'New' } }),
    ]);
    expect(created).toEqual({
      id: testId(5),
      name: 'New',
      version: 0,
      updatedAt: '2025-01-02T00:00:00.000Z',
    });
    expect(rebase(makeTrack(), [makeOp('delete')])).toBeNull();
    expect(rebase(null, [makeOp('update', { payload: { name: 'x' } })])).toBeNull();
  });
  it('a pending album delete keeps the album in status 15, as the server does, where it allows the delete', () => {
    for (const reviewStatus of [10, 12, 13, 14] as const) {
      const album = makeAlbum({ reviewStatus, version: 4 });
      expect(rebase(album, [makeOp('delete', { entity: 'album', entityId: album.id })])).toEqual({
        ...album,
        reviewStatus: 15,
      });
    }
    // pending or already deleted: the server refuses (locked); released: it must go off shelf first
    for (const reviewStatus of [11, 15, 16] as const) {
      const album = makeAlbum({ reviewStatus });
      expect(applyOp(album, makeOp('delete', { entity: 'album', entityId: album.id }))).toEqual(
        album,
      );
    }
    const released = makeAlbum({ reviewStatus: 12, releaseStatus: 22, everReleased: true });
    expect(applyOp(released, makeOp('delete', { entity: 'album', entityId: released.id }))).toEqual(
      released,
    );
    // created and deleted before the server answered: the server creates it in 10, then deletes it
    const created = rebase(null, [
      makeOp('create', {
        entity: 'album',
        entityId: testId(7),
        seq: 1,
        payload: { name: 'Brief' },
      }),
      makeOp('delete', { entity: 'album', entityId: testId(7), seq: 2, baseVersion: 0 }),
    ]);
    expect(created).toMatchObject({ id: testId(7), name: 'Brief', reviewStatus: 15 });
    expect(applyOp(null, makeOp('delete', { entity: 'album' }))).toBeNull();
  });
  it('review commands move the status the way the server will', () => {
    const a = makeAlbum({ reviewStatus: 12, approvedAt: '2025-01-01T00:00:00.000Z' });
    const afterStart = rebase(a, [makeOp('startModification', { entityId: a.id, seq: 1 })]);
    expect(afterStart?.reviewStatus).toBe(14);
    const afterSubmit = rebase(a, [
      makeOp('startModification', { seq: 1 }),
      makeOp('submitForReview', { seq: 2 }),
    ]);
    expect(afterSubmit?.reviewStatus).toBe(16);
    expect(rebase(makeAlbum({ reviewStatus: 11 }), [makeOp('submitForReview')])?.reviewStatus).toBe(
      11,
    );
    expect(
      rebase(makeAlbum({ reviewStatus: 14, approvedAt: 'x' }), [makeOp('undoModification')])
        ?.reviewStatus,
    ).toBe(12);
  });
  it('bind and unbind create and remove the binding', () => {
    const bound = rebase(null, [makeOp('bindAuthorization', { entityId: testId(8) })]);
    expect(bound).toMatchObject({ id: testId(8), authorizationId: testId(2), trackId: testId(3) });
    expect(rebase(bound, [makeOp('unbindAuthorization')])).toBeNull();
  });
  it("sortTracks renumbers the album's tracks", () => {
    const albumId = testId(50);
    const t1 = makeTrack({ id: testId(51), albumId, trackNo: 1 });
    const t2 = makeTrack({ id: testId(52), albumId, trackNo: 2 });
    const sort = makeOp('sortTracks', { entityId: albumId, payload: { trackIds: [t2.id, t1.id] } });
    expect(rebase(t1, [sort])?.trackNo).toBe(2);
    expect(rebase(t2, [sort])?.trackNo).toBe(1);
    expect(applyOp({ ...t1, albumId: testId(99) }, sort)).toEqual({ ...t1, albumId: testId(99) });
  });
  it("applying pending updates after the server's disjoint change keeps both", () => {
    fc.assert(
      fc.property(record, disjointPatches, (r, [client, server]) => {
        // the server's record has its own id (set below); a patch of `id` would be overwritten by it
        fc.pre(!Object.prototype.hasOwnProperty.call(server, 'id'));
        const serverRecord = { ...applyPatch(r, server), id: 'x', version: 2 };
        const shown = rebase(serverRecord, [makeOp('update', { entityId: 'x', payload: client })]);
        return (
          shown !== null &&
          Object.entries({ ...server, ...client }).every(([k, v]) =>
            deepEqual(shown[k as keyof typeof shown], v),
          )
        );
      }),
    );
  });
});

describe('opsForRecord', () => {
  it("picks the record's ops and its album's sortTracks", () => {
    const albumId = testId(60);
    const track = makeTrack({ id: testId(61), albumId });
    const mine = makeOp('update', { entityId: track.id });
    const other = makeOp('update', { entityId: testId(62) });
    const sort = makeOp('sortTracks', { entityId: albumId });
    const otherSort = makeOp('sortTracks', { entityId: testId(63) });
    expect(opsForRecord([mine, other, sort, otherSort], 'track', track.id, track)).toEqual([
      mine,
      sort,
    ]);
    expect(opsForRecord([sort], 'album', albumId)).toEqual([]);
  });
});

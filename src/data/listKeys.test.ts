import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogueRepo } from './catalogueRepo';
import type { PortalDb } from './db';
import { artistIdsOf, nameKeyOf, searchPrefixOf, withoutStorageKeys, withStorageKeys } from './listKeys';
import { albumInput, openTestDb } from './testing';

describe('search keys', () => {
  it('fold case, full-width forms and runs of spaces; a stored key is trimmed', () => {
    expect(nameKeyOf('  Ｂench   TRACK 1 ')).toBe('bench track 1');
    expect(nameKeyOf('晴天')).toBe('晴天');
    expect(nameKeyOf(null)).toBe('');
  });

  it('keep the trailing space of a typed search, and treat blank as no search', () => {
    expect(searchPrefixOf('  Bench ')).toBe('bench ');
    expect(searchPrefixOf('   ')).toBe('');
  });

  it('a typed beginning of a name, in any case, is a prefix of the name\'s key', () => {
    const char = fc.constantFrom(...'aBcXyZ09 -Ｂｅ晴天の'.split(''));
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 20 }), fc.nat(), fc.boolean(), (chars, cut, upper) => {
        const name = chars.join('');
        const typed = name.slice(0, (cut % name.length) + 1);
        const prefix = searchPrefixOf(upper ? typed.toUpperCase() : typed.toLowerCase());
        if (prefix === '') return;
        // a stored key is trimmed: only a prefix ending in a space may run past it
        expect(`${nameKeyOf(name)} `.startsWith(prefix)).toBe(true);
      }),
    );
  });

  it('strip only the storage key', () => {
    const record = { id: 'x', name: 'A' };
    expect(withoutStorageKeys(record)).toBe(record);
    expect(withoutStorageKeys({ ...record, _nameKey: 'a' })).toEqual(record);
    expect(withoutStorageKeys({ ...record, _nameKey: 'a', _artistIds: ['r'] })).toEqual(record);
  });

  it('key albums and tracks by each of their artists once, other entities by name only', () => {
    const artists = [{ artistId: 'r1', role: 'main' }, { artistId: 'r2', role: 'featured' }, { artistId: 'r1', role: 'producer' }, { artistId: '' }];
    expect(withStorageKeys('track', { id: 't', name: 'Dawn', artists })).toMatchObject({ _nameKey: 'dawn', _artistIds: ['r1', 'r2'] });
    expect(withStorageKeys('album', { id: 'a', name: 'Album', artists: null })).toMatchObject({ _artistIds: [] });
    expect(withStorageKeys('artist', { id: 'r1', name: 'Lin' })).not.toHaveProperty('_artistIds');
    expect(artistIdsOf('not a list')).toEqual([]);
  });
});

describe('the name-key middleware', () => {
  let db: PortalDb;
  beforeEach(async () => {
    db = await openTestDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it('indexes every write by its folded name and never shows the key on reads', async () => {
    const repo = createCatalogueRepo(db);
    const album = await repo.createRecord('album', albumInput('Ｈello World'));
    const id = String(album.id);
    expect(await db.album.where('_nameKey').startsWith('hello').primaryKeys()).toEqual([id]);
    expect(album).not.toHaveProperty('_nameKey');
    expect(await db.album.get(id)).not.toHaveProperty('_nameKey');
    expect((await db.album.bulkGet([id]))[0]).not.toHaveProperty('_nameKey');
    expect((await db.album.toArray())[0]).not.toHaveProperty('_nameKey');
    const seen: unknown[] = [];
    await db.album.orderBy('_nameKey').each((row) => seen.push(row));
    expect(seen[0]).not.toHaveProperty('_nameKey');
    expect(seen[0]).toMatchObject({ id, name: 'Ｈello World' });

    await repo.updateRecord('album', id, { name: 'Goodbye' });
    expect(await db.album.where('_nameKey').startsWith('hello').count()).toBe(0);
    expect(await db.album.where('_nameKey').equals('goodbye').count()).toBe(1);
    await db.album.where('id').equals(id).modify({ name: 'Modified' });
    expect(await db.album.where('_nameKey').equals('modified').count()).toBe(1);
  });

  it('leaves tables without a name alone', async () => {
    await db.lyrics.put({ id: 'l1', trackId: 't1', title: 'Words' });
    expect(await db.lyrics.get('l1')).toEqual({ id: 'l1', trackId: 't1', title: 'Words' });
  });

  it('wakes a live query on a name-key range when a name changes', async () => {
    const repo = createCatalogueRepo(db);
    const seen: number[] = [];
    const sub = liveQuery(() => db.album.where('_nameKey').startsWith('sun').count()).subscribe((n) => seen.push(n));
    await new Promise((r) => setTimeout(r, 20));
    const album = await repo.createRecord('album', albumInput('Moon'));
    await repo.updateRecord('album', String(album.id), { name: 'Sunrise' });
    await expect.poll(() => seen.at(-1)).toBe(1);
    sub.unsubscribe();
  });
});

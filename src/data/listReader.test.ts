import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LooseRecord } from '../domain/sync/records';
import type { PortalDb } from './db';
import { cleanCode, codeSearchKeys, matchesCode, matchesName, nameSearchKeys, searchKeyPrefix } from '../domain/catalogue/searchWords';
import { nameKeyOf, searchPrefixOf } from './listKeys';
import { planList, planWholeTable, type ListPlan, type ListQuery } from './listPlan';
import { readRecords, readSlice, walkStep, type ListAnchor } from './listReader';
import { openTestDb } from './testing';

let db: PortalDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.delete();
});

/** The key a search meets a record at: its first key (last when descending) starting with the typed prefix. */
function searchKeyOf(r: LooseRecord, query: ListQuery, descending: boolean): string | null {
  const search = query.search;
  if (!search) return null;
  const isrc = search.field === 'isrc';
  const prefix = isrc ? cleanCode(search.text) : searchKeyPrefix(searchPrefixOf(search.text));
  const keys = (isrc ? codeSearchKeys(r.isrc) : nameSearchKeys(r.name)).filter((k) => k.startsWith(prefix)).sort();
  if (keys.length === 0) return null;
  return descending ? keys[keys.length - 1] : keys[0];
}

/** What a plan must list, computed the slow way: filter everything, sort by (key, id). */
function reference(records: LooseRecord[], query: ListQuery): string[] {
  const search = query.search;
  const typed = search ? (search.field === 'isrc' ? cleanCode(search.text) : searchPrefixOf(search.text)) : '';
  const descending = typed !== '' ? search?.field === 'name' && query.sort.field === 'name' && query.sort.direction === 'desc' : query.sort.direction === 'desc';
  const keyOf = (r: LooseRecord): string =>
    typed !== '' ? (searchKeyOf(r, query, descending) ?? '') : query.sort.field === 'name' ? nameKeyOf(r.name) : String(r[query.sort.field]);
  const rows = records.filter((r) => {
    if (typed !== '' && search?.field === 'isrc' && !matchesCode(r.isrc, typed)) return false;
    if (typed !== '' && search?.field === 'name' && !matchesName(r.name, typed)) return false;
    for (const [field, value] of Object.entries(query.filters ?? {})) {
      if (value === null || value === undefined) continue;
      const anyOf = Array.isArray(value) ? value : [value];
      if (!anyOf.includes(r[field] as never)) return false;
    }
    const from = query.updated?.from;
    const to = query.updated?.to;
    if (from && String(r.updatedAt) < from) return false;
    if (to && String(r.updatedAt) > to) return false;
    return true;
  });
  rows.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : String(a.id) < String(b.id) ? -1 : 1));
  if (descending) rows.reverse();
  return rows.map((r) => String(r.id));
}

async function readAllInPages(plan: ListPlan, size: number): Promise<string[]> {
  const ids: string[] = [];
  let from: ListAnchor | null = null;
  for (;;) {
    const slice = await readSlice(db, plan, from, from === null ? 0 : 1, size);
    ids.push(...slice.rows.map((r) => String(r.record.id)));
    if (slice.ended || slice.rows.length === 0) return ids;
    from = slice.rows[slice.rows.length - 1].anchor;
  }
}

async function walkAll(plan: ListPlan, step: number, budget: number): Promise<{ anchors: ListAnchor[]; count: number }> {
  const anchors: ListAnchor[] = [];
  let from: ListAnchor | null = null;
  for (let guard = 0; guard < 10_000; guard++) {
    const result = await walkStep(db, plan, from, step, budget);
    anchors.push(...result.anchors);
    if (result.count !== null) return { anchors, count: result.count };
    from = result.resume;
  }
  throw new Error('the walk did not end');
}

const NAMES = ['Apple', 'apple', 'Apricot', 'banana', 'Ｂand', 'Band', '晴天', '晴空', 'apple pie', '', 'Blue Hour', 'Hour by hour', '城市夜色', '夜色 Band', 'pie (Apple)'];
const DAYS = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'];

const trackArb = fc.record({
  name: fc.constantFrom(...NAMES),
  langCode: fc.constantFrom('en', 'zh', null),
  trackVersion: fc.constantFrom('studio', 'live', null),
  source: fc.constantFrom(1, 2),
  updatedAt: fc.constantFrom(...DAYS),
  isrc: fc.constantFrom('CNAB12300001', 'CNAB12300002', 'USXY10000001', null),
});

const queryArb: fc.Arbitrary<ListQuery> = fc.record({
  search: fc.option(fc.record({ field: fc.constantFrom('name' as const, 'isrc' as const), text: fc.constantFrom('a', 'AP', 'apple ', 'b', '晴', 'cn-ab', 'zz', ' ', 'hour', 'h', '夜色', '色', '0001', '123', 'band') }), { nil: null }),
  filters: fc.record({
    langCode: fc.option(fc.constantFrom('en', 'zh'), { nil: null }),
    trackVersion: fc.option(fc.constantFrom('studio', 'live'), { nil: null }),
    source: fc.option(fc.constantFrom<number | number[]>(1, [1, 2], 2), { nil: null }),
  }),
  updated: fc.option(fc.record({ from: fc.option(fc.constantFrom('2026-01-02'), { nil: null }), to: fc.option(fc.constantFrom('2026-01-02T23:59:59.999Z'), { nil: null }) }), { nil: null }),
  sort: fc.record({ field: fc.constantFrom('name' as const, 'updatedAt' as const), direction: fc.constantFrom('asc' as const, 'desc' as const) }),
});

describe('list plans read from IndexedDB', () => {
  it('list, count and jump exactly like filtering and sorting everything in memory', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(trackArb, { maxLength: 60, size: 'max' }), queryArb, fc.nat(), async (tracks, query, jump) => {
        await db.track.clear();
        const records = tracks.map((t, i) => ({ ...t, id: `t${String(i).padStart(3, '0')}` }));
        await db.track.bulkPut(records);
        const expected = reference(records, query);
        const plan = planList('track', query);

        expect(await readAllInPages(plan, 3)).toEqual(expected);
        const { anchors, count } = await walkAll(plan, 4, 6);
        expect(count).toBe(expected.length);
        for (const anchor of anchors) expect(anchor.primaryKey).toBe(expected[anchor.position]);

        if (expected.length > 0) {
          const at = jump % expected.length;
          const near = [...anchors].reverse().find((a) => a.position <= at) ?? null;
          const slice = await readSlice(db, plan, near, at - (near?.position ?? 0), 3);
          expect(slice.rows.map((r) => r.record.id)).toEqual(expected.slice(at, at + 3));
          for (const row of slice.rows) expect(Object.keys(row.record).filter((k) => k.startsWith('_'))).toEqual([]);
        }
      }),
      { numRuns: Number(process.env.LIST_RUNS ?? 100) },
    );
    // (100 runs take ~4 s alone; a shared, loaded machine needs more)
  }, 30_000);

  it('resumes at the exact entry among many equal keys', async () => {
    await db.track.clear();
    await db.track.bulkPut(Array.from({ length: 12 }, (_, i) => ({ id: `s${String(i).padStart(2, '0')}`, name: 'Same', updatedAt: DAYS[0] })));
    for (const direction of ['asc', 'desc'] as const) {
      const plan = planList('track', { sort: { field: 'name', direction } });
      const ids = Array.from({ length: 12 }, (_, i) => `s${String(i).padStart(2, '0')}`);
      if (direction === 'desc') ids.reverse();
      expect(await readAllInPages(plan, 5)).toEqual(ids);
      const { anchors } = await walkAll(plan, 4, 4);
      expect((await readSlice(db, plan, anchors[2], 1, 2)).rows.map((r) => r.record.id)).toEqual(ids.slice(9, 11));
    }
  });

  it('counts the whole table on its primary key', async () => {
    await db.track.clear();
    await db.track.bulkPut(Array.from({ length: 23 }, (_, i) => ({ id: `w${i}`, name: `n${i}`, updatedAt: DAYS[0] })));
    expect((await walkAll(planWholeTable('track'), 5, 10)).count).toBe(23);
  });

  it('reads records for joins by id, leaving out the missing', async () => {
    await db.album.bulkPut([{ id: 'a1', name: 'One' }]);
    const found = await readRecords(db, 'album', ['a1', 'a1', 'missing']);
    expect([...found.keys()]).toEqual(['a1']);
    expect(found.get('a1')).toEqual({ id: 'a1', name: 'One' });
  });
});

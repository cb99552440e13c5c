// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LooseRecord } from '../domain/sync/records';
import { createCatalogueRepo } from './catalogueRepo';
import type { PortalDb } from './db';
import { openTestDb } from './testing';
import { readRecordsById, useListWindow, type ListQuery } from './useListWindow';

let db: PortalDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`;
const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const byName: ListQuery = { sort: { field: 'name', direction: 'asc' } };

async function seed(n: number): Promise<void> {
  await db.track.bulkPut(
    Array.from({ length: n }, (_, i) => ({
      id: idOf(i),
      name: `Track ${String(i).padStart(4, '0')}`,
      langCode: i % 2 ? 'en' : 'zh',
      albumId: 'a1',
      updatedAt: day((i % 28) + 1),
    })),
  );
}

const names = (rows: Array<LooseRecord | undefined>) => rows.map((r) => r?.name);

describe('useListWindow', () => {
  it('reads the first page, counts the rest in steps and serves any range', async () => {
    await seed(130);
    const { result } = renderHook(() => useListWindow('track', byName, { db, pageSize: 20, step: 7 }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(names([0, 19].map(result.current.rowAt))).toEqual(['Track 0000', 'Track 0019']);
    await waitFor(() => expect(result.current.isCountExact).toBe(true));
    expect(result.current.count).toBe(130);
    expect(result.current.total).toBe(130);

    act(() => result.current.setRange(101, 112));
    await waitFor(() => expect(result.current.rowAt(112)).toBeDefined());
    expect(names([100, 101, 112, 119].map(result.current.rowAt))).toEqual(['Track 0100', 'Track 0101', 'Track 0112', 'Track 0119']);
  });

  it('keeps the previous rows on screen while a new search reads, then counts its matches and the whole table', async () => {
    await seed(60);
    const { result, rerender } = renderHook(({ query }) => useListWindow('track', query, { db, pageSize: 10, step: 4 }), {
      initialProps: { query: byName },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ query: { ...byName, search: { field: 'name', text: 'track 001' }, filters: { langCode: 'en' } } });
    expect(result.current.isStale).toBe(true);
    expect(result.current.rowAt(0)?.name).toBe('Track 0000');
    await waitFor(() => expect(result.current.isStale).toBe(false));
    expect(names([0, 1, 2, 3, 4, 5].map(result.current.rowAt))).toEqual(['Track 0011', 'Track 0013', 'Track 0015', 'Track 0017', 'Track 0019', undefined]);
    expect(result.current).toMatchObject({ count: 5, isCountExact: true, isRestricted: true });
    await waitFor(() => expect(result.current.total).toBe(60));
  });

  it('follows edits live: a rename reorders the rows and a new record is counted', async () => {
    await seed(30);
    const repo = createCatalogueRepo(db);
    const { result } = renderHook(() => useListWindow('track', byName, { db, pageSize: 10, step: 4 }));
    await waitFor(() => expect(result.current.count).toBe(30));
    await act(() => repo.updateRecord('track', idOf(0), { name: 'ZZ last' }));
    await waitFor(() => expect(result.current.rowAt(0)?.name).toBe('Track 0001'));
    act(() => result.current.setRange(25, 29));
    // a far page is read from anchors laid before the edit, until the recount a moment later
    await waitFor(() => expect(result.current.rowAt(29)?.name).toBe('ZZ last'), { timeout: 3000 });
    await act(() => repo.createRecord('track', { id: '00000000-0000-4000-9000-000000000001', name: 'Aaa first', albumId: null, authorizationCompanyId: '00000000-0000-4000-8000-000000000900', displayLanguage: 'zh-hans' }));
    await waitFor(() => expect(result.current.count).toBe(31), { timeout: 3000 });
    await waitFor(() => expect(result.current.rowAt(0)?.name).toBe('Aaa first'));
  });

  it('re-reads the shown rows when a joined record changes', async () => {
    await seed(3);
    await db.album.put({ id: 'a1', name: 'First album', updatedAt: day(1) });
    const map = async (records: LooseRecord[]) => {
      const albums = await readRecordsById('album', records.map((r) => String(r.albumId)), db);
      return records.map((r) => ({ name: String(r.name), album: String(albums.get(String(r.albumId))?.name ?? '') }));
    };
    const { result } = renderHook(() => useListWindow('track', byName, { db, map, joins: ['album'] }));
    await waitFor(() => expect(result.current.rowAt(0)).toEqual({ name: 'Track 0000', album: 'First album' }));
    await act(() => db.album.update('a1', { name: 'Renamed album' }));
    await waitFor(() => expect(result.current.rowAt(2)).toEqual({ name: 'Track 0002', album: 'Renamed album' }));
  });

  it('shows an empty, exactly counted list', async () => {
    const { result } = renderHook(() => useListWindow('artist', byName, { db }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ count: 0, isCountExact: true, total: 0 });
  });
});

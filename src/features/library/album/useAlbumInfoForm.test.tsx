// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../data/db';
import type { Album } from '../../../domain/catalogue';
import { makeAlbum } from '../../../domain/catalogue/testing';
import { useAlbumInfoForm } from './useAlbumInfoForm';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

/** The form over the stored record; `refresh` re-renders it with the record as stored now (as the page's live query does). */
async function renderForm(id: string) {
  const read = async () => (await db.table('album').get(id)) as Album;
  const hook = renderHook(({ album }) => useAlbumInfoForm(album), {
    initialProps: { album: await read() },
  });
  return { ...hook, refresh: async () => hook.rerender({ album: await read() }) };
}

describe('useAlbumInfoForm', () => {
  it('refuses a wrong UPC and one another album holds, then saves a valid one as digits', async () => {
    const album = makeAlbum({ upcMode: 'system' });
    await db.table('album').bulkPut([album, makeAlbum({ upcMode: 'owned', upc: '4006381333931' })]);
    const { result, refresh } = await renderForm(album.id);

    act(() => result.current.change('upcMode', 'owned'));
    act(() => result.current.change('upc', '036000291453'));
    expect(result.current.issues.blocking.map((i) => i.code)).toEqual(['upc-check-digit']);
    expect(await act(async () => result.current.save())).toBe(false);
    expect(result.current.notice).toBe('fixErrors');

    act(() => result.current.change('upc', '4006-381333931'));
    await waitFor(() =>
      expect(result.current.issues.blocking.map((i) => i.code)).toEqual(['upc-used']),
    );

    act(() => result.current.change('upc', '0360 0029 1452'));
    await waitFor(() => expect(result.current.issues.blocking).toEqual([]));
    expect(await act(async () => result.current.save())).toBe(true);
    expect(result.current.notice).toBe('saved');
    await refresh();
    const ops = await db.outbox.toArray();
    expect(ops.map((op) => [op.kind, op.payload])).toEqual([
      ['update', { upcMode: 'owned', upc: '036000291452' }],
    ]);
    await waitFor(() => expect(result.current.values.upc).toBe('036000291452'));
    expect(result.current.isDirty).toBe(false);
  });

  it('an approved album is read-only until a modification opens the allowed fields', async () => {
    const album = makeAlbum({ reviewStatus: 12, approvedAt: '2026-01-15T08:00:00.000Z' });
    await db.table('album').put(album);
    const { result, refresh } = await renderForm(album.id);
    expect(result.current.canEdit('introduction')).toBe(false);
    expect(result.current.canEdit('upcMode')).toBe(false);

    await act(async () => result.current.run('startModification'));
    await refresh();
    expect(result.current.album.reviewStatus).toBe(14);
    expect(result.current.canEdit('introduction')).toBe(true);
    expect(result.current.canEdit('genreId')).toBe(true);
    expect(result.current.canEdit('name')).toBe(false);
    // the UPC mode writes the UPC too: both must be open, and in a modification neither is
    expect(result.current.canEdit('upcMode')).toBe(false);
    expect(result.current.commands.status).toEqual({
      command: 'startModification',
      state: 'queued',
    });
  });
});

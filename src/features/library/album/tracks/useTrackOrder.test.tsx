// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../../../data/catalogueRepo';
import { db } from '../../../../data/db';
import { albumInput, failOutboxWrite, trackInput } from '../../../../data/testing';
import type { Track } from '../../../../domain/catalogue';
import { useTrackOrder } from './useTrackOrder';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

const numbers = async (ids: readonly string[]) =>
  ((await db.table('track').bulkGet([...ids])) as Track[]).map((t) => t.trackNo);

describe('useTrackOrder', () => {
  it('renumbers the moved tracks together: a failure part way leaves the stored order as it was', async () => {
    const albumId = String((await createRecord('album', albumInput('A'))).id);
    const tracks: Track[] = [];
    for (const n of [1, 2, 3])
      tracks.push(
        (await createRecord(
          'track',
          trackInput(albumId, `Song ${n}`, { trackNo: n }),
        )) as unknown as Track,
      );
    const ids = tracks.map((t) => t.id);
    const view = renderHook(() => useTrackOrder(tracks));
    const queued = await db.outbox.count();

    const restore = failOutboxWrite(db, 2);
    try {
      await act(() => view.result.current.saveOrder([ids[2], ids[0], ids[1]]));
    } finally {
      restore();
    }
    expect(view.result.current.hasFailed).toBe(true);
    expect(await numbers(ids)).toEqual([1, 2, 3]);
    expect(await db.outbox.count()).toBe(queued);

    await act(() => view.result.current.saveOrder([ids[2], ids[0], ids[1]]));
    expect(view.result.current.hasFailed).toBe(false);
    expect(await numbers(ids)).toEqual([2, 3, 1]);
    expect(await db.outbox.count()).toBe(queued + 3);
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../../../data/catalogueRepo';
import { db } from '../../../../data/db';
import { albumInput, failOutboxWrite, trackInput } from '../../../../data/testing';
import type { Track } from '../../../../domain/catalogue';
import { useCopyTracks } from './useCopyTracks';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

async function albumTracks(): Promise<Track[]> {
  const albumId = String((await createRecord('album', albumInput('A'))).id);
  const tracks: Track[] = [];
  for (const [i, composers] of [['林夏'], [], ['Other']].entries()) {
    tracks.push(
      (await createRecord(
        'track',
        trackInput(albumId, `Song ${i + 1}`, { trackNo: i + 1, composers }),
      )) as unknown as Track,
    );
  }
  return tracks;
}

describe('useCopyTracks', () => {
  it('copies to every chosen track together: a failure part way changes none of them', async () => {
    const tracks = await albumTracks();
    const view = renderHook(() => useCopyTracks(tracks));
    act(() => view.result.current.open());
    act(() => {
      view.result.current.toggleField('composers', true);
      view.result.current.toggleTarget(tracks[1].id, true);
      view.result.current.toggleTarget(tracks[2].id, true);
    });
    const queued = await db.outbox.count();

    const restore = failOutboxWrite(db, 2);
    try {
      await act(async () => {
        expect(await view.result.current.submit()).toBeNull();
      });
    } finally {
      restore();
    }
    expect(view.result.current.hasFailed).toBe(true);
    expect(await db.outbox.count()).toBe(queued);
    const stored = (await db.table('track').bulkGet(tracks.map((t) => t.id))) as Track[];
    expect(stored.map((t) => t.composers)).toEqual([['林夏'], [], ['Other']]);

    await act(async () => {
      expect(await view.result.current.submit()).toEqual({ targets: 2, changed: 2 });
    });
    const copied = (await db.table('track').bulkGet(tracks.map((t) => t.id))) as Track[];
    expect(copied.map((t) => t.composers)).toEqual([['林夏'], ['林夏'], ['林夏']]);
    expect(await db.outbox.count()).toBe(queued + 2);
  });
});

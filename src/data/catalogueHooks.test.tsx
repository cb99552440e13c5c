// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSyncStatus } from '../app/sync/status';
import { useConflicts, useOutboxCount, useRecord, useRecords } from './catalogueHooks';
import { createRecord, deleteRecord, updateRecord } from './catalogueRepo';
import { db } from './db';
import { albumInput } from './testing';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('catalogue hooks', () => {
  it('follow edits live: list order, one record, the outbox count and the sync status', async () => {
    const list = renderHook(() => useRecords('album', { orderBy: 'updatedAt', reverse: true }));
    const count = renderHook(() => useOutboxCount());
    const status = renderHook(() => useSyncStatus());
    const conflicts = renderHook(() => useConflicts());
    await waitFor(() => expect(list.result.current).toEqual([]));

    const first = await act(() => createRecord('album', albumInput('First')));
    await new Promise((r) => setTimeout(r, 2));
    await act(() => createRecord('album', albumInput('Second')));
    const one = renderHook(() => useRecord('album', String(first.id)));
    await waitFor(() => expect(list.result.current?.map((a) => a.name)).toEqual(['Second', 'First']));
    await waitFor(() => expect(count.result.current).toBe(2));
    await waitFor(() => expect(status.result.current).toMatchObject({ pending: 2, conflicts: 0, phase: 'idle', online: true }));
    expect(conflicts.result.current).toEqual([]);

    await act(() => updateRecord('album', String(first.id), { name: 'First, renamed' }));
    await waitFor(() => expect(one.result.current).toMatchObject({ name: 'First, renamed', reviewStatus: 10 }));
    await act(() => deleteRecord('album', String(first.id)));
    await waitFor(() => expect(one.result.current).toMatchObject({ reviewStatus: 15 }));
    await waitFor(() => expect(count.result.current).toBe(4));
  });

  it('answers null for a missing record', async () => {
    const missing = renderHook(() => useRecord('track', 'nope'));
    await waitFor(() => expect(missing.result.current).toBeNull());
  });
});

// @vitest-environment happy-dom
// The answer's path in the app's own instances: an edit through the repository asks the browser
// to keep the data, the answer reaches the sync status, and installing the app asks again.
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSyncStatus } from '../app/sync/status';
import { createRecord } from './catalogueRepo';
import { db } from './db';
import { albumInput } from './testing';

/** happy-dom has no StorageManager: one that refuses until the site is installed, as Chromium does. */
const calls: string[] = [];
const storage = {
  granted: false,
  installed: false,
  persisted: async () => {
    calls.push('persisted');
    return storage.granted;
  },
  persist: async () => {
    calls.push('persist');
    storage.granted = storage.installed;
    return storage.granted;
  },
};

beforeAll(async () => {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(cleanup);
afterAll(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('persistent storage, from an edit to the sync status', () => {
  it('reads the answer at start, asks after the first edit only, and again once the app is installed', async () => {
    const status = renderHook(() => useSyncStatus());
    await waitFor(() => expect(status.result.current.persistence).toBe('bestEffort'));
    expect(calls).toEqual(['persisted']);

    await act(() => createRecord('album', albumInput('First')));
    await act(() => createRecord('album', albumInput('Second')));
    await waitFor(() => expect(status.result.current).toMatchObject({ pending: 2, oldestPendingAt: expect.any(String) }));
    await waitFor(() => expect(calls).toEqual(['persisted', 'persist', 'persisted']));
    expect(status.result.current.persistence).toBe('bestEffort');

    storage.installed = true;
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    await waitFor(() => expect(status.result.current.persistence).toBe('persisted'));
    expect(calls).toEqual(['persisted', 'persist', 'persisted', 'persist', 'persisted']);
  });
});

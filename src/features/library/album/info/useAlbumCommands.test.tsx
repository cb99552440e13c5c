// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../../../data/catalogueRepo';
import { db } from '../../../../data/db';
import { albumInput } from '../../../../data/testing';
import type { Album } from '../../../../domain/catalogue';
import { makeAlbum } from '../../../../domain/catalogue/testing';
import { commandState, useAlbumCommands } from './useAlbumCommands';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('commandState', () => {
  it('queued while in the outbox, refused once a conflict, done otherwise', () => {
    expect(commandState('a', ['a', 'b'], [])).toBe('queued');
    expect(commandState('a', ['b'], ['a'])).toBe('refused');
    expect(commandState('a', [], [])).toBe('done');
    expect(commandState(null, ['a'], [])).toBe('done');
  });
});

describe('useAlbumCommands', () => {
  it('refuses to queue the submission of an incomplete album, and says how much is missing', async () => {
    const album = (await createRecord('album', albumInput('Draft', { type: 1 }))) as Album;
    const { result } = renderHook(() => useAlbumCommands(album));
    await act(() => result.current.run('submitForReview'));
    expect(result.current.refusedIncomplete?.isComplete).toBe(false);
    expect(result.current.refusedIncomplete?.items.map((i) => i.issue.code)).toContain(
      'album-no-tracks',
    );
    expect((await db.outbox.toArray()).map((op) => op.kind)).toEqual(['create']);
    expect(result.current.status).toBeNull();
  });

  it('follows a queued command until the server took it, or refused it', async () => {
    const album = makeAlbum({ reviewStatus: 12, approvedAt: '2026-01-15T08:00:00.000Z' });
    await db.table('album').put(album);
    const { result } = renderHook(() => useAlbumCommands(album));
    await act(() => result.current.run('startModification'));
    await waitFor(() =>
      expect(result.current.status).toEqual({ command: 'startModification', state: 'queued' }),
    );
    const [op] = await db.outbox.toArray();
    expect(op.kind).toBe('startModification');
    expect((await db.table('album').get(album.id)).reviewStatus).toBe(14);

    // the sync engine drops an answered op from the outbox
    await act(() => db.outbox.delete(op.opId));
    await waitFor(() => expect(result.current.status?.state).toBe('done'));
    await act(() =>
      db.conflicts.put({
        id: op.opId,
        opId: op.opId,
        op,
        entity: 'album',
        entityId: album.id,
        reason: 'locked',
        codes: [],
        localCopy: null,
        serverCopy: null,
        createdAt: op.createdAt,
      }),
    );
    await waitFor(() => expect(result.current.status?.state).toBe('refused'));
  });

  it('a command still waiting from before (e.g. after a reload) shows as queued', async () => {
    const album = makeAlbum({ reviewStatus: 12, approvedAt: '2026-01-15T08:00:00.000Z' });
    await db.table('album').put(album);
    const first = renderHook(() => useAlbumCommands(album));
    await act(() => first.result.current.run('startModification'));
    first.unmount();
    const { result } = renderHook(() => useAlbumCommands({ ...album, reviewStatus: 14 }));
    await waitFor(() =>
      expect(result.current.status).toEqual({ command: 'startModification', state: 'queued' }),
    );
  });
});

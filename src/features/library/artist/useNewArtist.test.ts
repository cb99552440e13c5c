// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getRecord } from '../../../data/catalogueQueries';
import { db } from '../../../data/db';
import { makeArtistForTest } from './testing';
import { useArtistInfoForm } from './useArtistInfoForm';
import { useNewArtist } from './useNewArtist';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('useNewArtist', () => {
  it('shows no issue before the first try, refuses a missing country, then creates the artist locally', async () => {
    const { result } = renderHook(() => useNewArtist());
    expect(result.current.issues).toEqual([]);
    act(() => result.current.change('name', '新艺人'));
    let id: string | null = 'unset';
    await act(async () => {
      id = await result.current.create();
    });
    expect(id).toBeNull();
    expect(result.current.issues.map((i) => `${i.field}:${i.code}`)).toEqual([
      'countryCode:required',
    ]);
    expect(await db.outbox.count()).toBe(0);

    act(() => result.current.change('countryCode', 'CN'));
    expect(result.current.issues).toEqual([]);
    await act(async () => {
      id = await result.current.create();
    });
    expect(id).not.toBeNull();
    expect(await getRecord(db, 'artist', String(id))).toMatchObject({
      name: '新艺人',
      countryCode: 'CN',
      type: 'unknown',
      version: 0,
    });
    expect((await db.outbox.toArray()).map((op) => `${op.kind}:${op.entity}`)).toEqual([
      'create:artist',
    ]);
  });
});

describe('useArtistInfoForm', () => {
  it('saves only the changed fields, and will not save without a name', async () => {
    const artist = makeArtistForTest();
    await db.table('artist').put(artist);
    const { result } = renderHook(() => useArtistInfoForm(artist));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.change('name', ' '));
    expect(result.current.hasErrors).toBe(true);
    await act(() => result.current.save());
    expect(await db.outbox.count()).toBe(0);

    act(() => result.current.change('name', '林夏'));
    act(() => result.current.change('members', '甲、乙'));
    await act(() => result.current.save());
    expect(result.current.notice).toBe('saved');
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({
      kind: 'update',
      entity: 'artist',
      payload: { members: ['甲', '乙'] },
    });
  });
});

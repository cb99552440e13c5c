// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../../data/catalogueRepo';
import { db } from '../../../data/db';
import { albumInput } from '../../../data/testing';
import type { Localization } from '../../../domain/catalogue';
import { useLocalizationDrawer } from './useLocalizationDrawer';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('useLocalizationDrawer', () => {
  it('saves an English row of an album, then refuses a second English row', async () => {
    const albumId = String((await createRecord('album', albumInput('城市夜色'))).id);
    const owner = { entity: 'album', entityId: albumId, albumId } as const;
    const first = renderHook(() => useLocalizationDrawer(owner, []));
    act(() => first.result.current.openNew());
    act(() => first.result.current.change({ language: 'en', name: 'City Nights' }));
    await act(async () => {
      expect(await first.result.current.save()).toBe(true);
    });
    const rows = (await db.table('localization').toArray()) as Localization[];
    expect(rows).toMatchObject([
      {
        entity: 'album',
        entityId: albumId,
        albumId,
        language: 'en',
        name: 'City Nights',
        overseasCover: null,
      },
    ]);

    const second = renderHook(() => useLocalizationDrawer(owner, rows));
    act(() => second.result.current.openNew());
    act(() => second.result.current.change({ language: 'en', name: 'Again' }));
    await act(async () => {
      expect(await second.result.current.save()).toBe(false);
    });
    expect(second.result.current.issues.map((i) => i.code)).toEqual([
      'localization-language-duplicate',
    ]);
    expect(await db.table('localization').count()).toBe(1);
  });
});

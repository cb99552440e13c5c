// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../../data/catalogueRepo';
import { db } from '../../../data/db';
import { albumInput, failOutboxWrite } from '../../../data/testing';
import type { RightsCountry, RightsHolder } from '../../../domain/catalogue';
import { removeRightsHolder, useRightsHolderDrawer } from './useRightsHolderDrawer';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

async function setUp() {
  const album = await createRecord('album', albumInput('A'));
  const view = renderHook(() =>
    useRightsHolderDrawer({ kind: 'album', albumId: String(album.id) }),
  );
  return { albumId: String(album.id), view };
}

describe('useRightsHolderDrawer', () => {
  it('shows nothing before the first save, then refuses 100.005 without writing', async () => {
    const { view } = await setUp();
    act(() => view.result.current.openNew());
    expect(view.result.current.shown).toBeNull();
    const key = view.result.current.draft!.countries[0].key;
    act(() => {
      view.result.current.setHolder({ type: 'composer', name: '林夏' });
      view.result.current.setCountry(key, { countryCode: 'CN', percentage: '100.005' });
    });
    let saved = true;
    await act(async () => {
      saved = await view.result.current.save();
    });
    expect(saved).toBe(false);
    expect(view.result.current.shown?.countries[0].map((i) => i.code)).toEqual([
      'rights-percentage-range',
    ]);
    expect(await db.table('rightsHolder').count()).toBe(0);
  });

  it('saves 50.25: the holder and its country record, queued in order, and closes', async () => {
    const { albumId, view } = await setUp();
    act(() => view.result.current.openNew());
    const key = view.result.current.draft!.countries[0].key;
    act(() => {
      view.result.current.setHolder({ type: 'composer', name: '林夏', email: 'lin@example.cn' });
      view.result.current.setCountry(key, {
        countryCode: 'CN',
        percentage: '50.25',
        periodStart: '2026-01-01',
        periodEnd: '2028-12-31',
      });
    });
    await act(async () => {
      expect(await view.result.current.save()).toBe(true);
    });
    expect(view.result.current.draft).toBeNull();
    const holders = (await db.table('rightsHolder').toArray()) as RightsHolder[];
    expect(holders).toMatchObject([
      { albumId, trackId: null, type: 'composer', name: '林夏', email: 'lin@example.cn' },
    ]);
    const countries = (await db.table('rightsCountry').toArray()) as RightsCountry[];
    expect(countries).toMatchObject([
      {
        rightsHolderId: holders[0].id,
        albumId,
        countryCode: 'CN',
        percentage: 50.25,
        periodEnd: '2028-12-31',
      },
    ]);
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.slice(-2).map((o) => `${o.kind}:${o.entity}`)).toEqual([
      'create:rightsHolder',
      'create:rightsCountry',
    ]);

    // edited again: the stored record is changed, not doubled
    act(() => view.result.current.openEdit(holders[0], countries));
    const editKey = view.result.current.draft!.countries[0].key;
    act(() => view.result.current.setCountry(editKey, { percentage: '60' }));
    await act(async () => {
      expect(await view.result.current.save()).toBe(true);
    });
    expect(
      ((await db.table('rightsCountry').toArray()) as RightsCountry[]).map((c) => c.percentage),
    ).toEqual([60]);
  });

  it('writes the holder and its country records together: a failure part way queues none of them', async () => {
    const { view } = await setUp();
    act(() => view.result.current.openNew());
    act(() => {
      view.result.current.setHolder({ type: 'composer', name: '林夏' });
      view.result.current.setCountry(view.result.current.draft!.countries[0].key, {
        countryCode: 'CN',
        percentage: '50',
      });
      view.result.current.addCountry();
    });
    act(() =>
      view.result.current.setCountry(view.result.current.draft!.countries[1].key, {
        countryCode: 'HK',
        percentage: '40',
      }),
    );
    const queued = await db.outbox.count();

    // the first country record's op cannot be written: the holder written before it goes too
    const restore = failOutboxWrite(db, 2);
    try {
      await act(async () => {
        expect(await view.result.current.save()).toBe(false);
      });
    } finally {
      restore();
    }
    expect(view.result.current.problem).toBe('saveFailed');
    expect(await db.outbox.count()).toBe(queued);
    expect(await db.table('rightsHolder').count()).toBe(0);
    expect(await db.table('rightsCountry').count()).toBe(0);

    // the draft is still there: saving again writes all of it
    await act(async () => {
      expect(await view.result.current.save()).toBe(true);
    });
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.slice(queued).map((o) => `${o.kind}:${o.entity}`)).toEqual([
      'create:rightsHolder',
      'create:rightsCountry',
      'create:rightsCountry',
    ]);
  });

  it('deletes a holder with its country records together: a failure part way deletes none of them', async () => {
    const { albumId } = await setUp();
    const holder = (await createRecord('rightsHolder', {
      albumId,
      trackId: null,
      type: 'composer',
      name: '林夏',
      email: null,
    })) as RightsHolder;
    const countries: RightsCountry[] = [];
    for (const countryCode of ['CN', 'HK']) {
      countries.push(
        (await createRecord('rightsCountry', {
          rightsHolderId: holder.id,
          albumId,
          countryCode,
          opInfo: null,
          spInfo: null,
          percentage: 40,
          periodStart: null,
          periodEnd: null,
        })) as RightsCountry,
      );
    }
    const queued = await db.outbox.count();

    // the second delete's op cannot be written: the first country record stays too
    const restore = failOutboxWrite(db, 2);
    try {
      await expect(removeRightsHolder(holder, countries)).rejects.toThrow();
    } finally {
      restore();
    }
    expect(await db.outbox.count()).toBe(queued);
    expect(await db.table('rightsHolder').count()).toBe(1);
    expect(await db.table('rightsCountry').count()).toBe(2);

    await removeRightsHolder(holder, countries);
    expect(await db.table('rightsHolder').count()).toBe(0);
    expect(await db.table('rightsCountry').count()).toBe(0);
  });
});

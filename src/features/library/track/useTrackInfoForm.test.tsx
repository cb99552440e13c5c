// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRecord } from '../../../data/catalogueHooks';
import { createRecord } from '../../../data/catalogueRepo';
import { db } from '../../../data/db';
import { albumInput, trackInput } from '../../../data/testing';
import type { Album, Track } from '../../../domain/catalogue';
import { makeTrack } from '../../../domain/catalogue/testing';
import { useTrackInfoForm } from './useTrackInfoForm';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

/** The form over the live record, as the page mounts it. */
function renderForm(trackId: string, album: Album | null = null) {
  const placeholder = makeTrack();
  return renderHook(() => {
    const track = useRecord('track', trackId) as Track | null | undefined;
    // hooks run unconditionally: a placeholder stands in while the record is read
    const form = useTrackInfoForm(track ?? placeholder, album);
    return { track, form: track ? form : null };
  });
}

describe('useTrackInfoForm', () => {
  it('refuses a bad or used ISRC without writing anything, then saves the cleaned code locally', async () => {
    await createRecord('track', trackInput(null, 'Other', { isrc: 'CNA122600001' }));
    const created = await createRecord('track', trackInput(null, 'Dawn', { isrc: 'CNA122600002' }));
    const view = renderForm(String(created.id));
    await waitFor(() => expect(view.result.current.form).not.toBeNull());
    const outboxBefore = await db.outbox.count();

    act(() => view.result.current.form?.change('isrc', 'CN-A12-26'));
    await act(() => view.result.current.form?.save());
    expect(view.result.current.form?.notice).toBe('fixErrors');
    expect(view.result.current.form?.issues.blocking.map((i) => i.code)).toEqual(['isrc-length']);

    act(() => view.result.current.form?.change('isrc', 'cn-a12-26-00001'));
    await waitFor(() =>
      expect(view.result.current.form?.issues.blocking.map((i) => i.code)).toEqual(['isrc-used']),
    );
    await act(() => view.result.current.form?.save());
    expect(await db.outbox.count()).toBe(outboxBefore);
    expect(view.result.current.track?.isrc).toBe('CNA122600002');

    act(() => view.result.current.form?.change('isrc', 'cn-a12-26-00003'));
    act(() => view.result.current.form?.change('composers', '林夏、周屿'));
    await waitFor(() => expect(view.result.current.form?.issues.blocking).toEqual([]));
    await act(() => view.result.current.form?.save());
    expect(view.result.current.form?.notice).toBe('saved');
    await waitFor(() =>
      expect(view.result.current.track).toMatchObject({
        isrc: 'CNA122600003',
        composers: ['林夏', '周屿'],
      }),
    );
    expect(await db.outbox.count()).toBe(outboxBefore + 1);
    const op = (await db.outbox.orderBy('seq').last())!;
    expect(op).toMatchObject({
      kind: 'update',
      entity: 'track',
      payload: { isrc: 'CNA122600003', composers: ['林夏', '周屿'] },
    });
    expect(view.result.current.form?.isDirty).toBe(false);
  });

  it('follows the album lock: pending review edits nothing, a modification only the audition and genre', async () => {
    const album = (await createRecord('album', albumInput('A'))) as unknown as Album;
    const created = await createRecord('track', trackInput(album.id, 'Dawn'));
    const pending = renderForm(String(created.id), { ...album, reviewStatus: 11 });
    await waitFor(() => expect(pending.result.current.form).not.toBeNull());
    const locked = pending.result.current.form!;
    expect(
      (['name', 'isrc', 'genreId', 'auditionStart'] as const).map((f) => locked.canEdit(f)),
    ).toEqual([false, false, false, false]);
    expect(locked.lock.explanation?.id).toBe('library.form.lockedPending');

    const modification = renderForm(String(created.id), {
      ...album,
      reviewStatus: 14,
      approvedAt: '2026-01-01T00:00:00.000Z',
    });
    await waitFor(() => expect(modification.result.current.form).not.toBeNull());
    const partial = modification.result.current.form!;
    expect(
      (['name', 'isrc', 'genreId', 'isAudition', 'auditionEnd'] as const).map((f) =>
        partial.canEdit(f),
      ),
    ).toEqual([false, false, true, true, true]);
    expect(partial.lock.explanation?.id).toBe('track.info.modificationLimits');
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { updateRecord } from '../../../data/catalogueRepo';
import { db } from '../../../data/db';
import { makeAlbum } from '../../../domain/catalogue/testing';
import { AlbumInfoForm } from './AlbumInfoForm';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('the album’s "updated" time', { timeout: 30_000 }, () => {
  it('shows the local time of an edit the server has not answered, marked as pending (Chinese)', async () => {
    const album = makeAlbum({ reviewStatus: 13, updatedAt: '2026-01-01T08:00:00.000Z' });
    await db.table('album').put(album);
    renderWithProviders([{ path: '/', element: <AlbumInfoForm album={album} /> }], '/');
    const time = () =>
      screen.getByTestId('album-info-form').parentElement!.querySelector('dl time')!;
    await waitFor(() => expect(time().getAttribute('dateTime')).toBe('2026-01-01T08:00:00.000Z'));
    expect(screen.queryByTestId('album-updated-pending')).toBeNull();

    await updateRecord('album', album.id, { introduction: '夜色里的城市' });
    const [op] = await db.outbox.toArray();
    await waitFor(() => expect(time().getAttribute('dateTime')).toBe(op.createdAt));
    expect(screen.getByTestId('album-updated-pending').textContent).toBe('本设备修改，尚未同步');
  });
});

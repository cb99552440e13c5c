// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { db } from '../../../data/db';
import { makeAlbum, makeTrack } from '../../../domain/catalogue/testing';
import { RecordCompanyListPage } from '../recordcompany/RecordCompanyListPage';
import { ArtistListPage } from './ArtistListPage';

// The lists once showed the counts stored on the record (0, as the server created them) where the
// pages count the works on the device: one source now, the same hooks (useWorks).
const ARTIST = '00000000-0000-4000-8000-0000000000b1';
const LABEL = '00000000-0000-4000-8000-0000000000c1';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? 600 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((t) => t.clear()));
});

async function seed(): Promise<void> {
  const albumArtists = [{ artistId: ARTIST, role: 'MainArtist' as const }];
  const artists = [{ artistId: ARTIST, role: 'main' as const }];
  await db.artist.put({
    id: ARTIST,
    name: '林夏',
    type: 'female',
    albumCount: 0,
    songCount: 0,
    source: 1,
    version: 2,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  await db.table('recordCompany').put({
    id: LABEL,
    name: '星河唱片',
    displayLanguage: null,
    authorizationCompanyId: id(7),
    albumCount: 0,
    trackCount: 0,
    creatorName: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 1,
    version: 2,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  await db.album.bulkPut([
    makeAlbum({
      id: id(1),
      name: '城市夜色',
      artists: albumArtists,
      recordCompanyId: LABEL,
      reviewStatus: 12,
    }),
    makeAlbum({
      id: id(2),
      name: 'Blue Hour',
      artists: [],
      recordCompanyId: LABEL,
      reviewStatus: 12,
    }),
  ]);
  await db.track.bulkPut([
    makeTrack({
      id: id(3),
      name: '霓虹',
      albumId: id(1),
      isrc: 'CNA122600001',
      artists,
      labelId: LABEL,
    }),
    makeTrack({
      id: id(4),
      name: 'Dawn',
      albumId: id(1),
      isrc: 'CNA122600002',
      artists,
      labelId: LABEL,
    }),
    makeTrack({
      id: id(5),
      name: 'dusk',
      albumId: id(2),
      isrc: 'CNA122600003',
      artists: [],
      labelId: LABEL,
    }),
  ]);
}

const countsOf = (row: HTMLElement, columns: readonly number[]) =>
  columns.map((c) => within(row).getAllByRole('gridcell')[c].textContent);

describe('work counts in the lists', () => {
  it('counts an artist’s albums and songs as its page does', async () => {
    await seed();
    renderWithProviders([{ path: '/', element: <ArtistListPage /> }], '/');
    const row = await screen.findByTestId('artist-row');
    await waitFor(() => expect(countsOf(row, [3, 4])).toEqual(['1', '2']));
  });

  it('counts a record company’s albums and tracks as its page does', async () => {
    await seed();
    renderWithProviders([{ path: '/', element: <RecordCompanyListPage /> }], '/');
    const row = (await screen.findByText('星河唱片')).closest<HTMLElement>('[role="row"]')!;
    await waitFor(() => expect(countsOf(row, [2, 3])).toEqual(['2', '3']));
  });
});

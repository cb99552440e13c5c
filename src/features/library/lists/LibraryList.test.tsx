// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { db } from '../../../data/db';
import { makeAlbum, makeTrack } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { AlbumListPage } from '../album/AlbumListPage';
import { TrackListPage } from '../track/TrackListPage';

const ALBUM = '00000000-0000-4000-8000-0000000000a1';
const ARTIST = '00000000-0000-4000-8000-0000000000b1';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

async function seed(): Promise<void> {
  await db.album.bulkPut([
    makeAlbum({
      id: ALBUM,
      name: '城市夜色',
      reviewStatus: 12,
      updatedAt: '2026-01-03T00:00:00.000Z',
    }),
    makeAlbum({
      id: id(9),
      name: 'Blue Hour',
      reviewStatus: 11,
      updatedAt: '2026-01-02T00:00:00.000Z',
    }),
  ]);
  await db.artist.put({
    id: ARTIST,
    name: '林夏',
    type: 'female',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const artists = [{ artistId: ARTIST, role: 'main' as const }];
  await db.track.bulkPut([
    makeTrack({
      id: id(1),
      name: '霓虹',
      albumId: ALBUM,
      isrc: 'CNA122600001',
      artists,
      updatedAt: '2026-01-01T00:00:00.000Z',
    }),
    makeTrack({
      id: id(2),
      name: 'Dawn',
      albumId: ALBUM,
      isrc: 'CNA122600002',
      artists,
      updatedAt: '2026-01-02T00:00:00.000Z',
    }),
    makeTrack({
      id: id(3),
      name: 'dusk',
      albumId: null,
      isrc: 'USX112600003',
      artists: [],
      updatedAt: '2026-01-03T00:00:00.000Z',
    }),
  ]);
}

function render(page: 'track' | 'album', entry = `/library/${page}/list`) {
  return renderWithProviders(
    [
      { path: '/library/track/list', element: <TrackListPage /> },
      { path: '/library/album/list', element: <AlbumListPage /> },
      {
        path: '/slow',
        loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 600)),
        element: <p>slow page</p>,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    entry,
  );
}

const rowNames = () =>
  screen
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-index'))
    .map((row) => row.querySelector('[role="gridcell"][data-primary]')?.textContent);

// happy-dom lays nothing out: give the scrolling grid a viewport, as a browser would
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
beforeEach(() => setLanguage('zh-hans'));
afterEach(async () => {
  cleanup();
  setLanguage('zh-hans');
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('the track list', () => {
  it('lists tracks newest first with album, artists and album status, counted for assistive technology', async () => {
    await seed();
    render('track');
    await waitFor(() => expect(rowNames()).toEqual(['dusk', 'Dawn', '霓虹']));
    const grid = screen.getByRole('grid', { name: '本组织的曲目' });
    await waitFor(() => expect(grid.getAttribute('aria-rowcount')).toBe('4'));
    const dawn = screen.getAllByRole('row')[2];
    expect(dawn.getAttribute('aria-rowindex')).toBe('3');
    expect(within(dawn).getByRole('link', { name: '城市夜色' }).getAttribute('href')).toBe(
      `/library/album/${ALBUM}/info`,
    );
    expect(within(dawn).getByText('林夏')).toBeTruthy();
    expect(within(dawn).getByText('审核通过')).toBeTruthy();
    expect(within(screen.getAllByRole('row')[1]).getByText('未加入专辑')).toBeTruthy();
    expect(screen.getByTestId('list-counts').textContent).toBe('共 3 条');
    expect(screen.getByRole('columnheader', { name: '更新时间' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('narrows rows as the user types a name prefix, keeps the search in the address, and sorts by name', async () => {
    await seed();
    window.history.replaceState(null, '', '/library/track/list');
    render('track');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'D' } });
    await waitFor(() => expect(rowNames()).toEqual(['Dawn', 'dusk']));
    await waitFor(() =>
      expect(screen.getByTestId('list-counts').textContent).toBe('共 3 条 · 符合条件 2 条'),
    );
    await waitFor(() => expect(window.location.search).toBe('?q=D'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('list-sort-name'));
    await waitFor(() => expect(rowNames()).toEqual(['Dawn', 'dusk', '霓虹']));
    expect(screen.getByRole('columnheader', { name: '曲目名称' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('does not pull the user back when a link is followed right after typing', async () => {
    await seed();
    const { router } = render('track');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'D' } });
    // the page's route loads slower than the 300 ms after which the list writes its address
    void router.navigate('/slow');
    expect(await screen.findByText('slow page', {}, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/slow');
  });

  it('shows "nothing matches" with a way back, and opens with the search of the address', async () => {
    await seed();
    render('track', '/library/track/list?q=zz');
    const none = await screen.findByTestId('track-no-match');
    fireEvent.click(within(none).getByRole('button', { name: '清除搜索和筛选' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('moves between rows with the arrow keys, one tab stop in the grid', async () => {
    await seed();
    render('track');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    const links = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('link')[0]);
    expect(links().map((a) => a.tabIndex)).toEqual([0, -1, -1]);
    act(() => links()[0].focus());
    fireEvent.keyDown(links()[0], { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(links()[1]));
    expect(links().map((a) => a.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(links()[1], { key: 'End', ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(links()[2]));
  });

  it('says so when the device has no tracks (English)', async () => {
    setLanguage('en');
    render('track');
    expect(await screen.findByText('No tracks yet')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('the album list', () => {
  it('keeps album rows the other tests rely on and filters by review status', async () => {
    await seed();
    render('album');
    await waitFor(() => expect(rowNames()).toEqual(['城市夜色', 'Blue Hour']));
    const row = document.querySelector(`[data-testid="album-row"][data-album-id="${ALBUM}"]`);
    expect(
      row &&
        within(row as HTMLElement)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
    ).toEqual([`/library/album/${ALBUM}/info`]);
    fireEvent.click(screen.getByRole('combobox', { name: '审核状态' }));
    fireEvent.click(await screen.findByRole('option', { name: '待审核' }));
    await waitFor(() => expect(rowNames()).toEqual(['Blue Hour']));
  });
});

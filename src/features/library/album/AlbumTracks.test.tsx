// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { queryRecords } from '../../../data/catalogueQueries';
import { db } from '../../../data/db';
import type { Album, Track } from '../../../domain/catalogue';
import { makeAlbum, makeTrack } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { setUploadApiClient } from '../../../uploads/uploadApi';
import { quietFluentMotion } from '../clips/motionTesting';
import { AlbumTracks } from './AlbumTracks';

// IndexedDB reads, Fluent's motion and live queries: slow on a busy shared machine
setUploadApiClient({
  request: () => Promise.reject(new Error('offline')),
  autoLogin: () => Promise.resolve(false),
});

/** An album as the server holds it (status 13: rejected, editable) with Dawn and Morning Call. */
async function seed(
  overrides: Partial<Album> = {},
): Promise<{ album: Album; dawn: Track; morning: Track }> {
  const album = makeAlbum({ id: crypto.randomUUID(), reviewStatus: 13, ...overrides });
  const dawn = makeTrack({
    id: crypto.randomUUID(),
    albumId: album.id,
    trackNo: 1,
    name: 'Dawn',
    isrc: 'CNA122600007',
    genreId: 'pop',
    langCode: 'zh',
  });
  const morning = makeTrack({
    id: crypto.randomUUID(),
    albumId: album.id,
    trackNo: 2,
    name: 'Morning Call',
    isrc: 'CNA122600008',
    genreId: 'pop',
    langCode: 'zh',
  });
  await db.table('album').put(album);
  await db.table('track').bulkPut([dawn, morning]);
  return { album, dawn, morning };
}

function renderTab(album: Album) {
  renderWithProviders([{ path: '/', element: <AlbumTracks album={album} /> }], '/');
}

const tracksOf = async (albumId: string) =>
  (
    (await queryRecords(db, 'track', {
      where: { field: 'albumId', equals: albumId },
      orderBy: 'trackNo',
    })) as Track[]
  ).map((t) => [t.name, t.trackNo]);
/**
 * A user's click or typing focuses the control first. Queries inside a drawer or dialog take
 * `hidden: true`: in happy-dom, Tabster (Fluent's focus manager) keeps a modal of an earlier test
 * as the active one and marks the new surface aria-hidden. The e2e specs check the real thing with axe.
 */
function clickIn(element: HTMLElement): void {
  element.focus();
  fireEvent.click(element);
}

function typeIn(element: HTMLElement, value: string): void {
  element.focus();
  fireEvent.change(element, { target: { value } });
}

const rowNames = () =>
  screen
    .getAllByTestId('album-track')
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

beforeEach(async () => {
  quietFluentMotion();
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('AlbumTracks', { timeout: 30_000 }, () => {
  it('adds a track in the drawer: required fields, a used ISRC refused, then created locally (English)', async () => {
    setLanguage('en');
    const { album } = await seed();
    renderTab(album);
    await screen.findByText('Morning Call');
    fireEvent.click(screen.getByRole('button', { name: 'Add track' }));
    const drawer = await screen.findByTestId('add-track-drawer');
    clickIn(await within(drawer).findByRole('button', { name: 'Add', hidden: true }));
    expect(await within(drawer).findByText('Track name incomplete')).toBeTruthy();

    typeIn(within(drawer).getByRole('textbox', { name: /Track name/, hidden: true }), 'Noon');
    typeIn(within(drawer).getByRole('textbox', { name: /ISRC/, hidden: true }), 'cn-a12-26-00007');
    expect(await within(drawer).findByText('Current ISRC has been used')).toBeTruthy();
    clickIn(within(drawer).getByRole('button', { name: 'Add', hidden: true }));
    expect(await tracksOf(album.id)).toHaveLength(2);

    typeIn(within(drawer).getByRole('textbox', { name: /ISRC/, hidden: true }), 'CN-A12-26-99901');
    await waitFor(() =>
      expect(within(drawer).queryByText('Current ISRC has been used')).toBeNull(),
    );
    clickIn(within(drawer).getByRole('button', { name: 'Add', hidden: true }));
    const created = await within(drawer).findByTestId('add-track-created');
    expect(created.textContent).toContain('“Noon” was added as No. 3');
    // online with the create queued: says it is being sent, never "once online"
    await waitFor(() => expect(created.textContent).toContain('Sending to the server…'));
    expect(created.textContent).not.toMatch(/when there is a connection|once back online/);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await waitFor(() =>
      expect(created.textContent).toContain(
        'Offline: kept on this device and sent to the server once back online.',
      ),
    );
    onLine.mockRestore();
    window.dispatchEvent(new Event('online'));
    const [noon] = (await queryRecords(db, 'track', {
      where: { field: 'isrc', equals: 'CNA122699901' },
    })) as Track[];
    expect(noon).toMatchObject({
      albumId: album.id,
      trackNo: 3,
      name: 'Noon',
      displayLanguage: album.displayLanguage,
      authorizationCompanyId: album.authorizationCompanyId,
    });
    expect(
      within(created)
        .getByRole('link', { name: 'Open track information', hidden: true })
        .getAttribute('href'),
    ).toBe(`/library/track/${noon.id}/info`);
    const ops = await db.outbox.toArray();
    expect(ops.map((op) => [op.kind, op.entity])).toEqual([['create', 'track']]);
  });

  it('invites a first track on a new album, naming the add button (Chinese)', async () => {
    const album = makeAlbum({ id: crypto.randomUUID(), reviewStatus: 13 });
    await db.table('album').put(album);
    renderTab(album);
    expect((await screen.findByTestId('album-tracks-empty')).textContent).toBe(
      '还没有曲目，请点击“添加曲目”添加。',
    );
  });

  it('moves a track up with its button, keeps the focus there, and saves the numbers (Chinese)', async () => {
    const { album } = await seed();
    renderTab(album);
    await screen.findByText('Morning Call');
    const up = screen.getByRole('button', { name: '上移 Morning Call' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(rowNames()).toEqual(['Morning Call', 'Dawn']));
    await waitFor(async () =>
      expect(await tracksOf(album.id)).toEqual([
        ['Morning Call', 1],
        ['Dawn', 2],
      ]),
    );
    expect(screen.getByTestId('tracks-moved').textContent).toBe('Morning Call 已移到第 1 位');
    // at the top "move up" is disabled: the focus goes to "move down" of the same track
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('下移 Morning Call'),
    );
    // the handle answers the arrow keys too
    fireEvent.keyDown(screen.getByRole('button', { name: '调整 Morning Call 的顺序' }), {
      key: 'ArrowDown',
    });
    await waitFor(async () =>
      expect(await tracksOf(album.id)).toEqual([
        ['Dawn', 1],
        ['Morning Call', 2],
      ]),
    );
  });

  it('copies chosen fields to chosen tracks after asking for both, and counts what changed (English)', async () => {
    setLanguage('en');
    const { album, dawn } = await seed();
    const third = makeTrack({
      id: crypto.randomUUID(),
      albumId: album.id,
      trackNo: 3,
      name: 'Noon',
      isrc: null,
      genreId: null,
      langCode: 'en',
    });
    await db.table('track').put(third);
    renderTab(album);
    await screen.findByText('Noon');
    fireEvent.click(screen.getByRole('button', { name: 'Copy information' }));
    const dialog = await screen.findByTestId('copy-tracks-dialog');
    clickIn(await within(dialog).findByRole('button', { name: 'Copy', hidden: true }));
    expect(await within(dialog).findByText('Please choose the fields to copy')).toBeTruthy();
    expect(within(dialog).getByText('Please choose the tracks to copy to')).toBeTruthy();

    clickIn(within(dialog).getByRole('checkbox', { name: 'Genre', hidden: true }));
    clickIn(within(dialog).getByRole('checkbox', { name: 'Performing language', hidden: true }));
    clickIn(within(dialog).getByRole('checkbox', { name: '2. Morning Call', hidden: true }));
    clickIn(within(dialog).getByRole('checkbox', { name: '3. Noon', hidden: true }));
    expect(within(dialog).queryByRole('checkbox', { name: '1. Dawn', hidden: true })).toBeNull();
    clickIn(within(dialog).getByRole('button', { name: 'Copy', hidden: true }));
    expect(await screen.findByText('Copied to 2 tracks: 1 changed.')).toBeTruthy();
    const [after] = (
      await queryRecords(db, 'track', { where: { field: 'albumId', equals: album.id } })
    ).filter((t) => t.id === third.id) as Track[];
    expect(after).toMatchObject({
      genreId: dawn.genreId,
      langCode: dawn.langCode,
      isrc: null,
      name: 'Noon',
    });
    expect((await db.outbox.toArray()).map((op) => [op.kind, op.entityId, op.payload])).toEqual([
      ['update', third.id, { genreId: 'pop', langCode: 'zh' }],
    ]);
  });

  it('deletes a track after a plain confirmation and closes the gap in the numbers (Chinese)', async () => {
    const { album } = await seed();
    renderTab(album);
    await screen.findByText('Morning Call');
    fireEvent.click(screen.getByRole('button', { name: '删除 Dawn' }));
    const dialog = await screen.findByTestId('delete-track-dialog');
    const confirm = await within(dialog).findByRole('button', { name: '删除', hidden: true });
    expect(within(dialog).getByText('确定要从专辑中删除“Dawn”吗？此操作无法撤销。')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { hidden: true })).toBeNull();
    clickIn(confirm);
    expect(await screen.findByText('已删除“Dawn”。')).toBeTruthy();
    await waitFor(async () => expect(await tracksOf(album.id)).toEqual([['Morning Call', 1]]));
    const ops = (await db.outbox.toArray()).map((op) => [op.kind, op.payload]);
    expect(ops).toEqual([
      ['delete', {}],
      ['update', { trackNo: 1 }],
    ]);
  });

  it('asks for "I Know" exactly for a delivered track and sends it with the deletion (English)', async () => {
    setLanguage('en');
    const { album } = await seed({ releaseStatus: 27, everReleased: false });
    renderTab(album);
    await screen.findByText('Morning Call');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Morning Call' }));
    const dialog = await screen.findByTestId('delete-track-dialog');
    const phrase = await within(dialog).findByRole('textbox', {
      name: /Confirmation phrase/,
      hidden: true,
    });
    typeIn(phrase, 'i know');
    clickIn(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await within(dialog).findByText('Type “I Know” exactly')).toBeTruthy();
    expect(await tracksOf(album.id)).toHaveLength(2);
    typeIn(phrase, 'I Know');
    clickIn(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(async () => expect(await tracksOf(album.id)).toEqual([['Dawn', 1]]));
    expect((await db.outbox.toArray()).map((op) => [op.kind, op.payload])).toEqual([
      ['delete', { confirmPhrase: 'I Know' }],
    ]);
  });

  it('offers no add, order or delete on a released album and says why (Chinese)', async () => {
    const { album } = await seed({ reviewStatus: 10, releaseStatus: 22, everReleased: true });
    renderTab(album);
    await screen.findByText('Morning Call');
    expect(screen.getByTestId('tracks-released').textContent).toBe(
      '专辑发行后，不能再添加或删除曲目',
    );
    expect(screen.getByRole('button', { name: '添加曲目' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '删除 Dawn' })).toBeNull();
    // the order is no release rule: numbers may still change while the album is editable
    expect(screen.getByRole('button', { name: '下移 Dawn' })).toBeTruthy();
  });
});

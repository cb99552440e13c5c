import { expect, test, type Page } from '@playwright/test';
import { SYNC_LOCK } from '../../src/sync/channel';
import { AlbumInfoScreen, AlbumListScreen } from './pages/AlbumPages';
import { DEMO_USERS } from './pages/demoUsers';
import { ApiDevice } from './pages/portalApi';
import { logInAsAdmin } from './pages/session';
import { SyncStatusBar } from './pages/SyncStatusBar';

/** How many tabs hold the sync lock and how many wait for it, as the browser reports it. */
function syncLocks(page: Page): Promise<{ held: number; pending: number }> {
  return page.evaluate(async (name) => {
    const state = await navigator.locks.query();
    return {
      held: (state.held ?? []).filter((l) => l.name === name).length,
      pending: (state.pending ?? []).filter((l) => l.name === name).length,
    };
  }, SYNC_LOCK);
}

test('two tabs: exactly one syncs, an edit in one shows in the other without reload', async ({
  page,
  context,
  request,
}) => {
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const original = `双标签专辑 ${Date.now()}`;
  const albumId = await server.createAlbum(original);

  await logInAsAdmin(page);
  const tabB = await context.newPage();
  const infoA = new AlbumInfoScreen(page);
  const infoB = new AlbumInfoScreen(tabB);
  await infoA.goto(albumId);
  await infoB.goto(albumId);
  await expect(infoA.nameInput()).toHaveValue(original);
  await expect(infoB.nameInput()).toHaveValue(original);
  await expect.poll(() => syncLocks(page)).toEqual({ held: 1, pending: 1 });

  const renamed = `${original}（标签 A）`;
  await infoA.rename(renamed);
  await expect(infoB.nameInput()).toHaveValue(renamed);
  await expect(infoB.title()).toHaveText(renamed);
  await new SyncStatusBar(page).expectSaved();
  await new SyncStatusBar(tabB).expectSaved();
  expect((await server.record(albumId))?.name).toBe(renamed);

  // the tab that waited takes over when the syncing one closes, whichever it was
  await page.close();
  await expect.poll(() => syncLocks(tabB)).toEqual({ held: 1, pending: 0 });
  const again = `${original}（标签 B）`;
  await infoB.rename(again);
  await new SyncStatusBar(tabB).expectSaved();
  expect((await server.record(albumId))?.name).toBe(again);
});

test('a second device sees the change after its own sync', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const original = `双设备专辑 ${Date.now()}`;
  const albumId = await server.createAlbum(original);

  const otherContext = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const other = await otherContext.newPage();
  try {
    await logInAsAdmin(other);
    const otherList = new AlbumListScreen(other);
    await otherList.goto();
    await expect(otherList.row(albumId)).toContainText(original);

    await logInAsAdmin(page);
    const info = new AlbumInfoScreen(page);
    await info.goto(albumId);
    const renamed = `${original}（设备一）`;
    await info.rename(renamed);
    await new SyncStatusBar(page).expectSaved();

    // the server pokes the other device, which pulls: no reload
    await expect(otherList.row(albumId)).toContainText(renamed);
    await new SyncStatusBar(other).expectSaved();
  } finally {
    await otherContext.close();
  }
});

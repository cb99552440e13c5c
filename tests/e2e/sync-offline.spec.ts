import { expect } from '@playwright/test';
import { AlbumInfoScreen, AlbumListScreen } from './pages/AlbumPages';
import { DEMO_USERS } from './pages/demoUsers';
import { ApiDevice } from './pages/portalApi';
import {
  goOffline,
  goOnline,
  logInAsAdmin,
  seriousViolations,
  test,
  waitForServiceWorker,
} from './pages/session';
import { Shell } from './pages/Shell';
import { SyncStatusBar } from './pages/SyncStatusBar';

test('an album renamed offline survives a reload, waits in the queue, and reaches the server online', async ({
  page,
  context,
  request,
}) => {
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const original = `离线专辑 ${Date.now()}`;
  const albumId = await server.createAlbum(original);

  await logInAsAdmin(page);
  await waitForServiceWorker(page);
  const bar = new SyncStatusBar(page);
  const list = new AlbumListScreen(page);
  const info = new AlbumInfoScreen(page);

  // the list is read from IndexedDB once the first pull brought the album
  await list.goto();
  await expect(list.row(albumId)).toContainText(original);
  await expect(list.row(albumId)).toContainText('未提交');
  await list.open(albumId);
  await expect(info.nameInput()).toHaveValue(original);
  await bar.expectSaved();

  await goOffline(context);
  await bar.expectState('offline', /^离线$/);
  const renamed = `${original}（离线修改）`;
  await info.rename(renamed);
  await expect(info.title()).toHaveText(renamed);
  await bar.expectOfflineQueued(1);

  // the service worker serves the shell; the edit and its queue entry are in IndexedDB
  await page.reload();
  await expect(info.nameInput()).toHaveValue(renamed);
  await bar.expectOfflineQueued(1);
  expect((await server.record(albumId))?.name).toBe(original);

  // logging out now would leave the edit on the device: Logout asks first, and the user stays
  await new Shell(page).logOut();
  const question = page.getByRole('alertdialog', { name: '还有内容尚未发送' });
  await expect(question).toContainText('1 项曲库修改');
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole('button', { name: '留下并发送' }).click();
  await expect(question).toBeHidden();

  await goOnline(context);
  await bar.expectSaved();
  expect((await server.record(albumId))?.name).toBe(renamed);
});

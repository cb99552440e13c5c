// Whether the browser keeps the portal's data, shown in the sync details, and what the person is
// told when it does not and edits wait offline for long. Headless Chromium refuses persistent
// storage to a site that is neither installed nor engaged: exactly the refused path.
import { expect } from '@playwright/test';
import { AlbumInfoScreen } from './pages/AlbumPages';
import { DEMO_USERS } from './pages/demoUsers';
import { ApiDevice } from './pages/portalApi';
import { goOffline, goOnline, logInAsAdmin, seriousViolations, test } from './pages/session';
import { SyncStatusBar } from './pages/SyncStatusBar';

test('the sync details show the browser refusing to keep the data; long offline edits bring a plain warning and a question on close', async ({
  page,
  context,
  request,
}) => {
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const original = `存储测试专辑 ${Date.now()}`;
  const albumId = await server.createAlbum(original);

  // a clock the test can move: ten minutes of waiting take no ten minutes
  await page.clock.install();
  await logInAsAdmin(page);
  const bar = new SyncStatusBar(page);
  const info = new AlbumInfoScreen(page);
  await info.goto(albumId);
  await expect(info.nameInput()).toHaveValue(original);
  await bar.expectSaved();

  // the details say what the browser itself answers
  const answer = await page.evaluate(() => navigator.storage.persisted());
  expect(answer, 'headless Chromium refuses persistent storage to a site not installed').toBe(
    false,
  );
  await bar.openDetails();
  await expect(bar.persistence()).toHaveAttribute('data-persistence', 'bestEffort');
  await expect(bar.persistence()).toHaveText(/^未获保证：存储空间不足时，浏览器可能删除这些数据。/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sync-details')).toHaveCount(0);

  await goOffline(context);
  const renamed = `${original}（离线修改）`;
  await info.rename(renamed);
  await bar.expectOfflineQueued(1);
  // the edit asked again and was refused again; a fresh wait is no alarm yet
  await expect(bar.state()).toHaveAttribute('data-warning', 'none');
  await expect(page.getByTestId('sync-at-risk')).toHaveCount(0);

  await page.clock.fastForward('10:01');
  await expect(bar.state()).toHaveAttribute('data-warning', 'goOnline');
  await expect(bar.state()).toHaveText('离线：关闭前请先联网（1 项更改未发送）');
  await expect(page.getByTestId('sync-at-risk')).toContainText(
    '此浏览器可能会删除尚未发送的更改。关闭此页面前请先联网。',
  );
  const details = await bar.openDetails();
  await expect(details.getByTestId('sync-details-warning')).toHaveText(
    '此浏览器可能会删除尚未发送的更改。关闭此页面前请先联网。',
  );
  await expect(details.getByTestId('sync-details-waiting')).toContainText(
    '1 项更改，最早的一项保存于',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // closing now asks first; the person stays
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();

  // online again, the edit is sent: no warning, and the page closes without a question
  await goOnline(context);
  await bar.expectSaved();
  await expect(bar.state()).toHaveAttribute('data-warning', 'none');
  await expect(page.getByTestId('sync-at-risk')).toHaveCount(0);
  expect((await server.record(albumId))?.name).toBe(renamed);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);
  expect(dialogs).toEqual([]);
});

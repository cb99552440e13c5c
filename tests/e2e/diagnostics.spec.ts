// The diagnostics panel (issue 12, item 7): a save the server refuses (another device changed the
// album first) is kept with its cause in the browser's error log; an administrator reads it in the
// user menu's Diagnostics, copies it for support and clears it.
import { expect, type Page } from '@playwright/test';
import { AlbumInfoScreen } from './pages/AlbumPages';
import { DEMO_USERS } from './pages/demoUsers';
import { ApiDevice } from './pages/portalApi';
import { goOffline, goOnline, logInAsAdmin, seriousViolations, test } from './pages/session';
import { Shell } from './pages/Shell';
import { shot } from './pages/shots';
import { SyncStatusBar } from './pages/SyncStatusBar';

async function openDiagnostics(page: Page) {
  await page.getByRole('button', { name: /用户菜单|User menu/i }).click();
  await page.getByRole('menuitem', { name: /诊断信息|Diagnostics/ }).click();
  const dialog = page.getByRole('dialog', { name: /诊断信息|Diagnostics/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a refused save is kept with its cause; an administrator reads, copies and clears it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const otherDevice = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const original = `诊断专辑 ${Date.now()}`;
  const albumId = await otherDevice.createAlbum(original);

  await logInAsAdmin(page);
  const bar = new SyncStatusBar(page);
  const info = new AlbumInfoScreen(page);
  await info.goto(albumId);
  await expect(info.nameInput()).toHaveValue(original);
  await bar.expectSaved();

  // renamed here offline while the other device renames it too: the server refuses this one
  await goOffline(context);
  await info.rename(`${original}（本机）`);
  await bar.expectOfflineQueued(1);
  const theirs = await otherDevice.record(albumId);
  await otherDevice.send('update', 'album', albumId, Number(theirs?.version), {
    name: `${original}（另一设备）`,
  });
  await goOnline(context);
  await bar.expectConflicts(1);

  const dialog = await openDiagnostics(page);
  const report = dialog.getByTestId('diagnostics-report').filter({ hasText: albumId });
  await expect(report).toContainText('sync.opRejected');
  await expect(report).toContainText(`album update ${albumId}: conflict`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: 'test-results/diagnostics-zh-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, { path: 'test-results/diagnostics-zh-390.png' });

  await dialog.getByRole('button', { name: '全部复制' }).click();
  await expect(dialog.getByText('已复制到剪贴板。')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Rights Partner Portal \S+ \(build \S+\)\nUser agent: .+\n/);
  // reported by the sync worker, which has no page of its own
  expect(copied).toContain(
    `] sync.opRejected\nOpRejectedError: album update ${albumId}: conflict\n    at `,
  );
  expect(copied).not.toContain(DEMO_USERS.admin.password);
  await dialog.getByRole('button', { name: '关闭' }).click();

  await new Shell(page).switchLanguage('en');
  const english = await openDiagnostics(page);
  await expect(
    english.getByTestId('diagnostics-report').filter({ hasText: albumId }),
  ).toBeVisible();
  await shot(page, { path: 'test-results/diagnostics-en-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: 'test-results/diagnostics-en-1440.png' });
  await english.getByRole('button', { name: 'Clear' }).click();
  await expect(english.getByTestId('diagnostics-empty')).toHaveText(
    'No errors have been recorded on this device.',
  );
  await expect(english.getByRole('button', { name: 'Copy all' })).toBeDisabled();
  await shot(page, { path: 'test-results/diagnostics-en-empty-1440.png' });
});

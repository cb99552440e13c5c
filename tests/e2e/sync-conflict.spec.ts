// Review locks meeting offline edits. The lock comes from the partner's other device undoing the
// modification (14 -> 12): submitting needs server-verified audio, which no album of the demo seed
// has (see the issue note). Both tests leave the approved demo album 城市夜色 approved (12) again.
import { expect, type Page } from '@playwright/test';
import { AlbumInfoScreen } from './pages/AlbumPages';
import { ConflictsScreen } from './pages/ConflictsScreen';
import { DEMO_USERS } from './pages/demoUsers';
import { ApiDevice } from './pages/portalApi';
import { goOffline, goOnline, logInAsAdmin, seriousViolations, test } from './pages/session';
import { SyncStatusBar } from './pages/SyncStatusBar';

const APPROVED_ALBUM = '城市夜色';

/** Opens a modification of the approved album in the UI (12 -> 14) and waits until it synced. */
async function startModification(
  page: Page,
  info: AlbumInfoScreen,
  albumId: string,
  labels: { start: RegExp; status: string },
) {
  await info.goto(albumId);
  await expect(info.introductionInput()).toBeDisabled();
  await info.runCommand(labels.start);
  await expect(info.reviewStatus()).toHaveText(labels.status);
  await expect(info.introductionInput()).toBeEnabled();
  await new SyncStatusBar(page).expectSaved();
}

test('an album locked again while the device was offline: the edit is a conflict, discarded (English)', async ({
  page,
  context,
  request,
}) => {
  const otherDevice = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const albumId = await otherDevice.albumNamed(APPROVED_ALBUM);
  const approvedIntroduction = String((await otherDevice.record(albumId))?.introduction);

  await logInAsAdmin(page, 'en');
  const bar = new SyncStatusBar(page);
  const info = new AlbumInfoScreen(page);
  const conflicts = new ConflictsScreen(page);
  await conflicts.goto();
  await expect(conflicts.empty()).toBeVisible();

  // the seeded rejected album shows why it was rejected
  await info.goto(await otherDevice.albumNamed('First Light (EP)'));
  await expect(info.reviewStatus()).toHaveText('Not approved');
  await expect(page.getByTestId('album-reject-reason')).toContainText('封面图片模糊');

  await startModification(page, info, albumId, {
    start: /^Start modification$/,
    status: 'Under modification',
  });
  await goOffline(context);
  const introduction = `${approvedIntroduction} Edited offline.`;
  await info.introductionInput().fill(introduction);
  await info.save();
  await bar.expectOfflineQueued(1);

  // meanwhile the partner's other device undoes the modification: approved, locked
  await otherDevice.runAlbumCommand(albumId, 'undoModification');
  expect((await otherDevice.record(albumId))?.reviewStatus).toBe(12);

  await goOnline(context);
  await bar.expectConflicts(1);
  await bar.conflictsLink().click();
  await page.waitForURL('**/sync/conflicts');
  const conflict = conflicts.conflicts().filter({ hasText: APPROVED_ALBUM });
  await expect(conflict).toHaveCount(1);
  await expect(conflict.getByTestId('conflict-reason')).toHaveText(/approved and locked/);
  const intro = conflicts.fieldRow(conflict, 'introduction');
  await expect(intro.row).toHaveAttribute('data-differs', 'true');
  await expect(intro.local).toHaveText(introduction);
  await expect(intro.server).toHaveText(approvedIntroduction);
  expect(await seriousViolations(page)).toEqual([]);

  await conflicts.discard(conflict);
  await expect(conflicts.empty()).toBeVisible();
  await bar.expectConflicts(0);
  await bar.expectSaved();
  await info.goto(albumId);
  await expect(info.reviewStatus()).toHaveText('Approved');
  await expect(info.introductionInput()).toHaveValue(approvedIntroduction);
  await expect(info.introductionInput()).toBeDisabled();
});

test('an album locked again while the device was offline: the edit is re-applied after a new modification (Chinese)', async ({
  page,
  context,
  request,
}) => {
  const otherDevice = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const albumId = await otherDevice.albumNamed(APPROVED_ALBUM);
  const approvedIntroduction = String((await otherDevice.record(albumId))?.introduction);
  const labels = { start: /^发起修改$/, status: '修改中' };

  await logInAsAdmin(page);
  const bar = new SyncStatusBar(page);
  const info = new AlbumInfoScreen(page);
  const conflicts = new ConflictsScreen(page);
  await startModification(page, info, albumId, labels);

  await goOffline(context);
  const introduction = '离线时写的新简介。';
  await info.introductionInput().fill(introduction);
  await info.save();
  await bar.expectOfflineQueued(1);
  await otherDevice.runAlbumCommand(albumId, 'undoModification');
  await goOnline(context);

  await bar.expectConflicts(1);
  await conflicts.goto();
  const conflict = conflicts.conflicts().filter({ hasText: APPROVED_ALBUM });
  await expect(conflict.getByTestId('conflict-reason')).toHaveText(/已审核通过并被锁定/);
  await expect(conflicts.fieldRow(conflict, 'introduction').local).toHaveText(introduction);

  // an approved album takes the edit once a modification is open again
  await startModification(page, info, albumId, labels);
  await conflicts.goto();
  await conflicts.reapply(conflicts.conflicts().filter({ hasText: APPROVED_ALBUM }));
  await expect(conflicts.empty()).toBeVisible();
  await bar.expectConflicts(0);
  await bar.expectSaved();
  expect((await otherDevice.record(albumId))?.introduction).toBe(introduction);

  // leave it as found: undoing the modification restores the approved content
  await info.goto(albumId);
  await info.runCommand(/^撤销修改$/);
  await expect(info.reviewStatus()).toHaveText('审核通过');
  await bar.expectSaved();
  expect((await otherDevice.record(albumId))?.introduction).toBe(approvedIntroduction);
});

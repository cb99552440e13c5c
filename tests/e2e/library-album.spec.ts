// The album information form, the add-album drawer and the album edit wizard (the new album's flow
// in English, both languages with E2E_ALL_LANGUAGES=1):
// a new album is created in the drawer, its UPC refused then accepted, the wizard names what is
// missing and refuses the submission; the approved demo album is modified and the modification
// undone (once with the request queued offline); an edit made offline survives a reload and syncs.
import { expect } from '@playwright/test';
import { completeGtin } from '../../src/domain/identifiers';
import { ALBUM_TEXT, AlbumEditor, NewAlbumDrawer, type Lang } from './pages/AlbumEditor';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { ApiDevice } from './pages/portalApi';
import {
  goOffline,
  goOnline,
  logInAsAdmin,
  seriousViolations,
  test,
  waitForServiceWorker,
} from './pages/session';
import { shot } from './pages/shots';
import { SyncStatusBar } from './pages/SyncStatusBar';

const APPROVED_ALBUM = '城市夜色';
const SHOTS = '.tmp/h5-shots';

/** A valid UPC-A no other album holds: 11 random digits and their check digit. */
function freshUpc(): string {
  return completeGtin(
    Array.from(crypto.getRandomValues(new Uint8Array(11)), (b) => String(b % 10)).join(''),
  );
}

/** An album of the organisation holding `upc` as its own, made by another device. */
async function albumHoldingUpc(server: ApiDevice, upc: string): Promise<void> {
  const id = await server.createAlbum(`UPC ${upc}`);
  const record = await server.record(id);
  await server.send('update', 'album', id, Number(record?.version), { upcMode: 'owned', upc });
}

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs Chinese too
for (const lang of inOneLanguage(
  ['zh', 'en'] as const satisfies readonly Lang[],
  (l) => l === 'en',
)) {
  const text = ALBUM_TEXT[lang];

  test(`a new album from the drawer: UPC refused then accepted, the wizard lists what is missing (${lang})`, async ({
    page,
    request,
  }) => {
    const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
    const [taken, upc] = [freshUpc(), freshUpc()];
    await albumHoldingUpc(server, taken);
    await logInAsAdmin(page, lang);
    await page.goto('/library/album/list');
    const drawer = new NewAlbumDrawer(page);
    const editor = new AlbumEditor(page);

    await drawer.open();
    await drawer.create();
    await expect(drawer.drawer()).toContainText(text.nameIncomplete);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, { path: `${SHOTS}/drawer-errors-${lang}.png` });

    const name = `${lang === 'zh' ? '新专辑' : 'New album'} ${Date.now()}`;
    await drawer.fill(name, text.typeAlbum);
    await drawer.create();
    await page.waitForURL(/\/library\/album\/[0-9a-f-]+\/info\?step=info$/);
    const albumId = /album\/([0-9a-f-]+)\/info/.exec(page.url())?.[1] ?? '';
    await expect(editor.wizard()).toBeVisible();
    await expect(editor.reviewStatus()).toHaveText(text.notSubmitted);
    await expect(page.getByTestId('album-info-form')).toContainText(text.genreIncomplete);
    await shot(page, { path: `${SHOTS}/wizard-info-${lang}.png` });

    // an owned UPC: a wrong check digit is refused at the field and nothing is saved
    await page.getByRole('radio', { name: text.upcOwned }).check();
    await editor.field('upc').fill(`${upc.slice(0, 11)}${(Number(upc[11]) + 1) % 10}`);
    await expect(page.getByText(text.upcCheckDigit)).toBeVisible();
    await editor.save();
    await expect(editor.notice()).toHaveText(text.fixErrors);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, { path: `${SHOTS}/form-upc-error-${lang}.png`, fullPage: true });

    // another album of the organisation already holds this one (existUPCAll, answered on the device)
    await editor.field('upc').fill(taken);
    await expect(page.getByText(text.upcUsed)).toBeVisible();
    await shot(page.getByTestId('album-upc'), { path: `${SHOTS}/form-upc-used-${lang}.png` });
    // spaces are allowed as printed under a barcode; the UPC is stored as digits
    await editor.field('upc').fill(`${upc.slice(0, 4)} ${upc.slice(4, 8)} ${upc.slice(8)}`);
    await expect(page.getByText(text.upcCheckDigit)).toHaveCount(0);
    await expect(page.getByText(text.upcUsed)).toHaveCount(0);
    await editor.field('albumNumber').fill('CAT-001');
    await editor.save();
    await expect(editor.notice()).toHaveText(text.saved);
    await new SyncStatusBar(page).expectSaved();
    await expect.poll(async () => (await server.record(albumId))?.upc).toBe(upc);
    expect(await server.record(albumId)).toMatchObject({
      name,
      upcMode: 'owned',
      upc,
      albumNumber: 'CAT-001',
      reviewStatus: 10,
    });

    // the finish step names what is missing and refuses the submission
    await editor.step('finish').click();
    await expect(editor.completeness()).toContainText(text.noTracks);
    await expect(editor.completeness()).toContainText(text.noAuthorization);
    await expect(editor.step('tracks')).toHaveAttribute('data-mark', 'incomplete');
    expect(await seriousViolations(page)).toEqual([]);
    await editor.command(text.submit);
    await expect(editor.notice()).toHaveText(text.incomplete);
    await expect(editor.reviewStatus()).toHaveText(text.notSubmitted);
    await shot(page, { path: `${SHOTS}/wizard-finish-${lang}.png`, fullPage: true });
    expect((await server.record(albumId))?.reviewStatus).toBe(10);

    // the missing tracks are fixed on the tracks tab the item links to
    await editor
      .completeness()
      .getByRole('link', { name: new RegExp(text.noTracks) })
      .click();
    await page.waitForURL(`**/library/album/${albumId}/track`);
  });
}

test('the approved demo album: a modification is started and undone (Chinese, info page)', async ({
  page,
  request,
}) => {
  const text = ALBUM_TEXT.zh;
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const albumId = await server.albumNamed(APPROVED_ALBUM);
  const approved = await server.record(albumId);
  await logInAsAdmin(page, 'zh');
  const editor = new AlbumEditor(page);
  const bar = new SyncStatusBar(page);

  // an album pending review (11) is read-only and says so
  await page.goto(`/library/album/${await server.albumNamed('Blue Hour')}/info`);
  await expect(page.getByTestId('album-lock-explanation')).toContainText('待审核');
  await expect(editor.field('name')).toBeDisabled();
  await expect(page.getByRole('button', { name: text.submit })).toBeDisabled();
  await shot(page, { path: `${SHOTS}/info-pending-zh.png` });

  await page.goto(`/library/album/${albumId}/info`);
  await expect(editor.reviewStatus()).toHaveText(text.approved);
  await expect(page.getByTestId('album-lock-explanation')).toBeVisible();
  await expect(editor.field('name')).toBeDisabled();
  await expect(editor.field('albumNumber')).toBeDisabled();
  await shot(page, { path: `${SHOTS}/info-approved-zh.png`, fullPage: true });

  await editor.command(text.start);
  await expect(editor.reviewStatus()).toHaveText(text.modifying);
  await expect(editor.notice()).toHaveText(text.startDone);
  // in a modification only the allowed fields open; what identifies the album stays as approved
  await expect(page.getByRole('textbox', { name: /简介/ })).toBeEnabled();
  await expect(editor.field('name')).toBeDisabled();
  await expect(editor.field('albumNumber')).toBeDisabled();
  await page.getByRole('textbox', { name: /简介/ }).fill('修改中的简介。');
  await editor.save();
  await expect(editor.notice()).toHaveText(text.saved);
  await bar.expectSaved();
  await expect
    .poll(async () => (await server.record(albumId))?.introduction)
    .toBe('修改中的简介。');

  await editor.command(text.undo);
  await expect(editor.reviewStatus()).toHaveText(text.approved);
  await expect(editor.notice()).toHaveText(text.undoDone);
  await bar.expectSaved();
  await expect(page.getByRole('textbox', { name: /简介/ })).toHaveValue(
    String(approved?.introduction),
  );
  expect(await server.record(albumId)).toMatchObject({
    reviewStatus: 12,
    introduction: approved?.introduction,
  });
});

test('the approved demo album in the wizard: a modification started offline is queued, then done (English)', async ({
  page,
  context,
  request,
}) => {
  const text = ALBUM_TEXT.en;
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const albumId = await server.albumNamed(APPROVED_ALBUM);
  await logInAsAdmin(page, 'en');
  await waitForServiceWorker(page);
  const editor = new AlbumEditor(page);
  const bar = new SyncStatusBar(page);

  // the rejected demo album shows the review's reason where it is resubmitted
  await page.goto(`/library/album/${await server.albumNamed('First Light (EP)')}/info?step=finish`);
  await expect(page.getByTestId('album-reject-reason')).toContainText('封面图片模糊');
  await expect(editor.completeness()).toBeVisible();
  await shot(page, { path: `${SHOTS}/wizard-rejected-en.png` });

  await page.goto(`/library/album/${albumId}/info?step=finish`);
  await expect(editor.completeness()).toBeVisible();
  await expect(editor.reviewStatus()).toHaveText(text.approved);
  expect(await seriousViolations(page)).toEqual([]);

  await goOffline(context);
  await bar.expectState('offline');
  await editor.command(text.start);
  await expect(editor.notice()).toHaveText(text.startQueued);
  await expect(editor.notice()).toHaveAttribute('data-notice', 'command-queued');
  await shot(page, { path: `${SHOTS}/wizard-queued-en.png`, fullPage: true });
  expect((await server.record(albumId))?.reviewStatus).toBe(12);

  await goOnline(context);
  await expect(editor.notice()).toHaveAttribute('data-notice', 'command-done', { timeout: 20_000 });
  await bar.expectSaved();
  expect((await server.record(albumId))?.reviewStatus).toBe(14);

  await editor.command(text.undo);
  await expect(editor.notice()).toHaveText(text.undoDone, { timeout: 20_000 });
  await expect(editor.reviewStatus()).toHaveText(text.approved);
  await bar.expectSaved();
  expect((await server.record(albumId))?.reviewStatus).toBe(12);
});

test('album information edited offline survives a reload and syncs after reconnecting', async ({
  page,
  context,
  request,
}) => {
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const albumId = await server.createAlbum(`离线编辑 ${Date.now()}`);
  await logInAsAdmin(page, 'zh');
  await waitForServiceWorker(page);
  const editor = new AlbumEditor(page);
  const bar = new SyncStatusBar(page);

  await page.goto(`/library/album/${albumId}/info`);
  await expect(editor.field('albumNumber')).toBeEnabled();
  await bar.expectSaved();

  await goOffline(context);
  await bar.expectState('offline');
  await editor.field('albumNumber').fill('OFF-2026');
  await editor.field('requestedOffShelfDate').fill('2030-12-31');
  await editor.save();
  await expect(editor.notice()).toHaveText(ALBUM_TEXT.zh.saved);
  await bar.expectOfflineQueued(1);

  await page.reload();
  await expect(editor.field('albumNumber')).toHaveValue('OFF-2026');
  // shown in the interface language's format; stored and sent as ISO (checked on the server below)
  await expect(editor.field('requestedOffShelfDate')).toHaveValue('2030/12/31');
  await bar.expectOfflineQueued(1);
  expect((await server.record(albumId))?.albumNumber).not.toBe('OFF-2026');

  await goOnline(context);
  await bar.expectSaved();
  await expect.poll(async () => (await server.record(albumId))?.albumNumber).toBe('OFF-2026');
  expect((await server.record(albumId))?.requestedOffShelfDate).toBe('2030-12-31');
});

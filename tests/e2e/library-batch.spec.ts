// Batch upload of albums from an Excel playlist (issue 6), end to end in Chromium: a playlist that
// LibreOffice wrote (tests/fixtures/batch, made by scripts/make-batch-fixture.mts), a material folder
// of WAV, PNG and lyrics files made here, the albums created, the files uploaded and associated (on
// this device and on the server), a reload in the middle of the finish step, the error sheet, and a
// sheet with merged album cells and formatting down to row 1000 (scripts/make-sheet-fixtures.mts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { BATCH_FILE_COUNT, makeBatchMaterials } from '../support/batchMaterials';
import {
  ERROR_ALBUMS,
  ERROR_CODES,
  GOOD_ALBUMS,
  LIBREOFFICE_MERGED,
} from '../fixtures/batch/playlistData';
import { BatchWizard } from './pages/BatchWizard';
import { DEMO_USERS } from './pages/demoUsers';
import { LibraryList } from './pages/LibraryLists';
import { ApiDevice } from './pages/portalApi';
import { logInAsAdmin, seriousViolations, waitForServiceWorker } from './pages/session';
import { shot as shotOf } from './pages/shots';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/batch');
const GOOD_SHEET = path.join(FIXTURES, 'playlist-3-albums.xlsx');
const ERROR_SHEET = path.join(FIXTURES, 'playlist-errors.xlsx');
const MERGED_SHEET = path.join(FIXTURES, LIBREOFFICE_MERGED.file);
/** The material folder (tests/support/batchMaterials.ts), under the test's output folder. */
function makeMaterials(testInfo: TestInfo): Promise<string> {
  return makeBatchMaterials(testInfo.outputPath('materials'));
}

/**
 * The fixtures' ISRCs are fixed (LibreOffice wrote them): an earlier attempt on the same server (a
 * CI retry) left its albums, whose ISRCs the playlist would now report as used. They go first.
 */
/** review status 15: a deleted album stays on record */
const DELETED = 15;

async function removeEarlierAttempt(
  request: APIRequestContext,
  names: readonly string[],
): Promise<void> {
  const device = await ApiDevice.logIn(request, DEMO_USERS.admin);
  await device.pullAll();
  const all = [...device.records.values()];
  for (const album of all.filter(
    (r) => 'upcMode' in r && names.includes(String(r.name)) && r.reviewStatus !== DELETED,
  )) {
    for (const track of all.filter((r) => 'isrc' in r && r.albumId === album.id)) {
      await device.send('delete', 'track', String(track.id), Number(track.version ?? 0), {});
    }
    await device.send('delete', 'album', String(album.id), Number(album.version ?? 0), {});
  }
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await shotOf(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

// tall enough that a screenshot shows a step with its tables
test.use({ viewport: { width: 1280, height: 1400 } });

const fileCount = BATCH_FILE_COUNT;

test('a LibreOffice playlist and a material folder become 3 albums with 20 tracks, uploaded and associated, across a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await removeEarlierAttempt(
    request,
    GOOD_ALBUMS.map((a) => a.name),
  );
  const materials = await makeMaterials(testInfo);
  await logInAsAdmin(page);
  await waitForServiceWorker(page);
  const wizard = new BatchWizard(page);
  await wizard.openFromAlbumList();

  // 1: the authorizing party
  await expect(wizard.currentStep()).toHaveText(/选择授权方/);
  await expect(wizard.next()).toBeDisabled();
  await shot(page, testInfo, 'zh-1-party-empty');
  await wizard.chooseParty(/演示唱片/);
  await expectAccessible(page);
  await wizard.next().click();

  // 2: the template in the current language, then the filled-in playlist
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('batch-template').click(),
  ]);
  expect(download.suggestedFilename()).toBe('批量上传歌单模板.xlsx');
  await shot(page, testInfo, 'zh-2-playlist-empty');
  await wizard.uploadSheet(GOOD_SHEET);
  await expect(wizard.errorsHeading()).toHaveCount(0);
  await expect(wizard.previewAlbums()).toHaveCount(3);
  expect(
    await wizard
      .previewAlbums()
      .evaluateAll((rows) =>
        rows.map((r) => `${r.getAttribute('data-folder')}:${r.getAttribute('data-tracks')}`),
      ),
  ).toEqual(GOOD_ALBUMS.map((a) => `${a.folder}:${a.tracks.length}`));
  await shot(page, testInfo, 'zh-2-playlist-read');
  await expectAccessible(page);
  await wizard.next().click();

  // 3: the material folder, every file matched and checked before any upload
  await shot(page, testInfo, 'zh-3-materials-empty');
  await wizard.chooseFolder(materials);
  await expect(wizard.acceptedMaterials()).toHaveCount(fileCount);
  await expect(wizard.refusedMaterials()).toHaveCount(1);
  await expect(wizard.refusedMaterials().first()).toContainText('notes.txt');
  await shot(page, testInfo, 'zh-3-materials-checked');
  await expectAccessible(page);
  await wizard.next().click();

  // 4: finish, then reload while files are still on their way
  await expect(page.getByTestId('batch-finish-intro')).toContainText(`${fileCount} 个文件`);
  await shot(page, testInfo, 'zh-4-finish');
  await expectAccessible(page);
  await wizard.finish();
  await expect(wizard.fileRows()).toHaveCount(fileCount);
  await expect(wizard.albumStates()).toHaveText(['已创建', '已创建', '已创建'], {
    timeout: 20_000,
  });
  // reload as soon as the uploads begin: some are on their way, others not started yet
  await expect(page.locator('[data-testid="batch-file"][data-started="true"]').first()).toBeVisible(
    { timeout: 20_000 },
  );
  const before = await wizard.fileStates();
  await page.reload();
  await expect(wizard.progressCard()).toBeVisible({ timeout: 20_000 });
  await expect(wizard.fileRows()).toHaveCount(fileCount);
  await shot(page, testInfo, 'zh-4-after-reload');
  await expectAccessible(page);
  // what the reload lost is asked for again; the same folder is chosen once more
  const needs = page.getByTestId('batch-needs-files');
  await expect(needs.or(page.getByTestId('batch-done'))).toBeVisible({ timeout: 30_000 });
  if (await needs.isVisible()) {
    await shot(page, testInfo, 'zh-4-needs-files');
    await page.getByTestId('batch-repick-input').setInputFiles(materials);
    await expect(page.getByTestId('batch-repicked')).toContainText(/重新找到 \d+ 个文件/, {
      timeout: 60_000,
    });
  }
  testInfo.annotations.push({ type: 'before reload', description: before.join(' ') });
  await expect(wizard.progressCard()).toHaveAttribute('data-settled', 'true', { timeout: 90_000 });
  await expect(wizard.progressCard()).toHaveAttribute('data-failed', '0');
  expect(new Set(await wizard.fileStates())).toEqual(
    new Set(['cover:success/success', 'audio:success/success', 'lyrics:success/success']),
  );
  await expect(page.getByTestId('batch-done')).toBeVisible();
  await shot(page, testInfo, 'zh-4-done');

  // the album list shows them
  const list = new LibraryList(page, 'album');
  await list.goto();
  for (const album of GOOD_ALBUMS) {
    await list.search().fill(album.name);
    await expect.poll(() => list.names()).toContain(album.name);
  }

  // and the server has each album with its cover, every track with verified audio, the lyrics
  const device = await ApiDevice.logIn(request, DEMO_USERS.admin);
  await expect
    .poll(
      async () => {
        await device.pullAll();
        const all = [...device.records.values()];
        return GOOD_ALBUMS.map((a) => {
          const album = all.find(
            (r) => 'upcMode' in r && r.name === a.name && r.reviewStatus !== DELETED,
          );
          const tracks = all.filter((r) => 'isrc' in r && r.albumId === album?.id);
          const trackIds = new Set(tracks.map((t) => t.id));
          const lyrics = all.filter(
            (r) => 'format' in r && 'trackId' in r && 'kind' in r && trackIds.has(r.trackId),
          );
          const cover = album?.cover as { widthPx?: number } | null | undefined;
          const verified = tracks.filter((t) =>
            Boolean((t.audio as { verifiedAt?: string } | null)?.verifiedAt),
          ).length;
          return `${a.folder}: cover ${cover?.widthPx ?? 0}, tracks ${tracks.length}, verified ${verified}, lyrics ${lyrics.length}`;
        });
      },
      { timeout: 45_000, intervals: [1000] },
    )
    .toEqual(
      GOOD_ALBUMS.map(
        (a) =>
          `${a.folder}: cover 1400, tracks ${a.tracks.length}, verified ${a.tracks.length}, lyrics ${a.tracks.filter((t) => t.lyrics).length}`,
      ),
    );
});

test('the error sheet shows every error, in English, and creates only its album without errors', async ({
  page,
  request,
}, testInfo) => {
  await removeEarlierAttempt(
    request,
    ERROR_ALBUMS.map((a) => a.name),
  );
  await logInAsAdmin(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const wizard = new BatchWizard(page);
  await wizard.openFromAlbumList();
  await expect(wizard.currentStep()).toHaveText(/Choose authorizing party/);
  await wizard.chooseParty(/Demo Records|演示唱片/);
  await shot(page, testInfo, 'en-1-party');
  await wizard.next().click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('batch-template').click(),
  ]);
  expect(download.suggestedFilename()).toBe('batch-upload-playlist-template.xlsx');

  // a file that is no workbook is refused with a clear message
  const fake = testInfo.outputPath('not-a-workbook.xlsx');
  writeFileSync(fake, 'name,isrc\nx,y\n');
  await page.getByTestId('batch-sheet-input').setInputFiles(fake);
  await expect(page.getByTestId('batch-sheet-problem')).toContainText('not-a-workbook.xlsx');
  await shot(page, testInfo, 'en-2-playlist-refused');

  await wizard.uploadSheet(ERROR_SHEET);
  await expect(wizard.errorsHeading()).toHaveText(
    'There are following errors in the Excel playlist:',
  );
  const codes = await wizard
    .errorRows()
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));
  expect([...new Set(codes)].sort()).toEqual([...ERROR_CODES].sort());
  await expect(wizard.errorRows().filter({ hasText: '1N-B61-26-10402' })).toHaveCount(1);
  await expect(wizard.errorRows().filter({ hasText: 'Nobody Known' })).toContainText(
    'does not exist',
  );
  await expect(wizard.errorRows().filter({ hasText: 'Mixtape' })).toContainText('Album type');
  await expect(wizard.previewAlbums()).toHaveCount(1);
  await expect(wizard.previewAlbums()).toHaveAttribute('data-folder', 'Fine One');
  await shot(page, testInfo, 'en-2-playlist-errors');
  await expectAccessible(page);

  // no material: the step is optional
  await wizard.next().click();
  await shot(page, testInfo, 'en-3-materials-empty');
  await expectAccessible(page);
  await wizard.next().click();
  await expect(page.getByTestId('batch-finish-intro')).toContainText('1 album with 2 tracks');
  await shot(page, testInfo, 'en-4-finish');
  await expectAccessible(page);
  await wizard.finish();
  await expect(wizard.progressCard()).toHaveAttribute('data-settled', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('batch-album').first()).toHaveAttribute('data-state', 'created');
  await shot(page, testInfo, 'en-4-done');
  await expectAccessible(page);

  const device = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const bad = ERROR_ALBUMS.slice(1).map((a) => a.name);
  await expect
    .poll(
      async () => {
        await device.pullAll();
        const names = [...device.records.values()]
          .filter((r) => 'upcMode' in r && r.reviewStatus !== DELETED)
          .map((r) => String(r.name));
        return {
          fine: names.filter((n) => n === 'Batch Fine One').length,
          bad: names.filter((n) => bad.includes(n)).length,
        };
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual({ fine: 1, bad: 0 });
});

test('a LibreOffice playlist with merged album cells and formatting to row 1000 creates each album with all its tracks, and lists the one it leaves out', async ({
  page,
  request,
}, testInfo) => {
  const names = LIBREOFFICE_MERGED.albums.map((a) => a.name);
  await removeEarlierAttempt(request, names);
  await logInAsAdmin(page);
  const wizard = new BatchWizard(page);
  await wizard.openFromAlbumList();
  await wizard.chooseParty(/演示唱片/);
  await wizard.next().click();

  await wizard.uploadSheet(MERGED_SHEET);
  await expect(wizard.previewAlbums()).toHaveCount(Object.keys(LIBREOFFICE_MERGED.created).length);
  const preview = await wizard
    .previewAlbums()
    .evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute('data-folder'), Number(r.getAttribute('data-tracks'))]),
    );
  expect(Object.fromEntries(preview)).toEqual(LIBREOFFICE_MERGED.created);
  // the album with a track row missing its name: its error, and the album listed as left out with all its rows
  await expect(wizard.errorRows()).toHaveCount(1);
  await expect(wizard.errorRows().first()).toHaveAttribute('data-code', 'required');
  await expect(wizard.leftOutAlbums()).toHaveCount(1);
  await expect(wizard.leftOutAlbums().first()).toHaveAttribute('data-folder', '合并缺歌名');
  await expect(wizard.leftOutAlbums().first()).toHaveAttribute('data-rows', '3');
  // a track name merged over two rows is used on both, and noted
  await expect(wizard.notices().filter({ hasText: '合并单元格' })).toHaveCount(1);
  await shot(page, testInfo, 'zh-2-merged-playlist');
  await expectAccessible(page);

  await wizard.next().click();
  await wizard.next().click();
  await wizard.finish();
  await expect(wizard.progressCard()).toHaveAttribute('data-settled', 'true', { timeout: 20_000 });
  await expect(wizard.albumStates()).toHaveText(['已创建', '已创建', '已创建']);

  const device = await ApiDevice.logIn(request, DEMO_USERS.admin);
  await expect
    .poll(
      async () => {
        await device.pullAll();
        const all = [...device.records.values()];
        const albums = all.filter(
          (r) => 'upcMode' in r && names.includes(String(r.name)) && r.reviewStatus !== DELETED,
        );
        return Object.fromEntries(
          LIBREOFFICE_MERGED.albums
            .filter((a) => albums.some((r) => r.name === a.name))
            .map((a) => [
              a.folder,
              all.filter(
                (r) => 'isrc' in r && r.albumId === albums.find((x) => x.name === a.name)?.id,
              ).length,
            ]),
        );
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual(LIBREOFFICE_MERGED.created);
});

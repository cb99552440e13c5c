// The review round trip of issue 5, as a partner lives it: an album of three tracks made complete in
// the browser (audio and lyrics uploaded per track, a rights holder, an authorization file with a
// PDF bound to the three tracks), submitted from the wizard's finish step; the back office rejects
// it with a reason; the partner reads the reason, fixes the album and resubmits; the back office
// approves; the partner starts a modification and undoes it. Once online throughout, once with the
// network cut in the middle (edits and review commands queued, then sent on reconnecting), in
// Chinese (and English with E2E_ALL_LANGUAGES=1). The album's text fields come from a copy of a demo album made through
// the API (the information form is filled by hand in library-album.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wavBytes } from '../support/wavFiles';
import { ALBUM_TEXT, AlbumEditor } from './pages/AlbumEditor';
import { DEMO_USERS } from './pages/demoUsers';
import { createAlbumWithUnboundTracks, minimalPdf } from './pages/PartyPages';
import { ApiDevice, BackOffice } from './pages/portalApi';
import { inOneLanguage } from './pages/languages';
import { logInAsAdmin, seriousViolations, waitForServiceWorker } from './pages/session';
import { shot as shotOf } from './pages/shots';
import { SyncStatusBar } from './pages/SyncStatusBar';
import { RightsHolderScreen } from './pages/TrackPages';
import { AlbumUploads } from './pages/UploadTaskList';

type Lang = 'zh' | 'en';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-library-review';
const dir = path.join(os.tmpdir(), 'portal-e2e-review');
const PDF = path.join(dir, 'licence.pdf');
const wavPath = (i: number) => path.join(dir, `take-${i}.wav`);
const lrcPath = (i: number) => path.join(dir, `lyrics-${i}.lrc`);

const TEXT = {
  zh: {
    verified: '已通过校验',
    notNow: '暂不',
    holderType: /^曲作者$/,
    country: ['中国', /^中国$/],
    pending: '待审核',
    rejected: '审核未通过',
    submitDone: '已提交审核。',
    submitQueued: /提交审核的请求已保存在此设备上/,
    reason: '封面与专辑名称不符，请在简介中注明翻唱来源。',
    fixed: '本专辑为原创作品，无翻唱。',
    modifying: '修改中的简介。',
    intro: /简介/,
  },
  en: {
    verified: 'Verified',
    notNow: 'Not now',
    holderType: /^Composer \/ songwriter$/,
    country: ['China', /^China$/],
    pending: 'Pending review',
    rejected: 'Not approved',
    submitDone: 'Submitted for review.',
    submitQueued: /Submission queued on this device/,
    reason: 'Please say in the introduction whether any song is a cover.',
    fixed: 'Every song on this album is original; none is a cover.',
    modifying: 'Introduction under modification.',
    intro: /Introduction/,
  },
} as const;

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(PDF, minimalPdf());
  for (const i of [0, 1, 2]) {
    writeFileSync(wavPath(i), wavBytes(20 + i)); // different bytes: three files, not one
    writeFileSync(
      lrcPath(i),
      `[00:01.00]line one of song ${i + 1}\n[00:06.00]line two\n[00:12.50]line three\n`,
    );
  }
});

test.beforeEach(async ({ page }) => {
  // the file-input path (Playwright cannot answer Chromium's showOpenFilePicker)
  await page.addInitScript(() => {
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  });
});

async function start(page: Page, lang: Lang): Promise<void> {
  await logInAsAdmin(page, lang);
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-Hans');
}

/** Audio and lyrics for each of the album's three tracks, through the album's track tab. */
async function uploadAudioAndLyrics(page: Page, albumId: string, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  await page.goto(`/library/album/${albumId}/track`);
  const album = new AlbumUploads(page);
  await expect(page.getByTestId('album-track')).toHaveCount(3);
  for (const i of [0, 1, 2]) {
    await album.uploadAudio(wavPath(i), i);
    await expect(album.audioStatus(i)).toContainText(t.verified, { timeout: 60_000 });
    // after a .wav the task list asks whether to reload the audio info: not now
    await page.getByRole('button', { name: t.notNow }).click();
    await album.track(i).getByTestId('track-lyrics-pick-input').setInputFiles(lrcPath(i));
    const lyrics = album.track(i).getByTestId('track-lyrics-status');
    await expect(lyrics).toContainText(`lyrics-${i}.lrc`);
    await expect(lyrics).toHaveAttribute('data-tone', 'plain', { timeout: 30_000 });
  }
}

async function addRightsHolder(page: Page, albumId: string, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  const rights = new RightsHolderScreen(page);
  await rights.gotoAlbum(albumId);
  await rights.openAdd();
  await rights.fillHolder(t.holderType, lang === 'zh' ? '林夏' : 'Lin Xia');
  await rights.fillCountry(t.country[0], t.country[1], '100');
  await rights.save();
  await expect(rights.drawer()).toBeHidden();
  await expect(rights.rows()).toHaveCount(1);
}

/** A new authorization file with a PDF, bound to the three tracks. */
async function authorize(
  page: Page,
  trackIds: readonly string[],
  stamp: number,
  search: string,
): Promise<void> {
  await page.goto('/library/authorization/add');
  await page.getByTestId('authorization-title').fill(`Review ${stamp}`);
  await page.getByTestId('authorization-attachment-pick-input').setInputFiles(PDF);
  await expect(page.getByTestId('authorization-attachment-file')).toContainText('licence.pdf');
  await page.getByTestId('authorization-number').fill(`RV-${stamp}`);
  await page.getByTestId('authorization-submit').click();
  await page.waitForURL(/\/library\/authorization\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByTestId('authorization-attachment-state')).toHaveAttribute(
    'data-file-state',
    'verified',
    { timeout: 30_000 },
  );
  await page.getByTestId('bind-search').fill(search);
  for (const trackId of trackIds) {
    await page
      .locator(`[data-testid="bind-track"][data-track-id="${trackId}"]`)
      .getByRole('checkbox')
      .check();
  }
  await page.getByTestId('bind-selected').click();
  await expect(page.getByTestId('bound-track')).toHaveCount(3);
}

async function shot(page: Page, name: string): Promise<void> {
  await shotOf(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs English too
for (const lang of inOneLanguage(['zh', 'en'] as const, (l) => l === 'zh')) {
  for (const cut of [false, true]) {
    const mode = cut ? 'with the network cut in the middle' : 'online';
    test(`three tracks made complete, submitted, rejected, fixed, resubmitted, approved; a modification started and undone, ${mode} (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(300_000);
      const t = TEXT[lang];
      const a = ALBUM_TEXT[lang];
      const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
      const office = await BackOffice.logIn(request, DEMO_USERS.staff);
      const stamp = Date.now();
      const prefix = `${lang === 'zh' ? '审核曲' : 'Review song'} ${stamp}`;
      const { albumId, trackIds } = await createAlbumWithUnboundTracks(
        server,
        `${lang === 'zh' ? '审核专辑' : 'Review album'} ${cut ? 'cut' : 'on'} ${stamp}`,
        [`${prefix} A`, `${prefix} B`, `${prefix} C`],
      );
      const editor = new AlbumEditor(page);
      const bar = new SyncStatusBar(page);
      const setOnline = async (online: boolean) => {
        if (!cut) return;
        await context.setOffline(!online);
        await bar.expectState(online ? 'saved' : 'offline');
      };
      await start(page, lang);

      // made complete: files need the network; the rights holder and the submission do not
      await uploadAudioAndLyrics(page, albumId, lang);
      await authorize(page, trackIds, stamp, prefix);
      await setOnline(false);
      await addRightsHolder(page, albumId, lang);

      await page.goto(`/library/album/${albumId}/info?step=finish`);
      await expect(editor.completeness()).toBeVisible();
      await expect(page.getByRole('button', { name: a.submit })).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `finish-complete-${mode}-${lang}`);
      await editor.command(a.submit);
      if (cut) {
        await expect(editor.notice()).toHaveText(t.submitQueued);
        await bar.expectState('offline');
        expect((await server.record(albumId))?.reviewStatus).toBe(10);
        await setOnline(true);
      }
      await expect(editor.notice()).toHaveText(t.submitDone, { timeout: 20_000 });
      await expect(editor.reviewStatus()).toHaveText(t.pending);
      await expect.poll(async () => (await server.record(albumId))?.reviewStatus).toBe(11);
      // the rights holder added offline reached the server with its country record
      const ofAlbum = [...server.records.values()].filter((r) => r.albumId === albumId);
      expect(
        ofAlbum.filter(
          (r) => 'rightsHolderId' in r && r.countryCode === 'CN' && r.percentage === 100,
        ),
      ).toHaveLength(1);

      // the back office rejects with a reason: the partner reads it where the album is resubmitted
      await office.reject(await server.albumRef(albumId), t.reason);
      await expect(editor.reviewStatus()).toHaveText(t.rejected, { timeout: 30_000 });
      await expect(page.getByTestId('album-reject-reason')).toContainText(t.reason);
      await shot(page, `finish-rejected-${mode}-${lang}`);

      // fixed in the information step (offline in the cut run) and resubmitted
      await setOnline(false);
      await page.goto(`/library/album/${albumId}/info?step=info`);
      await page.getByRole('textbox', { name: t.intro }).fill(t.fixed);
      await editor.save();
      await expect(editor.notice()).toHaveText(a.saved);
      await page.goto(`/library/album/${albumId}/info?step=finish`);
      await expect(page.getByTestId('album-reject-reason')).toContainText(t.reason);
      await editor.command(a.submit);
      if (cut) {
        await expect(editor.notice()).toHaveText(t.submitQueued);
        await bar.expectOfflineQueued(2);
        await setOnline(true);
      }
      await expect(editor.notice()).toHaveText(t.submitDone, { timeout: 20_000 });
      await bar.expectSaved();
      expect(await server.record(albumId)).toMatchObject({
        reviewStatus: 11,
        introduction: t.fixed,
      });

      // approved; a modification is started (queued in the cut run), an allowed field edited, undone
      await office.approve(await server.albumRef(albumId));
      await expect(editor.reviewStatus()).toHaveText(a.approved, { timeout: 30_000 });
      await setOnline(false);
      await editor.command(a.start);
      if (cut) {
        await expect(editor.notice()).toHaveText(a.startQueued);
        await setOnline(true);
      }
      await expect(editor.notice()).toHaveText(a.startDone, { timeout: 20_000 });
      await expect(editor.reviewStatus()).toHaveText(a.modifying);
      await page.goto(`/library/album/${albumId}/info?step=info`);
      await page.getByRole('textbox', { name: t.intro }).fill(t.modifying);
      await editor.save();
      await expect(editor.notice()).toHaveText(a.saved);
      await bar.expectSaved();
      await expect.poll(async () => (await server.record(albumId))?.introduction).toBe(t.modifying);
      await page.goto(`/library/album/${albumId}/info?step=finish`);
      await editor.command(a.undo);
      await expect(editor.notice()).toHaveText(a.undoDone, { timeout: 20_000 });
      await expect(editor.reviewStatus()).toHaveText(a.approved);
      await bar.expectSaved();
      expect(await server.record(albumId)).toMatchObject({
        reviewStatus: 12,
        introduction: t.fixed,
      });
      await page.goto(`/library/album/${albumId}/info?step=info`);
      await expect(page.getByRole('textbox', { name: t.intro })).toHaveValue(t.fixed);
      await shot(page, `info-undone-${mode}-${lang}`);
    });
  }
}

// The track information form, the rights holder drawer and album localization (issue 5), in
// English (both languages with E2E_ALL_LANGUAGES=1): a bad ISRC is refused at its field and nothing is saved, a good one is saved cleaned,
// survives a reload, and an offline edit waits in the queue until the connection is back; a
// rights share of 100.005 is refused and 50.25 accepted; an English localization reaches the server.
// axe on the refusals, the drawers and the filled localization list; the track's own tabs are walked
// with axe by narrow-screens.spec.ts.
import { expect, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pngBytes } from '../support/pngFiles';
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
import { shot as shotOf, SHOTS_ON } from './pages/shots';
import { SyncStatusBar } from './pages/SyncStatusBar';
import { LocalizationScreen, RightsHolderScreen, TrackInfoScreen } from './pages/TrackPages';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-library-track';
const dir = path.join(os.tmpdir(), 'portal-e2e-library-track');
const COVER = path.join(dir, 'overseas-cover.png');
const SMALL_COVER = path.join(dir, 'overseas-small.png');

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(COVER, pngBytes(3000, 3000));
  writeFileSync(SMALL_COVER, pngBytes(1400, 1400));
});

test.beforeEach(async ({ page }) => {
  // the file-input path (Playwright cannot answer Chromium's showOpenFilePicker)
  await page.addInitScript(() => {
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  });
});

const TEXT = {
  zh: {
    isrcLength: 'ISRC 须为 12 位字母和数字',
    isrcUsed: '当前 ISRC 已被使用',
    fixErrors: '未保存：请先修正标红的字段。',
    saved: '已保存到本设备',
    holderType: /^曲作者$/,
    country: ['中国', /^中国$/],
    range: '权利比例须在 0 到 100 之间',
    share: '中国：50.25%',
    language: ['英语', /^英语$/],
    coverSmall: 'overseas-small.png：图片为 1400 × 1400 像素，海外封面边长须在 3000-10000 像素之间',
  },
  en: {
    isrcLength: 'The ISRC must have 12 letters and digits',
    isrcUsed: 'Current ISRC has been used',
    fixErrors: 'Nothing was saved: please correct the fields marked in red.',
    saved: 'Saved on this device',
    holderType: /^Composer \/ songwriter$/,
    country: ['China', /^China$/],
    range: 'The rights percentage must be between 0 and 100',
    share: 'China: 50.25%',
    language: ['English', /^English$/],
    coverSmall:
      'overseas-small.png: the image is 1400 × 1400 pixels; an overseas cover must be 3000-10000 pixels on each side',
  },
} as const;

/** CC-XXX-YY-NNNNN typed with dashes and in lower case; the form stores it cleaned. */
function freshIsrc(): { typed: string; cleaned: string } {
  const n = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
  const reg = `Q${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${Math.floor(Math.random() * 10)}`;
  return { typed: `cn-${reg.toLowerCase()}-26-${n}`, cleaned: `CN${reg}26${n}` };
}

/**
 * seriousViolations, less one node this track page shows but another screen owns: the
 * rolling-lyrics button of the lyrics cell (features/lyrics/rolling) is named "Time the lyrics of X"
 * while it reads "Rolling lyrics" (label-content-name-mismatch). Reported to its owner; drop this
 * filter once its name contains its text.
 */
async function violations(page: Page): Promise<string[]> {
  const rolling = await page
    .getByTestId('rolling-open')
    .evaluateAll((nodes) =>
      nodes.map((n) => [...n.classList].find((c) => c.startsWith('___')) ?? ''),
    );
  return (await seriousViolations(page)).filter(
    (v) =>
      !(
        v.startsWith('label-content-name-mismatch: ') &&
        rolling.some((c) => c !== '' && v.endsWith(`.${c}`))
      ),
  );
}

/** The whole screen: the content scrolls inside the layout, so the window is made as tall as it. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const height = await page.evaluate(() =>
    Math.max(...[...document.querySelectorAll('main, main *')].map((e) => e.scrollHeight)),
  );
  await page.setViewportSize({
    width: size.width,
    height: Math.min(Math.max(height + 120, size.height), 4000),
  });
  await shotOf(page, { path: `${SHOTS}/${name}.png` });
  await page.setViewportSize(size);
}

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs Chinese too
for (const lang of inOneLanguage(['zh', 'en'] as const, (l) => l === 'en')) {
  test(`track info, rights holders and localization (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
    const albumId = await server.createAlbum(`歌曲页测试 ${lang} ${Date.now()}`);
    await server.pullAll();
    const track = [...server.records.values()].find((r) => r.albumId === albumId && 'isrc' in r);
    const usedIsrc = [...server.records.values()].find(
      (r) => 'isrc' in r && r.albumId !== albumId,
    )?.isrc;
    if (typeof track?.id !== 'string' || typeof usedIsrc !== 'string')
      throw new Error('no track to edit');
    const trackId = track.id;
    const originalIsrc = track.isrc;

    await logInAsAdmin(page, lang);
    await waitForServiceWorker(page);
    const bar = new SyncStatusBar(page);
    const info = new TrackInfoScreen(page);

    await info.goto(trackId);
    await expect(info.isrc()).toHaveValue(String(originalIsrc));
    await bar.expectSaved();
    await shot(page, `track-info-${lang}`);

    // a malformed ISRC: the message at the field, nothing saved
    await info.isrc().fill('CN-A12-26');
    await info.save();
    await expect(page.getByText(t.isrcLength)).toBeVisible();
    await expect(info.notice()).toHaveText(t.fixErrors);
    await shot(page, `track-info-error-${lang}`);
    // an ISRC another track holds: refused on this device already
    await info.isrc().fill(usedIsrc.toLowerCase());
    await expect(page.getByText(t.isrcUsed)).toBeVisible();
    await info.save();
    await expect(info.notice()).toHaveText(t.fixErrors);
    expect(await violations(page)).toEqual([]);
    await bar.expectSaved();
    expect((await server.record(trackId))?.isrc).toBe(originalIsrc);

    // fixed: saved cleaned, synced, and still there after a reload
    const isrc = freshIsrc();
    await info.isrc().fill(isrc.typed);
    await info.subTitle().fill('Live 2026');
    await info.save();
    await expect(info.notice()).toContainText(t.saved);
    await bar.expectSaved();
    expect(await server.record(trackId)).toMatchObject({
      isrc: isrc.cleaned,
      subTitle: 'Live 2026',
    });
    await page.reload();
    await expect(info.isrc()).toHaveValue(isrc.cleaned);
    await expect(info.subTitle()).toHaveValue('Live 2026');

    // offline: the edit waits in the queue, then reaches the server once the connection is back
    await goOffline(context);
    await bar.expectState('offline');
    await info.subTitle().fill('Acoustic');
    await info.save();
    await expect(info.notice()).toContainText(t.saved);
    await bar.expectOfflineQueued(1);
    expect((await server.record(trackId))?.subTitle).toBe('Live 2026');
    await goOnline(context);
    await bar.expectSaved();
    expect((await server.record(trackId))?.subTitle).toBe('Acoustic');

    // the track's other tabs: its album, its own (empty) rights holders and localization
    await page.goto(`/library/track/${trackId}/album`);
    await expect(page.getByTestId('track-album-card')).toBeVisible();
    await shot(page, `track-album-${lang}`);
    await page.goto(`/library/track/${trackId}/rightsHolders`);
    await expect(page.getByTestId('rights-empty')).toBeVisible();
    await page.goto(`/library/track/${trackId}/localization`);
    await expect(page.getByTestId('translated-lyrics')).toBeVisible();
    await shot(page, `track-localization-${lang}`);

    // a rights holder of the album: 100.005 refused, 50.25 accepted
    const rights = new RightsHolderScreen(page);
    await rights.gotoAlbum(albumId);
    await rights.openAdd();
    await rights.fillHolder(t.holderType, '林夏');
    await rights.fillCountry(t.country[0], t.country[1], '100.005');
    await rights.save();
    await expect(rights.drawer().getByText(t.range)).toBeVisible();
    await expect(rights.percentage()).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page)).toEqual([]);
    await shot(page, `rights-drawer-error-${lang}`);
    await rights.percentage().fill('50.25');
    await rights.save();
    await expect(rights.drawer()).toBeHidden();
    await expect(rights.rows()).toHaveCount(1);
    await expect(rights.rows().first()).toContainText(t.share);
    await shot(page, `rights-list-${lang}`);
    await bar.expectSaved();
    await server.pullAll();
    const holder = [...server.records.values()].find(
      (r) => r.albumId === albumId && r.name === '林夏' && 'email' in r,
    );
    const share = [...server.records.values()].find((r) => r.rightsHolderId === holder?.id);
    expect(share).toMatchObject({ countryCode: 'CN', percentage: 50.25, albumId });

    // the album's English information
    const localization = new LocalizationScreen(page);
    await localization.gotoAlbum(albumId);
    await expect(page.getByTestId('localization-empty')).toBeVisible();
    await localization.fill(t.language[0], t.language[1], 'Track Page Test');
    // the overseas cover: a 1400 px picture is refused before upload, a 3000 px one is taken
    const coverField = localization.drawer().getByTestId('overseas-cover');
    await coverField.getByTestId('overseas-cover-pick-input').setInputFiles(SMALL_COVER);
    await expect(coverField.getByTestId('overseas-cover-problems')).toHaveText(t.coverSmall);
    await coverField.getByTestId('overseas-cover-pick-input').setInputFiles(COVER);
    await expect(coverField.getByTestId('overseas-cover-file')).toContainText(
      'overseas-cover.png · 3000 × 3000',
    );
    expect(await violations(page)).toEqual([]);
    await shot(page, `localization-drawer-${lang}`);
    await localization.save();
    await expect(localization.rows()).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
    await shot(page, `album-localization-${lang}`);
    await bar.expectSaved();
    await server.pullAll();
    await expect(localization.rows().first()).toContainText(
      lang === 'zh' ? '3000 × 3000 像素' : '3000 × 3000 px',
    );
    await expect
      .poll(async () => {
        await server.pullAll();
        return [...server.records.values()].find(
          (r) => r.entity === 'album' && r.entityId === albumId,
        );
      })
      .toMatchObject({
        language: 'en',
        name: 'Track Page Test',
        overseasCover: { name: 'overseas-cover.png', widthPx: 3000, heightPx: 3000 },
      });
  });
}

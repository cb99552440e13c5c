// Artists, record companies, P/C lines and authorization files end to end, in English (zh-Hans too
// with E2E_ALL_LANGUAGES=1):
// the add drawers with their refusals (missing country, a name the authorizing party already uses),
// the info pages, an authorization file with a real PDF bound to two tracks (a second file is
// refused for them; a text file renamed .pdf is refused by content), and an artist made offline.
// axe checks the drawers, refusals and states reached by acting; the info pages and the album's
// authorization tab are walked with axe by narrow-screens.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import {
  animationsSettled,
  chooseFromCombobox,
  chooseFromDropdown,
  createAlbumWithUnboundTracks,
  minimalPdf,
  PartyDrawer,
  say,
  serverRecordWhere,
  type Lang,
} from './pages/PartyPages';
import { ApiDevice } from './pages/portalApi';
import { logInAsAdmin, seriousViolations, waitForServiceWorker } from './pages/session';
import { shot as shotOf } from './pages/shots';
import { SyncStatusBar } from './pages/SyncStatusBar';

const dir = path.join(os.tmpdir(), 'portal-e2e-parties');
const PDF = path.join(dir, 'letter.pdf');
const FAKE_PDF = path.join(dir, 'notes-renamed.pdf');
/** E2E_SHOTS=1 keeps a screenshot of each screen for a human to look at */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-parties';

async function shot(page: Page, name: string): Promise<void> {
  await shotOf(page, { path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** axe's serious findings once drawers and toasts have finished moving */
async function axeFindings(page: Page): Promise<string[]> {
  await animationsSettled(page);
  return seriousViolations(page);
}

async function start(page: Page, lang: Lang): Promise<void> {
  // the file-input path (Playwright cannot answer Chromium's showOpenFilePicker)
  await page.addInitScript(() => {
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  });
  await logInAsAdmin(page, lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-Hans');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(PDF, minimalPdf());
  writeFileSync(FAKE_PDF, 'These are meeting notes, not a PDF.\n');
});

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs Chinese too
for (const lang of inOneLanguage(
  ['zh', 'en'] as const satisfies readonly Lang[],
  (l) => l === 'en',
)) {
  test(`an artist without country/region is refused; created with it, then edited (${lang})`, async ({
    page,
    request,
  }) => {
    await start(page, lang);
    const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
    const name = say(lang, `测试艺人 ${Date.now()}`, `Test Artist ${Date.now()}`);
    await page.goto('/library/artist/list');
    const drawer = new PartyDrawer(page, 'new-artist');
    await drawer.open();
    await page.getByTestId('artist-name').fill(name);
    await drawer.submit();
    await expect(
      drawer.errorText(say(lang, '国家/地区信息不完整', 'Country/region incomplete')),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/library\/artist\/list$/);
    expect(await axeFindings(page)).toEqual([]);
    await shot(page, `artist-drawer-error-${lang}`);

    await chooseFromCombobox(
      page,
      page.getByTestId('artist-country'),
      say(lang, '日本', 'Japan'),
      say(lang, '日本', 'Japan'),
    );
    await chooseFromDropdown(page, page.getByTestId('artist-type'), say(lang, '乐队', 'Band'));
    await drawer.submit();
    await page.waitForURL(/\/library\/artist\/[0-9a-f-]{36}\/info$/);
    await expect(page.getByTestId('artist-title')).toHaveText(name);
    await expect(page.getByTestId('artist-country')).toHaveValue(say(lang, '日本', 'Japan'));
    await shot(page, `artist-info-top-${lang}`);

    await page
      .getByRole('textbox', { name: say(lang, '别名', 'Alias') })
      .fill(say(lang, '夜猫子', 'The Owls'));
    await page.getByRole('textbox', { name: say(lang, '成员', 'Members') }).fill('A，B\nC');
    await page.getByTestId('artist-save').click();
    await expect(page.getByTestId('artist-form-notice')).toContainText(
      say(lang, '已保存', 'Saved'),
    );
    await new SyncStatusBar(page).expectSaved();
    await expect(page.getByTestId('artist-pending')).toHaveCount(0);
    await shot(page, `artist-info-${lang}`);
    const artistId = page.url().split('/').at(-2) ?? '';
    expect(await server.record(artistId)).toMatchObject({
      name,
      countryCode: 'JP',
      type: 'band',
      members: ['A', 'B', 'C'],
    });

    // clearing the name is refused with the spec's "{field} incomplete"
    await page.getByTestId('artist-name').fill('');
    await expect(
      page.getByText(say(lang, '艺人名称信息不完整', 'Artist name incomplete')),
    ).toBeVisible();
    await expect(page.getByTestId('artist-save')).toBeDisabled();

    await page.getByTestId('tab-library-artist-album').click();
    await expect(page.getByText(say(lang, '暂无专辑。', 'No albums yet.'))).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });

  test(`a record company name is unique per authorizing party (${lang})`, async ({ page }) => {
    await start(page, lang);
    const name = say(lang, `星河唱片 ${Date.now()}`, `Star River Records ${Date.now()}`);
    await page.goto('/library/recordcompany/list');
    const drawer = new PartyDrawer(page, 'new-record-company');
    await drawer.open();
    await shot(page, `record-company-drawer-${lang}`);
    expect(await axeFindings(page)).toEqual([]);
    await page.getByTestId('new-record-company-name').fill(name);
    await drawer.submit();
    await page.waitForURL(/\/library\/recordcompany\/[0-9a-f-]{36}\/info$/);
    await expect(page.getByTestId('record-company-title')).toHaveText(name);
    await expect(page.getByTestId('record-company-album-count')).toHaveText('0');
    await shot(page, `record-company-info-${lang}`);

    await page.goto('/library/recordcompany/list');
    await drawer.open();
    await page.getByTestId('new-record-company-name').fill(`  ${name.toUpperCase()} `);
    const taken = say(
      lang,
      '该授权方下已存在同名记录',
      'This name is already used by the authorizing party',
    );
    await expect(drawer.errorText(taken)).toBeVisible();
    await drawer.submit();
    await expect(drawer.root()).toBeVisible();
    await expect(page).toHaveURL(/\/library\/recordcompany\/list$/);
    expect(await axeFindings(page)).toEqual([]);
    await shot(page, `record-company-taken-${lang}`);

    // a P/C line keeps names of its own
    await page.goto('/library/pline-cline/list');
    const line = new PartyDrawer(page, 'new-pl-cline');
    await line.open();
    await page.getByTestId('new-pl-cline-name').fill(name);
    await line.submit();
    await page.waitForURL(/\/library\/pline-cline\/[0-9a-f-]{36}\/info$/);
    await expect(page.getByTestId('pl-cline-title')).toHaveText(name);
  });

  test(`an authorization file with a PDF binds two tracks once; a renamed text file is refused (${lang})`, async ({
    page,
    request,
  }) => {
    const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
    const stamp = Date.now();
    const names = [
      say(lang, `授权曲甲 ${stamp}`, `Licensed A ${stamp}`),
      say(lang, `授权曲乙 ${stamp}`, `Licensed B ${stamp}`),
    ];
    const { albumId, trackIds } = await createAlbumWithUnboundTracks(
      server,
      say(lang, `授权专辑 ${stamp}`, `Licensed Album ${stamp}`),
      names,
    );
    const demoLetter = await serverRecordWhere(server, 'title', '2026 年度总授权书');
    await start(page, lang);

    await page.goto('/library/authorization/add');
    const title = say(lang, `测试授权书 ${stamp}`, `Test licence ${stamp}`);
    await page.getByTestId('authorization-title').fill(title);
    await page.getByTestId('authorization-submit').click();
    await expect(page.getByTestId('authorization-attachment-error')).toHaveText(
      say(lang, '附件信息不完整', 'Attachment incomplete'),
    );

    await page.getByTestId('authorization-attachment-pick-input').setInputFiles(FAKE_PDF);
    const problems = page.getByTestId('authorization-attachment-problems');
    await expect(problems).toContainText(
      say(lang, 'notes-renamed.pdf：文件格式不正确', 'notes-renamed.pdf: Incorrect File Format'),
    );
    await expect(problems).toContainText(
      say(lang, '仅修改扩展名不会改变文件格式', 'Renaming a file does not change its format'),
    );
    expect(await axeFindings(page)).toEqual([]);
    await shot(page, `authorization-refused-${lang}`);

    await page.getByTestId('authorization-attachment-pick-input').setInputFiles(PDF);
    await expect(page.getByTestId('authorization-attachment-file')).toContainText('letter.pdf');
    await page.getByTestId('authorization-number').fill(`E2E-${stamp}`);
    await page.getByTestId('authorization-submit').click();
    await page.waitForURL(/\/library\/authorization\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByTestId('authorization-created')).toBeVisible();
    await expect(page.getByTestId('authorization-attachment-state')).toHaveAttribute(
      'data-file-state',
      /verified|checking/,
      { timeout: 30_000 },
    );
    const letterId = page.url().split('/').at(-2) ?? '';

    await page.getByTestId('bind-search').fill(say(lang, '授权曲', 'Licensed'));
    for (const trackId of trackIds) {
      await page
        .locator(`[data-testid="bind-track"][data-track-id="${trackId}"]`)
        .getByRole('checkbox')
        .check();
    }
    await page.getByTestId('bind-selected').click();
    await expect(page.getByTestId('bind-done')).toHaveText(
      say(lang, '已绑定 2 首曲目', '2 tracks bound'),
    );
    await expect(page.getByTestId('bound-count')).toHaveText(say(lang, '共 2 首歌曲', '2 songs'));
    await expect(page.getByTestId('bound-track')).toHaveCount(2);
    expect(await axeFindings(page)).toEqual([]);
    await shot(page, `authorization-bound-${lang}`);
    await new SyncStatusBar(page).expectSaved();
    await expect.poll(async () => (await server.record(letterId))?.songCount).toBe(2);

    // the seed's letter cannot take a song that already has a file
    if (typeof demoLetter?.id !== 'string') throw new Error('no demo letter');
    await page.goto(`/library/authorization/${demoLetter.id}/edit`);
    await page.getByTestId('bind-search').fill(names[0]);
    const row = page.locator(`[data-testid="bind-track"][data-track-id="${trackIds[0]}"]`);
    await expect(row).toContainText(say(lang, `已绑定到“${title}”`, `Bound to “${title}”`));
    await row.getByRole('checkbox').check();
    await page.getByTestId('bind-selected').click();
    await expect(page.getByTestId('bind-refused')).toHaveText(
      say(
        lang,
        `“${names[0]}”已绑定到“${title}”。每首歌曲只能属于一个授权文件。`,
        `“${names[0]}” is already bound to “${title}”. A song can belong to one authorization file only.`,
      ),
    );
    await shot(page, `authorization-double-bind-${lang}`);

    // the album's authorization tab: one file covers both tracks
    await page.goto(`/library/album/${albumId}/authorization/list`);
    await expect(
      page.locator(`[data-testid="album-authorization-file"][data-authorization-id="${letterId}"]`),
    ).toContainText(names[1]);
    await expect(page.getByTestId('album-authorization-covered')).toBeVisible();
    await shot(page, `album-authorization-${lang}`);
    await page.goto(`/library/album/${albumId}/authorization/bindAuthorization`);
    await chooseFromDropdown(page, page.getByTestId('bind-file'), /^2026 年度总授权书/);
    await expect(
      page.locator(`[data-testid="bind-track"][data-track-id="${trackIds[1]}"]`),
    ).toHaveAttribute('data-binding-state', 'elsewhere');
    expect(await axeFindings(page)).toEqual([]);
    await shot(page, `album-bind-${lang}`);
  });

  test(`an artist created offline appears at once and reaches the server after reconnecting (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
    await start(page, lang);
    await waitForServiceWorker(page);
    const bar = new SyncStatusBar(page);
    await page.goto('/library/artist/list');
    const drawer = new PartyDrawer(page, 'new-artist');
    // online once: the country list is fetched and kept on the device
    await drawer.open();
    await expect(page.getByTestId('artist-country')).toBeEnabled();
    await chooseFromCombobox(
      page,
      page.getByTestId('artist-country'),
      say(lang, '中国', 'China'),
      say(lang, '中国', 'China'),
    );
    await page.getByRole('button', { name: say(lang, '取消', 'Cancel') }).click();
    await bar.expectSaved();

    await context.setOffline(true);
    await bar.expectState('offline');
    const name = say(lang, `离线艺人 ${Date.now()}`, `Offline Artist ${Date.now()}`);
    await drawer.open();
    await page.getByTestId('artist-name').fill(name);
    await chooseFromCombobox(
      page,
      page.getByTestId('artist-country'),
      say(lang, '新加坡', 'Singapore'),
      say(lang, '新加坡', 'Singapore'),
    );
    await shot(page, `artist-drawer-offline-${lang}`);
    await drawer.submit();
    await page.waitForURL(/\/library\/artist\/[0-9a-f-]{36}\/info$/);
    await expect(page.getByTestId('artist-title')).toHaveText(name);
    await expect(page.getByTestId('artist-pending')).toHaveText(
      say(lang, '尚未同步', 'Not yet synchronised'),
    );
    await bar.expectOfflineQueued(1);
    expect(await axeFindings(page)).toEqual([]);
    await shot(page, `artist-offline-${lang}`);
    expect(await serverRecordWhere(server, 'name', name)).toBeUndefined();

    await context.setOffline(false);
    await bar.expectSaved();
    await expect(page.getByTestId('artist-pending')).toHaveCount(0);
    await expect
      .poll(async () => (await serverRecordWhere(server, 'name', name))?.countryCode)
      .toBe('SG');
  });
}

// The library's list screens on the demo catalogue: rows in Chinese (both with
// E2E_ALL_LANGUAGES=1), search by name prefix and by ISRC, a filter, a sort, the keyboard, offline,
// axe on the empty search (the lists themselves are walked with axe by narrow-screens.spec.ts). Other specs on the same server add and
// change records first, so only the demo's read-only (pending review) albums are counted on.
import { expect, test, type Page } from '@playwright/test';
import { inOneLanguage } from './pages/languages';
import { LibraryList, LIST_ROUTES, type ListName } from './pages/LibraryLists';
import { logInAsAdmin, seriousViolations, waitForServiceWorker } from './pages/session';

const fold = (name: string) => name.toLowerCase();
const isAscending = (names: string[]) =>
  names.every((n, i) => i === 0 || fold(names[i - 1]) <= fold(n));

const HEADINGS: Record<ListName, [RegExp, RegExp]> = {
  album: [/^专辑$/, /^Albums$/],
  track: [/^曲目$/, /^Tracks$/],
  artist: [/^艺人$/, /^Artists$/],
  recordcompany: [/^唱片公司$/, /^Record companies$/],
  'pline-cline': [/^P-line\/C-line 名称$/, /^P-line and C-line names$/],
  authorization: [/^授权文件$/, /^Authorization files$/],
  'track-clip': [/^曲目片段$/, /^Track clips$/],
  accompaniment: [/^伴奏$/, /^Accompaniments$/],
};
/** Lists the demo catalogue fills; the demo has no clips or accompaniments (other specs may add some). */
const FILLED: ListName[] = [
  'album',
  'track',
  'artist',
  'recordcompany',
  'pline-cline',
  'authorization',
];

/**
 * The track list once the demo catalogue is on this device (it arrives with the first pull after
 * login), unfiltered. Found by a search: other specs add tracks first, and a virtualized list
 * renders only the rows that fit.
 */
async function trackList(page: Page): Promise<LibraryList> {
  const list = new LibraryList(page, 'track');
  await list.goto('?q=half');
  await expect.poll(() => list.names(), { timeout: 30_000 }).toContain('Half Light');
  await list.search().fill('');
  await expect(list.counts()).toHaveText(/^共 [\d,]+ 条$|^[\d,]+ in total$/);
  return list;
}

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs English too
const LANGUAGES = inOneLanguage(
  (['zh', 'en'] as const).map((language, index) => ({ language, index })),
  (c) => c.language === 'zh',
);

for (const { index, language } of LANGUAGES) {
  test(`every list shows the demo catalogue (${language})`, async ({ page }) => {
    test.setTimeout(150_000);
    await logInAsAdmin(page, language);
    await trackList(page);
    for (const name of Object.keys(LIST_ROUTES) as ListName[]) {
      const list = new LibraryList(page, name);
      await list.goto();
      await expect(list.heading()).toHaveText(HEADINGS[name][index]);
      if (FILLED.includes(name)) await expect(list.rows().first()).toBeVisible();
      else await expect(list.empty().or(list.rows().first())).toBeVisible();
      await expect(list.counts()).toHaveText(
        language === 'zh' ? /^共 [\d,]+ 条$/ : /^[\d,]+ in total$/,
      );
    }
    const tracks = new LibraryList(page, 'track');
    await tracks.goto();
    await expect(
      page.getByRole('columnheader', { name: language === 'zh' ? '曲目名称' : 'Track name' }),
    ).toBeVisible();
    await tracks.search().fill('half light');
    const statuses = language === 'zh' ? /^待审核$/ : /^Pending review$/;
    await expect(tracks.rows().first().getByText(statuses)).toBeVisible();
  });
}

test('search by name prefix and by ISRC narrows the tracks; nothing matching says so', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const list = await trackList(page);
  await expect(list.counts()).toHaveText(/^共 [\d,]+ 条$/);

  await list.search().fill('BLUE h');
  await expect.poll(() => list.names()).toEqual(['Blue Hour']);
  await expect(list.counts()).toHaveText(/^共 [\d,]+ 条 · 符合条件 1 条$/);
  await list.search().fill('山');
  await expect.poll(() => list.names()).toContain('山风');
  expect((await list.names()).every((n) => n.startsWith('山'))).toBe(true);

  await list.searchIn(/ISRC/);
  await list.search().fill('cn-a12-26-0000');
  // (the demo's ISRCs; which of its tracks fit on screen depends on what other specs edited)
  await expect(list.counts()).toHaveText(/符合条件 \d+ 条$/);
  await expect.poll(async () => (await list.names()).length).toBeGreaterThan(2);
  const isrcs = await list
    .rows()
    .evaluateAll((rows) =>
      rows.map((r) => r.querySelectorAll('[role="gridcell"]')[1]?.textContent ?? ''),
    );
  expect(isrcs.every((isrc) => isrc.startsWith('CNA1226000'))).toBe(true);
  await list.search().fill('cn-a12-26-00005');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('CNA122600005');

  await list.search().fill('ZZ');
  await expect(list.noMatch()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await list.noMatch().getByRole('button').click();
  await expect(list.counts()).toHaveText(/^共 [\d,]+ 条$/);
  await expect(list.rows().first()).toBeVisible();
  // the search lives in the address: back from a track, the list is as it was
  await list.searchIn(/名称/);
  await list.search().fill('half light');
  await expect(list.rows()).toHaveCount(1);
  await expect(page).toHaveURL(/q=half\+light/);
  await list.rows().first().getByRole('link').first().click();
  await page.waitForURL('**/library/track/*/info');
  await page.goBack();
  await expect(list.search()).toHaveValue('half light');
  await expect(list.rows()).toHaveCount(1);
});

test('a filter and a sort change the rows; arrows move between rows', async ({ page }) => {
  await logInAsAdmin(page);
  const tracks = await trackList(page);
  await tracks.sortBy('name');
  await expect(page.getByRole('columnheader', { name: /曲目名称/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(async () => isAscending(await tracks.names())).toBe(true);
  await tracks.sortBy('name');
  await expect(page.getByRole('columnheader', { name: /曲目名称/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(async () => isAscending((await tracks.names()).reverse())).toBe(true);

  // keyboard: one tab stop in the grid, arrows go from row to row
  await tracks.rows().nth(0).getByRole('link').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(tracks.grid().locator('[data-row-index="1"] a').first()).toBeFocused();
  // the grid says its row count once the count is exact (-1 while it is still being counted)
  await expect
    .poll(async () => Number(await tracks.grid().getAttribute('aria-rowcount')))
    .toBeGreaterThan(1);
  const last = Number(await tracks.grid().getAttribute('aria-rowcount')) - 2;
  await page.keyboard.press('Control+End');
  await expect(tracks.grid().locator(`[data-row-index="${last}"] a`).first()).toBeFocused();

  const albums = new LibraryList(page, 'album');
  await albums.goto();
  await expect(albums.rows().first()).toBeVisible();
  // 11 and 16 are shown together as pending review
  await albums.filter('reviewStatus', /^待审核$/);
  await expect
    .poll(() => albums.names())
    .toEqual(expect.arrayContaining(['Blue Hour', '山海之间']));
  const badges = await albums
    .rows()
    .evaluateAll((rows) =>
      rows.map((r) => r.querySelector('[data-review-status]')?.getAttribute('data-review-status')),
    );
  expect(badges.every((status) => status === '11' || status === '16')).toBe(true);
  await expect(albums.counts()).toHaveText(/^共 [\d,]+ 条 · 符合条件 \d+ 条$/);
  await albums.filter('reviewStatus', /^全部$/);
  await expect(albums.counts()).toHaveText(/^共 [\d,]+ 条$/);
  await expect(page.getByTestId('action-library-album-batch')).toBeVisible();
});

test('the lists still show the catalogue after an offline reload', async ({ page, context }) => {
  await logInAsAdmin(page);
  await waitForServiceWorker(page);
  const list = await trackList(page);
  await context.setOffline(true);
  await page.reload();
  await expect(list.rows().first()).toBeVisible();
  await list.search().fill('half');
  await expect.poll(() => list.names()).toEqual(['Half Light']);
  const albums = new LibraryList(page, 'album');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^专辑$/ })
    .first()
    .click();
  await expect(albums.rows().first()).toBeVisible();
  await albums.search().fill('blue h');
  await expect.poll(() => albums.names()).toEqual(['Blue Hour']);
  await context.setOffline(false);
});

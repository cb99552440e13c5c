// The library's list screens on the demo catalogue (5 albums, 8 tracks, 3 artists, one record
// company, one P/C line, one authorization file, no clips or accompaniments): rows in both
// languages, search by name prefix and by ISRC, a filter, a sort, the keyboard, offline, axe.
import { expect, test, type Page } from '@playwright/test';
import { LibraryList, LIST_ROUTES, type ListName } from './pages/LibraryLists';
import { logInAsAdmin, seriousViolations, waitForServiceWorker } from './pages/session';
import { Shell } from './pages/Shell';

const DEMO_TRACKS = ['霓虹', '末班车', '天台', 'Blue Hour', 'Half Light', '山风', 'Dawn', 'Morning Call'];
/** Name order is by the folded name's code points (the index order): Latin before Han. */
const byFoldedName = (names: string[]) => [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

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
const FILLED: ListName[] = ['album', 'track', 'artist', 'recordcompany', 'pline-cline', 'authorization'];

async function trackList(page: Page): Promise<LibraryList> {
  const list = new LibraryList(page, 'track');
  await list.goto();
  // the demo catalogue arrives with the first pull after login
  await expect(list.rows()).toHaveCount(DEMO_TRACKS.length, { timeout: 30_000 });
  return list;
}

for (const [index, language] of (['zh', 'en'] as const).entries()) {
  test(`every list shows the demo catalogue (${language}), and axe finds nothing serious`, async ({ page }) => {
    test.setTimeout(150_000);
    await logInAsAdmin(page);
    await trackList(page);
    if (language === 'en') await new Shell(page).switchLanguage('en');
    for (const name of Object.keys(LIST_ROUTES) as ListName[]) {
      const list = new LibraryList(page, name);
      await list.goto();
      await expect(list.heading()).toHaveText(HEADINGS[name][index]);
      if (FILLED.includes(name)) {
        await expect(list.rows().first()).toBeVisible();
        await expect(list.counts()).toHaveText(language === 'zh' ? /^共 \d+ 条$/ : /^\d+ in total$/);
      } else await expect(list.empty()).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    }
    const tracks = new LibraryList(page, 'track');
    await tracks.goto();
    await expect(page.getByRole('columnheader', { name: language === 'zh' ? '曲目名称' : 'Track name' })).toBeVisible();
    const statuses = language === 'zh' ? /^(审核通过|待审核|审核未通过|修改待审核)$/ : /^(Approved|Pending review|Not approved|Modification pending review)$/;
    await expect(tracks.rows().first().getByText(statuses)).toBeVisible();
  });
}

test('search by name prefix and by ISRC narrows the tracks; nothing matching says so', async ({ page }) => {
  await logInAsAdmin(page);
  const list = await trackList(page);
  await expect(list.counts()).toHaveText('共 8 条');

  await list.search().fill('BLUE h');
  await expect.poll(() => list.names()).toEqual(['Blue Hour']);
  await expect(list.counts()).toHaveText('共 8 条 · 符合条件 1 条');
  await list.search().fill('山');
  await expect.poll(() => list.names()).toEqual(['山风']);

  await list.searchIn(/ISRC/);
  await list.search().fill('cn-a12-26-0000');
  await expect.poll(async () => (await list.names()).length).toBe(8);
  await list.search().fill('cn-a12-26-00005');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows().first()).toContainText('CNA122600005');

  await list.search().fill('ZZ');
  await expect(list.noMatch()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await list.noMatch().getByRole('button').click();
  await expect(list.rows()).toHaveCount(8);
  // the search lives in the address: back from a track, the list is as it was
  await list.searchIn(/名称/);
  await list.search().fill('dawn');
  await expect(list.rows()).toHaveCount(1);
  await expect(page).toHaveURL(/q=dawn/);
  await list.rows().first().getByRole('link').first().click();
  await page.waitForURL('**/library/track/*/info');
  await page.goBack();
  await expect(list.search()).toHaveValue('dawn');
  await expect(list.rows()).toHaveCount(1);
});

test('a filter and a sort change the rows; arrows move between rows', async ({ page }) => {
  await logInAsAdmin(page);
  const tracks = await trackList(page);
  await tracks.sortBy('name');
  await expect.poll(() => tracks.names()).toEqual(byFoldedName(DEMO_TRACKS));
  await expect(page.getByRole('columnheader', { name: /曲目名称/ })).toHaveAttribute('aria-sort', 'ascending');
  await tracks.sortBy('name');
  await expect.poll(() => tracks.names()).toEqual(byFoldedName(DEMO_TRACKS).reverse());

  // keyboard: one tab stop in the grid, arrows go from row to row
  const first = tracks.rows().nth(0).getByRole('link').first();
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(tracks.grid().locator('[data-row-index="1"] a').first()).toBeFocused();
  await page.keyboard.press('Control+End');
  await expect(tracks.grid().locator('[data-row-index="7"] a').first()).toBeFocused();

  const albums = new LibraryList(page, 'album');
  await albums.goto();
  await expect(albums.rows()).toHaveCount(5);
  await albums.filter('reviewStatus', /^审核通过$/);
  await expect.poll(() => albums.names()).toEqual(['城市夜色']);
  await albums.filter('reviewStatus', /^待审核$/);
  // 11 and 16 are shown together as pending review
  await expect.poll(async () => (await albums.names()).sort()).toEqual(['Blue Hour', '山海之间'].sort());
  await expect(albums.counts()).toHaveText('共 5 条 · 符合条件 2 条');
  await albums.filter('reviewStatus', /^全部$/);
  await expect(albums.rows()).toHaveCount(5);
  await expect(page.getByTestId('action-library-album-batch')).toBeVisible();
});

test('the lists still show the catalogue after an offline reload', async ({ page, context }) => {
  await logInAsAdmin(page);
  await waitForServiceWorker(page);
  const list = await trackList(page);
  await context.setOffline(true);
  await page.reload();
  await expect(list.rows()).toHaveCount(8);
  await list.search().fill('half');
  await expect.poll(() => list.names()).toEqual(['Half Light']);
  const albums = new LibraryList(page, 'album');
  await page.getByRole('navigation').getByRole('link', { name: /^专辑$/ }).first().click();
  await expect(albums.rows()).toHaveCount(5);
  await context.setOffline(false);
});

// Issue 13, "states that tell the truth" and "one number, one wording", in Chromium, in Chinese
// (both languages with E2E_ALL_LANGUAGES=1): the artist and record-company lists count as their pages do; a new album's track step
// invites the first track; an album edited offline shows the edit's own time marked pending until
// the server answers; the display-language list starts with the common languages and lists each
// once; the clear button of a drop-down is named in the interface language. Screenshots at 1440
// and 390 px of each screen (with E2E_SHOTS=1).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { NewAlbumDrawer, ALBUM_TEXT } from './pages/AlbumEditor';
import { AlbumInfoScreen } from './pages/AlbumPages';
import { inOneLanguage } from './pages/languages';
import { logInAsAdmin, waitForServiceWorker } from './pages/session';
import { shot, SHOTS_ON } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-words';
const WIDTHS = [1440, 390] as const;

const TEXT = {
  zh: {
    tracksEmpty: '还没有曲目，请点击“添加曲目”添加。',
    pending: '本设备修改，尚未同步',
    firstLanguages: ['简体中文', '繁体中文', '英语', '日语', '韩语'],
    clear: '清除选择',
  },
  en: {
    tracksEmpty: 'No tracks yet: add one with “Add track”.',
    pending: 'on this device, not yet synced',
    firstLanguages: ['Simplified Chinese', 'Traditional Chinese', 'English', 'Japanese', 'Korean'],
    clear: 'Clear selection',
  },
} as const;

async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * The first row of a list whose count column holds a count above zero, and its cells as text. Other
 * specs add artists and companies without albums (they may sort first), so the row is found by its
 * count, not by its place.
 */
async function firstCountedRow(
  page: Page,
  rowTestId: string,
  column: number,
): Promise<{ row: Locator; cells: string[] }> {
  const rows = page.getByTestId(rowTestId);
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  let found = -1;
  await expect
    .poll(
      async () => {
        const all = await rows.evaluateAll((elements) =>
          elements.map((row) =>
            Array.from(row.querySelectorAll('[role="gridcell"]')).map(
              (cell) => cell.textContent ?? '',
            ),
          ),
        );
        found = all.findIndex((cells) => /^[1-9]/.test(cells[column] ?? ''));
        return found;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(0);
  const row = rows.nth(found);
  return { row, cells: await row.getByRole('gridcell').allTextContents() };
}

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs English too
for (const lang of inOneLanguage(['zh', 'en'] as const, (l) => l === 'zh')) {
  const t = TEXT[lang];

  test(`lists count as pages do; a new album invites its first track; an offline edit shows its own time (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await logInAsAdmin(page, lang);
    await waitForServiceWorker(page);

    // the artist list and the artist's page: the same album and song counts
    await page.goto('/library/artist/list');
    const { row: artistRow, cells: artistCells } = await firstCountedRow(page, 'artist-row', 3);
    await shots(page, `artist-list-${lang}`);
    await artistRow.getByRole('link').first().click();
    await expect(page.getByTestId('artist-album-count')).toHaveText(artistCells[3]);
    await expect(page.getByTestId('artist-song-count')).toHaveText(artistCells[4]);

    // the record-company list and the company's page
    await page.goto('/library/recordcompany/list');
    const { row: labelRow, cells: labelCells } = await firstCountedRow(
      page,
      'recordcompany-row',
      2,
    );
    await shots(page, `recordcompany-list-${lang}`);
    await labelRow.getByRole('link').first().click();
    await expect(page.getByTestId('record-company-album-count')).toHaveText(labelCells[2]);
    await expect(page.getByTestId('record-company-track-count')).toHaveText(labelCells[3]);

    // a new album: the display languages start with the common ones, each listed once
    await page.goto('/library/album/list');
    const drawer = new NewAlbumDrawer(page);
    await drawer.open();
    const language = drawer.drawer().getByRole('combobox', { name: /显示语言|Display language/ });
    await language.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = await options.allTextContents();
    expect(names.slice(0, t.firstLanguages.length)).toEqual(t.firstLanguages);
    expect(new Set(names).size).toBe(names.length);
    await shots(page, `display-languages-${lang}`);
    await page.keyboard.press('Escape');
    await drawer.fill(
      `${lang === 'zh' ? '措辞专辑' : 'Wording album'} ${Date.now()}`,
      ALBUM_TEXT[lang].typeAlbum,
    );
    await drawer.create();
    await page.waitForURL(/\/library\/album\/[0-9a-f-]+\/info\?step=info$/);
    const albumId = /album\/([0-9a-f-]+)\/info/.exec(page.url())?.[1] ?? '';
    // the clear button of every drop-down is named in the interface language
    await expect(page.getByTestId('album-info-form')).toBeVisible();
    await expect(page.locator('.fui-Dropdown__clearButton').first()).toBeAttached();
    const clearNames = await page
      .locator('.fui-Dropdown__clearButton')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(clearNames.length).toBeGreaterThan(0);
    expect(new Set(clearNames)).toEqual(new Set([t.clear]));
    await page.getByTestId('wizard-step-tracks').click();
    await expect(page.getByTestId('album-tracks-empty')).toHaveText(t.tracksEmpty);
    await shots(page, `new-album-tracks-${lang}`);

    // offline, an edit: the "updated" time is the edit's, marked pending, until the server answers
    const info = new AlbumInfoScreen(page);
    await info.goto(albumId);
    await expect(page.getByTestId('album-info-form')).toBeVisible();
    await expect(page.getByTestId('album-updated-pending')).toHaveCount(0, { timeout: 30_000 });
    await context.setOffline(true);
    await info.introductionInput().fill(lang === 'zh' ? '离线写下的简介' : 'Written offline');
    await info.save();
    await expect(page.getByTestId('album-updated-pending')).toHaveText(t.pending);
    await shots(page, `album-pending-edit-${lang}`);
    await context.setOffline(false);
    await expect(page.getByTestId('album-updated-pending')).toHaveCount(0, { timeout: 60_000 });
  });
}

// Dates follow the interface language, not the browser's (issue 13): in a browser set to en-US, the
// Chinese interface shows, reads and names dates the Chinese way (the album's release date, the
// list's date filter, their calendar), the English one the English way, and what is saved stays ISO.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AlbumEditor, ALBUM_TEXT, type Lang } from './pages/AlbumEditor';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { ApiDevice } from './pages/portalApi';
import { animationsSettled, logInAsAdmin, seriousViolations } from './pages/session';
import { shot, SHOTS_ON } from './pages/shots';

const SHOTS = '.tmp/date-shots';

// the browser's own locale differs from the interface language the tests read
test.use({ locale: 'en-US' });

const DATE_TEXT = {
  zh: {
    releaseDate: '原始发行日期',
    typed: '2023/7/15',
    shown: '2023/07/15',
    calendar: '日历',
    month: '2023年7月',
    // Chinese weeks start on Monday, English (US) ones on Sunday
    weekday: '一',
    weekdayName: '星期一',
    fromLabel: '更新日期从',
    fromShown: '2023/01/02',
    toTyped: '2023-12-31',
    toShown: '2023/12/31',
  },
  en: {
    releaseDate: 'Original release date',
    typed: '7/15/2023',
    shown: '07/15/2023',
    calendar: 'Calendar',
    month: 'July 2023',
    weekday: 'S',
    weekdayName: 'Sunday',
    fromLabel: 'Updated from',
    fromShown: '01/02/2023',
    toTyped: '12/31/2023',
    toShown: '12/31/2023',
  },
} as const;

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await animationsSettled(page);
}

/** Screenshots at 1440 and 390 px (with E2E_SHOTS=1). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  for (const width of [1440, 390]) {
    await setWidth(page, width);
    await shot(page, { path: `${SHOTS}/${name}-${width}.png` });
  }
  await setWidth(page, 1440);
}

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs Chinese too
for (const lang of inOneLanguage(
  ['zh', 'en'] as const satisfies readonly Lang[],
  (l) => l === 'en',
)) {
  const text = DATE_TEXT[lang];

  test(`dates are written and read in the interface language in an en-US browser (${lang})`, async ({
    page,
    request,
  }) => {
    const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
    const albumId = await server.createAlbum(`${lang === 'zh' ? '日期' : 'Dates'} ${Date.now()}`);
    await logInAsAdmin(page, lang);
    await page.setViewportSize({ width: 1440, height: 900 });

    // the album's release date: typed in the language's order, shown in its format, saved as ISO
    await page.goto(`/library/album/${albumId}/info`);
    const editor = new AlbumEditor(page);
    const release = editor.field('originalReleaseDate');
    await expect(release).toHaveAccessibleName(new RegExp(`^${text.releaseDate}`));
    await release.fill(text.typed);
    await release.press('Tab');
    await expect(release).toHaveValue(text.shown);
    await editor.save();
    await expect(editor.notice()).toHaveText(ALBUM_TEXT[lang].saved);
    await expect
      .poll(async () => (await server.record(albumId))?.originalReleaseDate, { timeout: 15_000 })
      .toBe('2023-07-15');
    await page.reload();
    await expect(release).toHaveValue(text.shown);

    // its calendar names the month and the weekdays in the interface language, and fits a phone
    const calendar = page.getByRole('dialog', { name: text.calendar });
    for (const width of [1440, 390]) {
      await setWidth(page, width);
      await release.click();
      await expect(calendar).toContainText(text.month);
      const firstDay = calendar.getByRole('columnheader').first();
      await expect(firstDay).toHaveText(text.weekday);
      await expect(firstDay).toHaveAttribute('aria-label', text.weekdayName);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, { path: `${SHOTS}/album-calendar-${lang}-${width}.png` });
      const box = await calendar.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= width,
        `calendar within ${width} px: ${JSON.stringify(box)}`,
      ).toBe(true);
      await page.keyboard.press('Escape');
      await expect(calendar).toHaveCount(0);
    }
    await setWidth(page, 1440);
    await page.getByTestId('album-field-originalReleaseDate').scrollIntoViewIfNeeded();
    await shoot(page, `album-date-${lang}`);
  });

  // a test of its own: the one above is long, and a slow shared machine must not time it out
  test(`the list's date filter keeps ISO in the address and shows the interface language's format (${lang})`, async ({
    page,
  }) => {
    await logInAsAdmin(page, lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/library/album/list?from=2023-01-02');
    const from = page.getByTestId('list-updated-from');
    await expect(from).toHaveAccessibleName(text.fromLabel);
    await expect(from).toHaveValue(text.fromShown);
    const to = page.getByTestId('list-updated-to');
    await to.fill(text.toTyped);
    await to.press('Tab');
    await expect(to).toHaveValue(text.toShown);
    await expect(page).toHaveURL(/[?&]to=2023-12-31(&|$)/);
    await expect(page).toHaveURL(/[?&]from=2023-01-02(&|$)/);
    await shoot(page, `list-dates-${lang}`);
  });
}

test('a locked album shows its dates read-only, looking like its other read-only fields', async ({
  page,
  request,
}) => {
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const albumId = await server.albumNamed('城市夜色');
  await logInAsAdmin(page);
  await page.goto(`/library/album/${albumId}/info`);
  const editor = new AlbumEditor(page);
  const date = editor.field('originalReleaseDate');
  await expect(date).toBeDisabled();
  await expect(date).toHaveValue(/^\d{4}\/\d{2}\/\d{2}$/);
  const look = (input: Locator) =>
    input.evaluate((el) => {
      const box = getComputedStyle(el.closest('.fui-Input') ?? el);
      return `${box.backgroundColor} ${getComputedStyle(el).color}`;
    });
  const dateLook = await look(date);
  expect(dateLook).toBe(await look(editor.field('name')));
  expect(dateLook).not.toMatch(/^rgb\(255, 255, 255\)|^rgba\(0, 0, 0, 0\)/);
});

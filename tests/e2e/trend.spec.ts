// Trends end to end in Chromium, in Chinese (issue 17; one language, issue 25), on the demo's year
// of channel reports (imported at first start): the dashboard shows last month's plays and revenue;
// the trend screen shows the summary with its change, the chart over time, top content, the heat
// map and the share by channel, each with a table view; with the network cut a reload shows the
// figures saved on the device with their time. axe on the offline and empty states (the trend
// screen and the dashboard as they open are the route walk's, narrow-screens.spec.ts); screenshots
// at 1440 and 390 px with E2E_SHOTS=1.
import { expect, test, type Page } from '@playwright/test';
import { inOneLanguage } from './pages/languages';
import { logInAsAdmin, seriousViolations, waitForServiceWorker } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';
import { TrendScreen } from './pages/TrendPages';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-trend';

async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const CASES = [
  {
    language: 'zh-hans',
    heading: '数据趋势',
    lastMonth: /上个月/,
    topTracks: '热门歌曲',
    offline: /离线/,
    empty: /该时间段暂无数据/,
  },
  {
    language: 'en',
    heading: 'Data trends',
    lastMonth: /Last month/,
    topTracks: 'Top tracks',
    offline: /offline/i,
    empty: /No figures for this period/,
  },
] as const;

for (const c of inOneLanguage(CASES, (c) => c.language === 'zh-hans')) {
  test(`the trend screen shows the demo's figures and keeps them offline (${c.language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext();
    await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
    const page = await context.newPage();
    await logInAsAdmin(page, c.language);
    await waitForServiceWorker(page);

    const trend = new TrendScreen(page);
    await trend.goto();
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await trend.waitForFigures();
    expect(await trend.tileFigure('plays')).toBeGreaterThan(0);
    await expect(trend.section('series').locator('svg path').first()).toBeVisible();
    await expect(trend.section('top-tracks')).toContainText(c.topTracks);
    await expect(trend.section('top-tracks').getByRole('listitem').first()).toBeVisible();
    // the map's shapes are their own lazy chunk: a shaded territory is a focusable shape
    await expect(trend.section('map').locator('svg [tabindex="0"]').first()).toBeVisible();
    expect(await (await trend.table('map')).getByRole('row').count()).toBeGreaterThan(5);
    expect(await (await trend.table('channels')).getByRole('row').count()).toBeGreaterThan(2);
    await shots(page, `trend-${c.language}`);
    const plays = await trend.tile('plays').locator('dd').first().textContent();

    // the dashboard's last month, from the same call
    await page.goto('/dashboard/index');
    const lastMonth = page.getByTestId('dashboard-trend');
    await expect(lastMonth).toBeVisible();
    await expect(page.getByRole('heading', { name: c.lastMonth })).toBeVisible();
    await shots(page, `dashboard-${c.language}`);

    // offline: a reload shows the saved figures, marked with their time
    await trend.goto();
    await trend.waitForFigures();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('data-status')).toContainText(c.offline);
    await expect(trend.tile('plays').locator('dd').first()).toHaveText(plays ?? '');
    await expect(page.getByTestId('trend-as-of')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `trend-offline-${c.language}`);
    await context.setOffline(false);

    // a week without reports (the demo's months end before this one): the empty state
    if (new Date().getUTCDate() > 7) {
      await trend.goto('?period=days7');
      await expect(page.getByTestId('trend-empty')).toContainText(c.empty);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `trend-empty-${c.language}`);
    }
    await context.close();
  });
}

// The offline DDEX package end to end in Chromium, in Chinese (issue 15, album source 4; one
// language, issue 25): the demo administrator downloads the package of the approved demo album from
// its page, a zip with its message and manifest arrives; the page then shows nothing changed since
// that package. Offline, the button says it needs a connection (axe on that state; the album page
// itself is the route walk's, narrow-screens.spec.ts). The package's own contents, its manifest's
// hashes and its XML validated by xmllint against the ERN 4.3 XSD, are the server contract's, on
// every database: "zips the validated message, the files it names and a SHA-256 manifest; ..." in
// sync-server/test/contract/ddexPackage.ts. The deals take the territories of the demo's own
// contract (HT-DEMO-0001, seeded with DEMO=1 by sync-server/src/demo/contract.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readAllEntries } from '../../sync-server/src/ddex/readZip';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { logIn, seriousViolations } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-ddex';
const ALBUM = '城市夜色';

/** The screen at 1440 and 390 px wide, as tall as its content. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('main, main *')].map((e) => e.scrollHeight)),
    );
    await page.setViewportSize({ width, height: Math.min(Math.max(height + 120, 900), 4000) });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const read = await readAllEntries(zip, 64 * 1024 * 1024);
  if (!read.ok) throw new Error(read.problem.code);
  return read.entries;
}

const CASES = [
  { language: 'zh-hans', download: '下载 DDEX 包', offline: '下载需要网络连接' },
  { language: 'en', download: 'Download DDEX package', offline: 'needs a connection' },
] as const;

for (const c of inOneLanguage(CASES, (c) => c.language === 'zh-hans')) {
  test.describe(`DDEX package (${c.language})`, () => {
    test('the administrator downloads the approved album package', async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ acceptDownloads: true });
      await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
      const page = await context.newPage();
      await logIn(page, DEMO_USERS.admin, { language: c.language, path: '/library/album/list' });
      await page.getByRole('link', { name: ALBUM }).first().click();
      await page.waitForURL('**/library/album/*/info');

      const button = page.getByTestId('album-package-download');
      await expect(button).toHaveText(c.download);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      await expect(page.getByTestId('album-package-done')).toBeVisible();
      // the message just built is kept: the one that would be built now is the same
      await expect(page.getByTestId('ddex-diff')).toHaveAttribute('data-state', 'same');
      const zipPath = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(zipPath);
      expect(download.suggestedFilename()).toMatch(/^\d{12,14}\.zip$/);
      // what the browser saved is the package: its message first, its manifest last
      const names = [...(await entriesOf(readFileSync(zipPath))).keys()];
      expect([names[0], names.at(-1)]).toEqual(['message.xml', 'manifest.sha256']);
      await shots(page, `album-package-${c.language}`);

      await context.setOffline(true);
      await expect(page.getByTestId('album-package')).toContainText(c.offline);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `album-package-offline-${c.language}`);
      await context.close();
    });
  });
}

// The offline DDEX package end to end in Chromium, in both languages (issue 15, album source 4):
// the demo administrator downloads the package of the approved demo album from its page; the test
// unzips it, checks the manifest's hashes and validates the XML with xmllint against the ERN 4.3
// XSD; the page then shows nothing changed since that package. Offline, the button says it needs
// a connection. axe on the album page. The deals take the territories of the demo's own contract
// (HT-DEMO-0001, seeded with DEMO=1 by sync-server/src/demo/contract.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readAllEntries } from '../../sync-server/src/ddex/readZip';
import { DEMO_USERS } from './pages/demoUsers';
import { LoginPage } from './pages/LoginPage';
import { seriousViolations } from './pages/session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-ddex';
const SCHEMA = resolve('sync-server/src/ddex/schema/release-notification.xsd');
const ALBUM = '城市夜色';

/** The screen at 1440 and 390 px wide, as tall as its content. */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('main, main *')].map((e) => e.scrollHeight)),
    );
    await page.setViewportSize({ width, height: Math.min(Math.max(height + 120, 900), 4000) });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
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

for (const c of CASES) {
  test.describe(`DDEX package (${c.language})`, () => {
    test('the administrator downloads the approved album package; its XML validates', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ acceptDownloads: true });
      await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.goto();
      await login.logIn(DEMO_USERS.admin);
      await page.waitForURL('**/dashboard/index');
      await page.goto('/library/album/list');
      await page.getByRole('link', { name: ALBUM }).first().click();
      await page.waitForURL('**/library/album/*/info');

      const button = page.getByTestId('album-package-download');
      await expect(button).toHaveText(c.download);
      expect(await seriousViolations(page)).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      await expect(page.getByTestId('album-package-done')).toBeVisible();
      // the message just built is kept: the one that would be built now is the same
      await expect(page.getByTestId('ddex-diff')).toHaveAttribute('data-state', 'same');
      const dir = join(SHOTS, c.language);
      mkdirSync(dir, { recursive: true });
      const zipPath = join(dir, download.suggestedFilename());
      await download.saveAs(zipPath);
      expect(download.suggestedFilename()).toMatch(/^\d{12,14}\.zip$/);

      const entries = await entriesOf(readFileSync(zipPath));
      const manifest = entries.get('manifest.sha256')!.toString('utf8').trim().split('\n');
      expect(manifest.length).toBe(entries.size - 1);
      for (const line of manifest) {
        const [sha, name] = line.split('  ');
        expect(createHash('sha256').update(entries.get(name!)!).digest('hex'), name).toBe(sha);
      }
      const xmlPath = join(dir, 'message.xml');
      writeFileSync(xmlPath, entries.get('message.xml')!);
      const lint = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, xmlPath], {
        encoding: 'utf8',
      });
      expect(`${lint.stdout}${lint.stderr}`).toContain(`${xmlPath} validates`);
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

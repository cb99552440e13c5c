// The back office's DDEX import end to end (issue 15, album source 3), in English (one language,
// issue 25): demo staff upload the album-with-lyrics message (a zip with its audio, cover and
// lyrics, made unique per run by its message id and title) for the demo partner, read the plan,
// import it; the partner then finds the album in its library with its tracks. A file that is not
// XML shows the localized refusal; a message with an unknown reference shows its errors and cannot
// be imported. axe on the screen; screenshots at 1440/390 px with E2E_SHOTS=1.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import yazl from 'yazl';
import { wavFile } from '../../src/domain/media/testing/audioFixtures';
import { pngFile } from '../../src/domain/media/testing/imageFixtures';
import { DEMO_ORGANISATIONS } from '../../sync-server/src/demo/logins';
import { DDEX_IMPORT_TEXT, DdexImportScreen } from './pages/DdexImportPages';
import { DEMO_USERS, type DemoUser } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { logIn, seriousViolations } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-ddex-import';
const FIXTURE = 'sync-server/src/ddex/fixtures/album-lyrics.xml';

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

async function zipOf(entries: Array<[string, Uint8Array]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The fixture as this run's own message: its own id, album title and main artist. */
function message(title: string, change: (xml: string) => string = (x) => x): string {
  return change(
    readFileSync(FIXTURE, 'utf8')
      .replace('<MessageId>BT-2023-0042</MessageId>', `<MessageId>E2E-${randomUUID()}</MessageId>`)
      .replaceAll('>海上<', `>${title}<`)
      // the main artist is this run's own (new); the others may be matched to an earlier run's
      .replaceAll('>蓝潮乐团<', `>蓝潮乐团 ${title.slice(-6)}<`)
      .replaceAll('>Blue Tide<', `>Blue Tide ${title.slice(-6)}<`),
  );
}

async function device(browser: Browser, baseURL: string, language: string, user: DemoUser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  await logIn(page, user, { language });
  return page;
}

for (const language of inOneLanguage(['zh-hans', 'en'] as const, (l) => l === 'en')) {
  const text = DDEX_IMPORT_TEXT[language];
  test.describe(`DDEX import (${language})`, () => {
    test('staff import a zip for the partner, who finds the album with its tracks', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const staff = await device(browser, baseURL!, language, DEMO_USERS.staff);
      const screen = new DdexImportScreen(staff);
      await screen.goto();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      expect(await seriousViolations(staff)).toEqual([]);
      await shots(staff, `${language}-empty`);

      // not XML: the localized refusal, nothing kept
      await screen.pickOrganisation(DEMO_ORGANISATIONS.partner.name);
      await screen.check({ name: 'notes.xml', mimeType: 'text/xml', buffer: Buffer.from('hello') });
      await expect(screen.error).toHaveText(text.refused);
      await shots(staff, `${language}-refused`);

      // an unknown reference: the plan lists the error with its line, import stays disabled
      const broken = message(`Broken ${randomUUID().slice(0, 6)}`, (xml) =>
        xml.replace('<ReleaseResourceReference>A1<', '<ReleaseResourceReference>A9<'),
      );
      await screen.check({ name: 'b.xml', mimeType: 'text/xml', buffer: Buffer.from(broken) });
      await expect(screen.plan).toBeVisible();
      await expect(staff.getByTestId('ddex-errors')).toBeVisible();
      await expect(staff.getByTestId('ddex-import')).toBeDisabled();
      expect(await seriousViolations(staff)).toEqual([]);
      await shots(staff, `${language}-problems`);

      const title = `海上 ${language} ${randomUUID().slice(0, 6)}`;
      const zip = await zipOf([
        ['message.xml', Buffer.from(message(title))],
        ['audio/track1.wav', wavFile({ seconds: 0.2 })],
        ['audio/track2.wav', wavFile({ seconds: 0.2 })],
        ['audio/track3.wav', wavFile({ seconds: 0.2 })],
        ['cover.png', pngFile(1400, 1400)],
        ['lyrics/track1.lrc', Buffer.from('[00:01.00]夜航船\n')],
      ]);
      await screen.check({ name: 'album.zip', mimeType: 'application/zip', buffer: zip });
      await expect(screen.plan).toContainText(title);
      await expect(staff.getByTestId('ddex-tracks').getByRole('row')).toHaveCount(4);
      await expect(staff.getByTestId('ddex-parties')).toContainText(text.newBadge);
      await expect(staff.getByTestId('ddex-errors')).toHaveCount(0);
      expect(await seriousViolations(staff)).toEqual([]);
      await shots(staff, `${language}-plan`);
      await staff.getByTestId('ddex-import').click();
      await expect(staff.getByTestId('ddex-imported')).toHaveText(text.imported);
      await shots(staff, `${language}-imported`);

      const partner = await device(browser, baseURL!, language, DEMO_USERS.admin);
      await partner.goto('/library/album/list');
      await partner.getByRole('link', { name: title }).first().click();
      await partner.waitForURL('**/library/album/*/info');
      await partner.goto(partner.url().replace(/\/info$/, '/track'));
      for (const name of ['夜航船', '灯塔', '海风 (Live)'])
        await expect(partner.getByText(name, { exact: true }).first()).toBeVisible();
      await staff.context().close();
      await partner.context().close();
    });
  });
}

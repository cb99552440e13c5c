// Distribution end to end in Chromium, both languages (issue 16): the demo administrator
// distributes an album of its own (copied, submitted and approved through the API) to the demo
// folder channel; the test channel (tests/channel/testChannel.ts) plays the DSP on
// DATA_DIR/deliveries/demo-music and acknowledges; a second device shows 22 without a reload (the
// server reads acknowledgements every ACK_POLL_SECONDS, 2 s in playwright.config.ts). Off shelf ->
// 24; distributed again and refused by the channel -> 27 with its reason. Staff add a channel at
// /staff/channels: the form refuses with the shared rules, the password is never shown again, the
// logo uploaded in the form shows in the list.
// axe on the panel and the staff screen; screenshots at 1440 and 390 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { completeGtin } from '../../src/domain/identifiers';
import { runTestChannel, type Acknowledgement } from '../channel/testChannel';
import { pngBytes } from '../support/pngFiles';
import { DEMO_USERS, type DemoUser } from './pages/demoUsers';
import { ChannelScreen, DistributionPanel } from './pages/DistributionPages';
import { LoginPage } from './pages/LoginPage';
import { ApiDevice, BackOffice } from './pages/portalApi';
import { seriousViolations } from './pages/session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-distribution';
const DELIVERIES = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'deliveries');
const DEMO_CHANNEL = 'demo-music';

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

async function device(
  browser: Browser,
  baseURL: string,
  language: string,
  user: DemoUser,
): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(user);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** Runs the test channel until it has answered at least one complete batch; returns its answers. */
async function channelAnswers(failIcpns: string[] = []): Promise<Acknowledgement[]> {
  const root = path.join(DELIVERIES, DEMO_CHANNEL);
  const answers: Acknowledgement[] = [];
  await expect
    .poll(
      async () => {
        // the folder appears with the first batch the delivery job writes
        const written = await runTestChannel({ root, failIcpns }).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        });
        answers.push(...written);
        return answers.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  return answers;
}

/** A valid UPC-A no other album holds (the DDEX message's ICPN): 11 random digits and their check. */
function freshUpc(): string {
  return completeGtin(
    Array.from(crypto.getRandomValues(new Uint8Array(11)), (b) => String(b % 10)).join(''),
  );
}

const CASES = [
  {
    language: 'zh-hans',
    album: '分发专辑',
    failed: '发行失败',
    needsPhrase: '请检查标出的字段。',
    secretSaved: '已保存 - 输入新的即可替换',
  },
  {
    language: 'en',
    album: 'Distributed album',
    failed: 'Release failed',
    needsPhrase: 'Check the highlighted fields.',
    secretSaved: 'Saved - enter a new one to replace it',
  },
] as const;

for (const c of CASES) {
  test.describe(`distribution (${c.language})`, () => {
    test('the administrator distributes, a second device sees 22, off shelf 24, a refusal 27', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000);
      const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
      const name = `${c.album} ${Date.now()}`;
      const albumId = await api.createAlbum(name);
      const copy = await api.record(albumId);
      await api.send('update', 'album', albumId, Number(copy?.version), {
        upcMode: 'owned',
        upc: freshUpc(),
      });
      await api.runAlbumCommand(albumId, 'submitForReview');
      await (await BackOffice.logIn(request, DEMO_USERS.staff)).approve(albumId);

      const first = await device(browser, baseURL!, c.language, DEMO_USERS.admin);
      const second = await device(browser, baseURL!, c.language, DEMO_USERS.admin);
      const infoPath = `/library/album/${albumId}/info`;
      const a = new DistributionPanel(first);
      const b = new DistributionPanel(second);
      for (const page of [first, second]) await page.goto(infoPath);
      await a.expectState(DEMO_CHANNEL, 20, 60_000);
      await b.expectState(DEMO_CHANNEL, 20, 60_000);
      expect(await seriousViolations(first)).toEqual([]);
      await shots(first, `panel-approved-${c.language}`);

      await a.request('distribute');
      await a.expectState(DEMO_CHANNEL, 21);
      const [delivered] = await channelAnswers();
      expect(delivered.status).toBe('FileOK');
      // the second device follows the server's poke, never reloaded
      await b.expectState(DEMO_CHANNEL, 22);
      await a.expectState(DEMO_CHANNEL, 22);
      await shots(second, `panel-released-${c.language}`);

      await a.request('offShelf');
      await a.expectState(DEMO_CHANNEL, 25);
      await channelAnswers();
      await a.expectState(DEMO_CHANNEL, 24);
      await b.expectState(DEMO_CHANNEL, 24);

      // distributed again (24 -> 21), and this time the channel refuses the message
      const icpn = path.basename(delivered.messageFile, '.xml');
      await a.request('distribute');
      const [refused] = await channelAnswers([icpn]);
      expect(refused.status).toBe('ErrorInXml');
      await a.expectState(DEMO_CHANNEL, 27);
      await expect(a.row(DEMO_CHANNEL)).toContainText(c.failed);
      await expect(a.row(DEMO_CHANNEL).getByTestId('distribution-answer')).toContainText(
        'rejected by the test channel',
      );
      expect(await seriousViolations(first)).toEqual([]);
      await shots(first, `panel-failed-${c.language}`);
      await first.context().close();
      await second.context().close();
    });

    test('staff add a channel: shared rules refuse, the password is never shown again', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const page = await device(browser, baseURL!, c.language, DEMO_USERS.staff);
      const screen = new ChannelScreen(page);
      await screen.goto();
      await expect(screen.row(DEMO_CHANNEL)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `channels-${c.language}`);

      await page.getByTestId('channel-add').click();
      await page.getByTestId('channel-save').click();
      await expect(page.getByTestId('channels-message')).toContainText(c.needsPhrase);
      await expect(screen.drawer()).toContainText(
        c.language === 'en' ? 'The channel code is 1 to 40' : '渠道代码',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `channel-form-errors-${c.language}`);

      const code = `e2e-${c.language}-${Date.now()}`;
      await screen.field('code').fill(code);
      await screen.field('nameZh').fill('测试渠道');
      await screen.field('nameEn').fill('Test channel');
      await screen.field('dpid').fill('PADPIDA2026E2E');
      // the logo: a square PNG through the file input, saved once the server has checked it
      await screen.field('logo-pick-input').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: pngBytes(64, 64),
      });
      await expect(screen.field('logo-state')).toHaveAttribute('data-file-state', 'verified');
      await screen.field('host').fill('sftp.example.com');
      await screen.field('username').fill('portal');
      await screen.field('hostKeySha256').fill(`SHA256:${'A'.repeat(43)}`);
      await screen.field('password').fill('s3cret-pass');
      // switched off: the partners' panels (and the other specs) never see it
      await screen.field('enabled').click();
      await page.getByTestId('channel-save').click();
      await expect(screen.drawer()).toBeHidden();
      await expect(screen.row(code)).toBeVisible();
      const logo = screen.row(code).getByAltText(c.language === 'en' ? 'Test channel' : '测试渠道');
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await shots(page, `channels-logo-${c.language}`);

      await screen.row(code).getByTestId('channel-edit').click();
      await expect(screen.field('password')).toHaveValue('');
      await expect(screen.drawer()).toContainText(c.secretSaved);
      await page.getByRole('button', { name: c.language === 'en' ? 'Cancel' : '取消' }).click();
      await page.context().close();
    });
  });
}

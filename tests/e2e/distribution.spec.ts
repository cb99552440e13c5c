// Distribution end to end in Chromium, in Chinese (issue 16; one language, issue 25): the demo
// administrator distributes an album of its own (copied, submitted and approved through the API)
// to the demo folder channel; the test channel (tests/channel/testChannel.ts) plays the DSP on
// DATA_DIR/deliveries/demo-music and acknowledges; a second device shows 22 without a reload (the
// server reads acknowledgements every ACK_POLL_SECONDS, 2 s in playwright.config.ts). Off shelf ->
// 24; distributed again and refused by the channel -> 27 with its reason. Staff add a channel at
// /staff/channels: the form refuses with the shared rules, the password is never shown again, the
// logo uploaded in the form shows in the list.
// axe on the refused panel and the staff screen (the approved album's page is the route walk's:
// narrow-screens.spec.ts); screenshots at 1440 and 390 px with E2E_SHOTS=1.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pngBytes } from '../support/pngFiles';
import { DEMO_USERS } from './pages/demoUsers';
import {
  channelAnswers,
  ChannelScreen,
  DEMO_CHANNEL,
  DEMO_CHANNEL_ROOT,
  DistributionPanel,
} from './pages/DistributionPages';
import { inOneLanguage } from './pages/languages';
import { ApiDevice, BackOffice } from './pages/portalApi';
import { loggedInDevice, mainShots, seriousViolations } from './pages/session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-distribution';
const shots = (page: Page, name: string) => mainShots(page, SHOTS, name);

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

for (const c of inOneLanguage(CASES, (c) => c.language === 'zh-hans')) {
  test.describe(`distribution (${c.language})`, () => {
    test('the administrator distributes, a second device sees 22, off shelf 24, a refusal 27', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000);
      const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
      const staff = await BackOffice.logIn(request, DEMO_USERS.staff);
      const albumId = await api.createApprovedAlbum(`${c.album} ${Date.now()}`, staff);

      const first = await loggedInDevice(browser, baseURL!, c.language, DEMO_USERS.admin);
      const second = await loggedInDevice(browser, baseURL!, c.language, DEMO_USERS.admin);
      const a = new DistributionPanel(first);
      const b = new DistributionPanel(second);
      for (const panel of [a, b]) await panel.open(albumId);
      await shots(first, `panel-approved-${c.language}`);

      await a.request('distribute');
      await a.expectState(DEMO_CHANNEL, 21);
      const [delivered] = await channelAnswers(DEMO_CHANNEL_ROOT);
      expect(delivered.status).toBe('FileOK');
      // the second device follows the server's poke, never reloaded
      await b.expectState(DEMO_CHANNEL, 22);
      await a.expectState(DEMO_CHANNEL, 22);
      await shots(second, `panel-released-${c.language}`);

      await a.request('offShelf');
      await a.expectState(DEMO_CHANNEL, 25);
      await channelAnswers(DEMO_CHANNEL_ROOT);
      await a.expectState(DEMO_CHANNEL, 24);
      await b.expectState(DEMO_CHANNEL, 24);

      // distributed again (24 -> 21), and this time the channel refuses the message
      const icpn = path.basename(delivered.messageFile, '.xml');
      await a.request('distribute');
      const [refused] = await channelAnswers(DEMO_CHANNEL_ROOT, [icpn]);
      expect(refused.status).toBe('ErrorInXml');
      await a.expectRefused(DEMO_CHANNEL, c.failed);
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
      const page = await loggedInDevice(browser, baseURL!, c.language, DEMO_USERS.staff);
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
      // visible is laid out, not loaded: the picture's own width once it has arrived
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBe(64);
      await shots(page, `channels-logo-${c.language}`);

      await screen.row(code).getByTestId('channel-edit').click();
      await expect(screen.field('password')).toHaveValue('');
      await expect(screen.drawer()).toContainText(c.secretSaved);
      await page.getByRole('button', { name: c.language === 'en' ? 'Cancel' : '取消' }).click();
      await page.context().close();
    });
  });
}

// Issue 16's "Done when" end to end, in Chinese (one language, issue 25): an approved album goes
// to two channels, one reached over SFTP (Debian's sshd on loopback, sync-server/test/sshd.ts,
// added by staff at /staff/channels) and the demo's local folder; the test channel
// (tests/channel/testChannel.ts) answers on both folders and both reach 22, shown on a second
// device without a reload. Off one channel -> 24 on that one only; sent again and refused -> 27
// with the channel's reason. Then a scheduled takedown: the album's requested off-shelf date 20
// days ahead, the server's clock moved through CLOCK_OFFSET_FILE (tests/e2e/pages/serverClock.ts):
// the 30- and 7-day notices arrive, and on the day the takedown goes out with no click (25), 24
// once the channel answers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startSshd, type RunningSshd } from '../../sync-server/test/sshd';
import { ChannelApi } from './pages/channelApi';
import { DEMO_USERS } from './pages/demoUsers';
import {
  channelAnswers,
  ChannelScreen,
  DEMO_CHANNEL,
  DEMO_CHANNEL_ROOT,
  DistributionPanel,
} from './pages/DistributionPages';
import { ApiDevice, BackOffice } from './pages/portalApi';
import { moveServerClock, resetServerClock, serverDay } from './pages/serverClock';
import { inOneLanguage } from './pages/languages';
import { loggedInDevice, seriousViolations } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-distribution-channels';
const TAKEDOWN_IN_DAYS = 20;

/** The part of the screen the step is about (the page scrolls inside main), at 1440 and 390 px. */
async function shots(part: Locator, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  for (const width of [1440, 390]) {
    await part.page().setViewportSize({ width, height: 900 });
    await shot(part, { path: `${SHOTS}/${name}-${width}.png` });
  }
  await part.page().setViewportSize({ width: 1280, height: 900 });
}

/** The panel's cells whose text runs past their edge (a long message id over the time beside it). */
function overflowingCells(panel: Locator): Promise<string[]> {
  return panel
    .locator('[data-testid="distribution-channel"] td')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The staff form, as a person fills it: an SFTP channel read every 10 s (the least it may be). */
async function addSftpChannelThroughUi(page: Page, code: string, sshd: RunningSshd, root: string) {
  const screen = new ChannelScreen(page);
  await screen.goto();
  await page.getByTestId('channel-add').click();
  await screen.field('code').fill(code);
  await screen.field('nameZh').fill('SFTP 测试渠道');
  await screen.field('nameEn').fill('SFTP test channel');
  await screen.field('dpid').fill('PADPIDA2026SFTP01C');
  await screen.field('kind-sftp').check();
  await screen.field('host').fill(sshd.host);
  await screen.field('port').fill(String(sshd.port));
  await screen.field('username').fill(sshd.username);
  await screen.field('remoteRoot').fill(root);
  await screen.field('hostKeySha256').fill(sshd.hostKeySha256);
  await screen.field('privateKey').fill(sshd.privateKey);
  await screen.field('ackPollSeconds').fill('10');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('channel-save').click();
  await expect(screen.drawer()).toBeHidden();
  await expect(screen.row(code)).toBeVisible();
}

const CASES = [
  {
    language: 'zh-hans',
    album: '双渠道专辑',
    failed: '发行失败',
    notificationsTab: '通知',
    daysLeft: (n: number) => `${n} 天后`,
  },
  {
    language: 'en',
    album: 'Two-channel album',
    failed: 'Release failed',
    notificationsTab: 'Notifications',
    daysLeft: (n: number) => `in ${n} days`,
  },
] as const;

let sshd: RunningSshd;

test.beforeAll(async () => {
  sshd = await startSshd();
});

test.afterAll(async () => {
  resetServerClock();
  await sshd?.stop();
});

// one language (issue 25): the SFTP channel is added through the staff form in Chinese
for (const c of inOneLanguage(CASES, (c) => c.language === 'zh-hans')) {
  test.describe(`two channels (${c.language})`, () => {
    test('SFTP and folder reach 22 on two devices, off one 24, refused 27, a scheduled takedown on its day', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000);
      const code = `sftp-${c.language}-${Date.now()}`;
      // sshd serves the machine's folders: the channel's remote root is a local path
      const sftpRoot = path.join(sshd.root, code);
      mkdirSync(sftpRoot);
      const channels = await ChannelApi.logIn(request, DEMO_USERS.staff);
      try {
        if (c.language === 'zh-hans') {
          const staff = await loggedInDevice(browser, baseURL!, c.language, DEMO_USERS.staff);
          await addSftpChannelThroughUi(staff, code, sshd, sftpRoot);
          await staff.context().close();
        } else {
          const demo = await channels.byCode(DEMO_CHANNEL);
          await channels.add(
            {
              ...demo.fields,
              code,
              nameZh: 'SFTP 测试渠道',
              nameEn: 'SFTP test channel',
              dpid: 'PADPIDA2026SFTP02A',
              endpoint: {
                kind: 'sftp',
                host: sshd.host,
                port: sshd.port,
                username: sshd.username,
                remoteRoot: sftpRoot,
                hostKeySha256: sshd.hostKeySha256,
              },
              ackFolder: '',
              ackPollSeconds: 10,
            },
            { privateKey: sshd.privateKey },
          );
        }

        const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
        const name = `${c.album} ${Date.now()}`;
        const takedownDay = serverDay(TAKEDOWN_IN_DAYS);
        const albumId = await api.createApprovedAlbum(
          name,
          await BackOffice.logIn(request, DEMO_USERS.staff),
          { requestedOffShelfDate: takedownDay },
        );

        const first = await loggedInDevice(browser, baseURL!, c.language, DEMO_USERS.admin);
        const second = await loggedInDevice(browser, baseURL!, c.language, DEMO_USERS.admin);
        const a = new DistributionPanel(first);
        const b = new DistributionPanel(second);
        for (const panel of [a, b]) await panel.open(albumId, [DEMO_CHANNEL, code]);

        // both channels (the default choice is every channel)
        await a.request('distribute');
        const [demoAnswer] = await channelAnswers(DEMO_CHANNEL_ROOT);
        const [sftpAnswer] = await channelAnswers(sftpRoot);
        expect([demoAnswer.status, sftpAnswer.status]).toEqual(['FileOK', 'FileOK']);
        // the second device follows the server's poke, never reloaded
        for (const panel of [b, a])
          for (const channel of [DEMO_CHANNEL, code]) await panel.expectState(channel, 22);
        for (const width of [1440, 390]) {
          await second.setViewportSize({ width, height: 900 });
          expect(await overflowingCells(b.panel())).toEqual([]);
        }
        await shots(b.panel(), `two-channels-released-${c.language}`);

        // off the SFTP channel only: the folder channel is left out of the choice
        await a.row(DEMO_CHANNEL).getByRole('checkbox').uncheck();
        await a.request('offShelf');
        await a.expectState(code, 25);
        await channelAnswers(sftpRoot);
        await b.expectState(code, 24);
        await a.expectState(code, 24);
        await expect(b.row(DEMO_CHANNEL)).toHaveAttribute('data-state', '22');

        // sent again to the SFTP channel, which refuses the message this time
        const icpn = path.basename(sftpAnswer.messageFile, '.xml');
        await a.request('distribute');
        const [refused] = await channelAnswers(sftpRoot, [icpn]);
        expect(refused.status).toBe('ErrorInXml');
        await b.expectRefused(code, c.failed);
        await expect(b.row(DEMO_CHANNEL)).toHaveAttribute('data-state', '22');
        expect(await seriousViolations(second)).toEqual([]);
        await shots(b.panel(), `two-channels-refused-${c.language}`);

        // the requested off-shelf date draws near: 19 days left (the 30-day notice), then 3 (7-day)
        const notices = first
          .getByTestId('sys-message')
          .filter({ hasText: name })
          .filter({ hasText: takedownDay });
        const expectNotices = async (days: number, count: number) => {
          await expect(async () => {
            await first.goto('/account/sysNotification');
            await first.getByRole('tab', { name: c.notificationsTab }).click();
            await expect(notices).toHaveCount(count, { timeout: 2000 });
          }).toPass({ timeout: 30_000 });
          await expect(notices.first()).toContainText(c.daysLeft(days));
          await expect(notices.first()).toContainText(takedownDay);
        };
        moveServerClock(1);
        await expectNotices(TAKEDOWN_IN_DAYS - 1, 1);
        moveServerClock(TAKEDOWN_IN_DAYS - 4);
        await expectNotices(3, 2);
        expect(await seriousViolations(first)).toEqual([]);
        await shots(first.getByRole('main'), `takedown-notices-${c.language}`);

        // the day: the folder channel (22) is asked to take it down with no click; the SFTP
        // channel, refused (27), has nothing to take down
        moveServerClock(3);
        await b.expectState(DEMO_CHANNEL, 25, 30_000);
        await channelAnswers(DEMO_CHANNEL_ROOT);
        await b.expectState(DEMO_CHANNEL, 24);
        await expect(b.row(code)).toHaveAttribute('data-state', '27');
        await first.context().close();
        await second.context().close();
      } finally {
        await channels.disable(code);
      }
    });
  });
}

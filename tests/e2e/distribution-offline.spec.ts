// Distribution requests made offline (issue 16), in Chromium, both languages: with the network
// cut (context.setOffline) the administrator distributes; the panel says the request is queued and
// lists it; back online the sync worker sends it and the channel goes 21 -> 22 from the test
// channel's acknowledgement. A request decided on an album modified on another device meanwhile
// comes back as a visible, localized conflict that the user dismisses. axe on the panel with a
// queued and a refused request; screenshots at 1440 and 390 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { completeGtin } from '../../src/domain/identifiers';
import { runTestChannel } from '../channel/testChannel';
import { DEMO_USERS } from './pages/demoUsers';
import { DistributionPanel } from './pages/DistributionPages';
import { DistributionQueue } from './pages/DistributionQueue';
import { LoginPage } from './pages/LoginPage';
import { ApiDevice, BackOffice } from './pages/portalApi';
import { seriousViolations } from './pages/session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-distribution-offline';
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

async function device(browser: Browser, baseURL: string, language: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO_USERS.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** A valid UPC-A no other album holds. */
function freshUpc(): string {
  return completeGtin(
    Array.from(crypto.getRandomValues(new Uint8Array(11)), (b) => String(b % 10)).join(''),
  );
}

/** An approved album of the test's own, with a UPC, ready to distribute. */
async function approvedAlbum(
  api: ApiDevice,
  name: string,
  request: Parameters<typeof BackOffice.logIn>[0],
) {
  const albumId = await api.createAlbum(name);
  const copy = await api.record(albumId);
  await api.send('update', 'album', albumId, Number(copy?.version), {
    upcMode: 'owned',
    upc: freshUpc(),
  });
  await api.runAlbumCommand(albumId, 'submitForReview');
  await (await BackOffice.logIn(request, DEMO_USERS.staff)).approve(albumId);
  return albumId;
}

const CASES = [
  {
    language: 'zh-hans',
    album: '离线分发',
    hint: '离线：请求会保存在本设备上',
    waiting: '等待联网',
    refused: '已被拒绝',
    changed: '提出此请求后专辑已被修改',
    dismiss: '知道了',
    scheduled: '计划下架',
  },
  {
    language: 'en',
    album: 'Offline distribution',
    hint: 'Offline: a request is kept on this device',
    waiting: 'waiting for a connection',
    refused: 'was refused',
    changed: 'The album changed after this request was made',
    dismiss: 'Dismiss',
    scheduled: 'Scheduled takedowns',
  },
] as const;

for (const c of CASES) {
  test.describe(`distribution offline (${c.language})`, () => {
    test('a request made offline is queued, sent when online, and the channel reaches 22', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000);
      const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
      const albumId = await approvedAlbum(api, `${c.album} ${Date.now()}`, request);
      const page = await device(browser, baseURL!, c.language);
      const panel = new DistributionPanel(page);
      const queue = new DistributionQueue(page);
      await page.goto(`/library/album/${albumId}/info`);
      await panel.expectState(DEMO_CHANNEL, 20, 60_000);

      await page.context().setOffline(true);
      await expect(page.getByTestId('distribution-hint')).toContainText(c.hint);
      await queue.requestOffline();
      await expect(queue.rows()).toHaveCount(1);
      await expect(queue.rows()).toContainText(c.waiting);
      // still the last known state: nothing reached the server
      await panel.expectState(DEMO_CHANNEL, 20);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `queued-${c.language}`);

      await page.context().setOffline(false);
      await expect(queue.rows()).toHaveCount(0, { timeout: 60_000 });
      await panel.expectState(DEMO_CHANNEL, 21);
      const root = path.join(DELIVERIES, DEMO_CHANNEL);
      await expect
        .poll(async () => (await runTestChannel({ root }).catch(() => [])).length, {
          timeout: 60_000,
          intervals: [500],
        })
        .toBeGreaterThan(0);
      await panel.expectState(DEMO_CHANNEL, 22);

      // what the channel was told: the batch with its ERN message and the channel's answer
      await panel.row(DEMO_CHANNEL).getByTestId('distribution-history').click();
      const history = page.getByTestId('delivery-history');
      await expect(history.getByTestId('delivery-batch')).toHaveCount(1);
      await expect(history.getByTestId('delivery-batch')).toContainText('FileOK');
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `history-${c.language}`);
      await history.getByTestId('delivery-file-message').click();
      await expect(page.getByTestId('delivery-file-text')).toContainText('NewReleaseMessage');
      await page.keyboard.press('Escape');
      await page.context().close();
    });

    test('staff see the scheduled takedowns on the channel screen', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext();
      await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.goto();
      await login.logIn(DEMO_USERS.staff);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/staff/channels');
      await expect(page.getByRole('heading', { name: c.scheduled })).toBeVisible();
      await expect(
        page.getByTestId('scheduled-table').or(page.getByTestId('scheduled-empty')),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `staff-scheduled-${c.language}`);
      await context.close();
    });

    test('a request decided on an album modified meanwhile on another device comes back as a conflict', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(180_000);
      const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
      const albumId = await approvedAlbum(api, `${c.album} ${Date.now()}`, request);
      const page = await device(browser, baseURL!, c.language);
      const panel = new DistributionPanel(page);
      const queue = new DistributionQueue(page);
      await page.goto(`/library/album/${albumId}/info`);
      await panel.expectState(DEMO_CHANNEL, 20, 60_000);

      await page.context().setOffline(true);
      await queue.requestOffline();
      // another device starts a modification of the album while this one is offline
      await api.runAlbumCommand(albumId, 'startModification');

      await page.context().setOffline(false);
      const row = queue.rows();
      await expect(row).toContainText(c.refused, { timeout: 60_000 });
      await expect(row).toContainText(c.changed);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `refused-${c.language}`);
      await queue.dismiss(c.dismiss);
      await page.context().close();
    });
  });
}

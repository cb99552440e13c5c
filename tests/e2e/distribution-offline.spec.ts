// Distribution requests made offline (issue 16), in Chromium, in English (one language, issue
// 25): with the network cut (goOffline) the administrator distributes; the panel says the request
// is queued and lists it; back online the sync worker sends it and the channel goes 21 -> 22 from
// the test channel's acknowledgement. A request decided on an album modified on another device
// meanwhile comes back as a visible, localized conflict that the user dismisses. axe on the panel
// with a queued and a refused request; screenshots at 1440 and 390 px with E2E_SHOTS=1.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import {
  channelAnswers,
  DEMO_CHANNEL,
  DEMO_CHANNEL_ROOT,
  DistributionPanel,
} from './pages/DistributionPages';
import { DistributionQueue } from './pages/DistributionQueue';
import { inOneLanguage } from './pages/languages';
import { ApiDevice, BackOffice } from './pages/portalApi';
import {
  goOffline,
  goOnline,
  loggedInDevice,
  mainShots,
  seriousViolations,
  waitForServiceWorker,
} from './pages/session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-distribution-offline';
const shots = (page: Page, name: string) => mainShots(page, SHOTS, name);

/**
 * An approved album of the test's own, open on a device of its own in `language` (20 on the demo
 * channel); `api` is the administrator's other device.
 */
async function openApprovedAlbum(
  { browser, baseURL, request }: { browser: Browser; baseURL?: string; request: APIRequestContext },
  language: string,
  name: string,
) {
  const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const staff = await BackOffice.logIn(request, DEMO_USERS.staff);
  const albumId = await api.createApprovedAlbum(`${name} ${Date.now()}`, staff);
  const page = await loggedInDevice(browser, baseURL!, language, DEMO_USERS.admin);
  const panel = new DistributionPanel(page);
  await panel.open(albumId);
  return { api, albumId, page, panel, queue: new DistributionQueue(page) };
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

// one language (issue 25), English, as the Background Sync test below
for (const c of inOneLanguage(CASES, (c) => c.language === 'en')) {
  test.describe(`distribution offline (${c.language})`, () => {
    test('a request made offline is queued, sent when online, and the channel reaches 22', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000);
      const { page, panel, queue } = await openApprovedAlbum(
        { browser, baseURL, request },
        c.language,
        c.album,
      );

      await goOffline(page.context());
      await expect(page.getByTestId('distribution-hint')).toContainText(c.hint);
      await queue.requestOffline();
      await expect(queue.rows()).toHaveCount(1);
      await expect(queue.rows()).toContainText(c.waiting);
      // still the last known state: nothing reached the server
      await panel.expectState(DEMO_CHANNEL, 20);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `queued-${c.language}`);

      await goOnline(page.context());
      await expect(queue.rows()).toHaveCount(0, { timeout: 60_000 });
      await panel.expectState(DEMO_CHANNEL, 21);
      await channelAnswers(DEMO_CHANNEL_ROOT);
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
      const page = await loggedInDevice(browser, baseURL!, c.language, DEMO_USERS.staff);
      await page.goto('/staff/channels');
      await expect(page.getByRole('heading', { name: c.scheduled })).toBeVisible();
      await expect(
        page.getByTestId('scheduled-table').or(page.getByTestId('scheduled-empty')),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `staff-scheduled-${c.language}`);
      await page.context().close();
    });

    test('a request decided on an album modified meanwhile on another device comes back as a conflict', async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(180_000);
      const { api, albumId, page, queue } = await openApprovedAlbum(
        { browser, baseURL, request },
        c.language,
        c.album,
      );

      await goOffline(page.context());
      await queue.requestOffline();
      // another device starts a modification of the album while this one is offline
      await api.runAlbumCommand(albumId, 'startModification');

      await goOnline(page.context());
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

/** The requests this origin's device still holds, read from its IndexedDB on `page`. */
function queuedOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('cache').objectStore('cache').get('queuedRequests');
          get.onsuccess = () => {
            const value = (get.result as { value?: { state: string }[] } | undefined)?.value ?? [];
            resolve(value.filter((r) => r.state === 'pending').length);
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

test('with no tab open, the service worker’s Background Sync sends a request queued offline', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const { page, panel, queue, albumId } = await openApprovedAlbum(
    { browser, baseURL, request },
    'en',
    'Background sync',
  );
  await waitForServiceWorker(page);
  const context = page.context();
  await goOffline(context);
  await queue.requestOffline();
  await expect(queue.rows()).toHaveCount(1);

  // no tab of the portal is left: no sync worker can send it; only the service worker can
  await page.goto('about:blank');
  await goOnline(context);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const reader = await context.newPage();
  await reader.goto('/api/none');
  // a page of the origin that is no app (an /api address the service worker leaves alone) reads
  // the device's queue. Each poll fires the sync event again, as Chromium retries a failed one: the
  // first can still meet the worker's offline emulation being lifted (it failed once so)
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.dispatchSyncEvent', {
          origin: new URL(baseURL!).origin,
          registrationId,
          tag: 'outbox',
          lastChance: false,
        });
        return queuedOnDevice(reader);
      },
      { timeout: 90_000, intervals: [3_000, 5_000] },
    )
    .toBe(0);
  await reader.close();

  // and the server did it: the channel moved on to 21; its answer leaves no batch waiting in the
  // channel's folder for the next spec
  await page.goto(`/library/album/${albumId}/info`);
  await panel.expectState(DEMO_CHANNEL, 21, 60_000);
  await expect(queue.rows()).toHaveCount(0);
  await channelAnswers(DEMO_CHANNEL_ROOT);
  await panel.expectState(DEMO_CHANNEL, 22);
  await context.close();
});

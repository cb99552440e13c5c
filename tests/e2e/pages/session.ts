// Steps every sync spec starts with: a session made through the API and put in the browser (only
// the specs that test logging in use the form), or a device of its own in a language; waiting until
// the service worker controls the page (so an offline reload is served from its precache). Then the
// checks of a screen: axe, and screenshots at 1440 and 390 px (written only with E2E_SHOTS=1).
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DB_NAME } from '../../../src/data/dbName';
import { LANGUAGE_COOKIE, parseApiLanguage, type ApiLanguage } from '../../../src/domain/locale';
import { DEMO_USERS, type DemoUser } from './demoUsers';
import { NetworkCut } from './networkCut';
import { apiLogin } from './portalApi';
import { portalSchema } from './portalSchema';
import { SHOTS_ON } from './shots';

/** A same-origin document that runs none of the portal's code: the page where the session is put. */
const QUIET_PATH = '/icons/favicon.svg';

/**
 * Logs `user` in on this page's device without the form (issue 25): the server makes the session
 * (`/api/org/login.json`, as the form does) and its token is stored where the portal keeps it, the
 * `session` table of IndexedDB, before the portal's first screen loads. The portal then starts as
 * it does on any reload of a logged-in device: the token is peeked, user info is asked of the
 * server, the device is claimed for the user. `language` ('zh' | 'en' | 'zh-hans') is put in the
 * language cookie first, as the switch would. Ends on `path` (the dashboard by default) once the
 * portal has left /login.
 *
 * A device that never held the portal's database gets it exactly as the portal makes it, at the
 * same version (pages/portalSchema.ts), so the portal opens it without an upgrade. A device that
 * holds it keeps it.
 */
export async function logIn(
  page: Page,
  user: Pick<DemoUser, 'loginName' | 'password'> = DEMO_USERS.admin,
  options: { language?: string; path?: string } = {},
): Promise<void> {
  const language: ApiLanguage | undefined =
    options.language === undefined ? undefined : parseApiLanguage(options.language);
  // the login names the page's language, which becomes the account's (its mails' language)
  const cookie = (await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE);
  const token = await apiLogin(
    page.context().request,
    user,
    language ?? parseApiLanguage(cookie?.value),
  );
  const schema = await portalSchema();
  await page.goto(QUIET_PATH);
  await page.evaluate(
    async ({ dbName, schema, token, language, cookie }) => {
      if (language) document.cookie = `${cookie}=${language}; path=/; max-age=31536000`;
      const exists = (await indexedDB.databases()).some((d) => d.name === dbName);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = exists ? indexedDB.open(dbName) : indexedDB.open(dbName, schema.version);
        open.onupgradeneeded = () => {
          for (const store of schema.stores) {
            const created = open.result.createObjectStore(store.name, {
              keyPath: store.keyPath,
              autoIncrement: store.autoIncrement,
            });
            for (const index of store.indexes)
              created.createIndex(index.name, index.keyPath, {
                unique: index.unique,
                multiEntry: index.multiEntry,
              });
          }
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB refused'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('session', 'readwrite');
        const savedAt = Date.now();
        tx.objectStore('session').put({ key: 'token', value: token, savedAt });
        if (language) tx.objectStore('session').put({ key: 'language', value: language, savedAt });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('the session was not stored'));
      });
      db.close();
    },
    { dbName: DB_NAME, schema, token, language, cookie: LANGUAGE_COOKIE },
  );
  await page.goto(options.path ?? '/dashboard/index');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The demo administrator on the dashboard, in `language` when given (the cookie's otherwise). */
export async function logInAsAdmin(page: Page, language?: string): Promise<void> {
  await logIn(page, DEMO_USERS.admin, { language });
  await page.waitForURL('**/dashboard/index');
}

/** A device of its own (a new browser context) in `language`, `user` logged in (see logIn). */
export async function loggedInDevice(
  browser: Browser,
  baseURL: string,
  language: string,
  user: DemoUser,
): Promise<Page> {
  const context = await newDevice(browser);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  const page = await context.newPage();
  await logIn(page, user, { language });
  return page;
}

const cuts = new WeakMap<BrowserContext, NetworkCut>();

/**
 * A device of its own (a new browser context) whose network goOffline can cut for real: it reaches
 * the portal through a NetworkCut of its own, closed with the context.
 */
export async function newDevice(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const cut = await NetworkCut.start();
  const context = await browser.newContext({ ...options, proxy: { server: cut.url } });
  cuts.set(context, cut);
  context.on('close', () => void cut.close());
  return context;
}

/**
 * Playwright's test, whose `context` (and so `page`) is such a device: the specs that take the
 * device offline use it. Its `request` (the test's own line to the server, as another device)
 * never goes through the cut.
 */
export const test = base.extend<{ networkCut: NetworkCut }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here
  // eslint-disable-next-line no-empty-pattern
  networkCut: async ({}, provide) => {
    const cut = await NetworkCut.start();
    await provide(cut);
    await cut.close();
  },
  proxy: async ({ networkCut }, provide) => provide({ server: networkCut.url }),
  context: async ({ context, networkCut }, provide) => {
    cuts.set(context, networkCut);
    await provide(context);
  },
  request: async ({ playwright }, provide) => {
    // an option named here is not filled from the test's (the proxy above)
    const request = await playwright.request.newContext({ proxy: undefined });
    await provide(request);
    await request.dispose();
  },
});

/**
 * Takes the device offline: its network is cut (no request of the page, its workers or the
 * service worker gets through), and the browser emulates offline so the page knows it
 * (`navigator.onLine`, the `offline` event). The emulation alone is not enough: Chromium fires the
 * service worker's Background Sync on its own view of the network, and an edit made "offline" once
 * reached the server through it during a reload.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  const cut = cuts.get(context);
  if (!cut) throw new Error('goOffline needs a device made by newDevice or the test of session.ts');
  cut.cut();
  await context.setOffline(true);
}

/** Back online: the emulation is lifted, then the network comes back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  cuts.get(context)?.restore();
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
    }
  });
}

/**
 * axe's serious and critical findings on the current screen. Fluent's focus-trap bumpers
 * (`<i data-tabster-dummy aria-hidden tabindex=0>`, added once a Dialog is mounted) are focusable
 * and hidden on purpose: they hand focus on at once. Tabster's maintainers call the aria-hidden-focus
 * finding on them a false positive (microsoft/tabster#288), so only those nodes are left out.
 */
/** Waits until no finite animation or transition runs (a dialog or toast fading in reads as low contrast to axe). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  let results = await new AxeBuilder({ page }).analyze();
  // a toast that began to fade in while axe read the page shows as low contrast: read it once more
  if (results.violations.some((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    await animationsSettled(page);
    results = await new AxeBuilder({ page }).analyze();
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy')),
      ),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Screenshots `dir/name-<width>.png` at 1440 and 390 px, each as tall as the main part's content;
 * only with E2E_SHOTS=1 (pages/shots.ts).
 */
export async function mainShots(page: Page, dir: string, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('main, main *')].map((e) => e.scrollHeight)),
    );
    await page.setViewportSize({ width, height: Math.min(Math.max(height + 120, 900), 4000) });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

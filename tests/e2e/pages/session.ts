// Steps every sync spec starts with: log in through the form (on this page, or on a device of its
// own in a language), and wait until the service worker controls the page (so an offline reload is
// served from its precache). Then the checks of a screen: axe, and screenshots at 1440 and 390 px.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DEMO_USERS, type DemoUser } from './demoUsers';
import { LoginPage } from './LoginPage';
import { NetworkCut } from './networkCut';

export async function logInAsAdmin(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO_USERS.admin);
  await page.waitForURL('**/dashboard/index');
}

/** A device of its own (a new browser context) in `language`, `user` logged in through the form. */
export async function loggedInDevice(
  browser: Browser,
  baseURL: string,
  language: string,
  user: DemoUser,
): Promise<Page> {
  const context = await newDevice(browser);
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(user);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
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

/** Screenshots `dir/name-<width>.png` at 1440 and 390 px, each as tall as the main part's content. */
export async function mainShots(page: Page, dir: string, name: string): Promise<void> {
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

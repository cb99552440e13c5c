// Round trip of an edit over loopback: an album renamed in tab A, until the new name shows in tab B
// of the same browser context (Dexie live query fed by the one syncing tab's pull) and in a second
// context, another device (server push, SSE poke, pull). Times are wall clock across pages, the
// median and the worst of several edits.
// Run alone: `node --import tsx tests/bench/roundtrip.bench.ts` (after `npm run build`).
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, printFigures, startPortal, type Figure } from './harness';

const EDITS = 10;
const ALBUM = '未命名专辑';

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/登录名|Login name/).fill('demo-admin');
  await page.getByLabel(/^密码|^Password/).fill('Demo-Admin-2026');
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL('**/dashboard/index');
}

/** The album's information page, found through the album list once the first pull brought it. */
async function albumInfoUrl(page: Page): Promise<string> {
  await page.goto('/library/album/list');
  await page.getByRole('link', { name: ALBUM }).click();
  await page.waitForURL('**/info');
  return new URL(page.url()).pathname;
}

const nameInput = (page: Page) => page.getByRole('textbox', { name: /专辑名称|Album name/ });

/** Resolves with the wall-clock time at which `page` shows `name` in the name field. */
async function shownAt(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (expected) => {
      const input = document.querySelector<HTMLInputElement>('input[name="name"]');
      return input?.value === expected ? Date.now() : 0;
    },
    name,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Types the name and presses Save; answers the wall-clock time of the press. */
async function rename(page: Page, name: string): Promise<number> {
  await nameInput(page).fill(name);
  return page.evaluate(() => {
    const save = [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')][0];
    const at = Date.now();
    save.click();
    return at;
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function measure(browser: Browser, baseURL: string): Promise<Figure[]> {
  const deviceOne = await browser.newContext({ locale: 'zh-CN', baseURL });
  const deviceTwo = await browser.newContext({ locale: 'zh-CN', baseURL });
  const tabA = await deviceOne.newPage();
  await logIn(tabA);
  const path = await albumInfoUrl(tabA);
  const tabB = await deviceOne.newPage();
  await tabB.goto(path);
  const other = await deviceTwo.newPage();
  await logIn(other);
  await other.goto(path);
  await Promise.all([tabB, other].map((p) => nameInput(p).waitFor()));

  const toTab: number[] = [];
  const toDevice: number[] = [];
  for (let i = 1; i <= EDITS; i++) {
    const name = `${ALBUM} ${i}`;
    const seenInTab = shownAt(tabB, name);
    const seenOnDevice = shownAt(other, name);
    const pressed = await rename(tabA, name);
    toTab.push((await seenInTab) - pressed);
    toDevice.push((await seenOnDevice) - pressed);
  }
  await deviceOne.close();
  await deviceTwo.close();
  return [
    {
      name: `edit in tab A -> shown in tab B (same context), median of ${EDITS}`,
      value: median(toTab),
      unit: 'ms',
    },
    { name: 'edit in tab A -> shown in tab B, worst', value: Math.max(...toTab), unit: 'ms' },
    {
      name: `edit in tab A -> shown on a second device (context), median of ${EDITS}`,
      value: median(toDevice),
      unit: 'ms',
    },
    {
      name: 'edit in tab A -> shown on a second device, worst',
      value: Math.max(...toDevice),
      unit: 'ms',
    },
  ];
}

/** Against a running portal (harness.startPortal), demo data as seeded. */
export async function benchRoundtrip(baseUrl: string): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    return await measure(browser, baseUrl);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startPortal(4192)
    .then(async (portal) => {
      try {
        printFigures('Edit round trip (Chromium, loopback)', await benchRoundtrip(portal.url));
      } finally {
        await portal.stop();
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

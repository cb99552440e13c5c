// The library's track list with 100,000 tracks in IndexedDB (Chromium): first rows after
// navigation, search-as-you-type latency by name prefix and by ISRC, the main thread while
// scrolling and jumping through the list, and the time of one local edit through the app's own
// catalogue repository (bundled from src/ for the bench page: no hook in the production build).
// The tracks are seeded and pulled as in pull.bench.ts (100,000 rows by SQL, then the real pull).
// Run alone: `node --import tsx tests/bench/library.bench.ts [tracks]` (after `npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import {
  launchChromium,
  longTasksBetween,
  printFigures,
  recordLongTasks,
  type Figure,
} from './harness';
import { PULL_TRACKS, readCursor, seedDataDir, startServer } from './pull.bench';

/** In-page helpers, as plain script: functions inside page.evaluate would be renamed by tsx. */
const PAGE_HELPERS = `
window.__listBench = {
  answer() {
    const root = document.querySelector('[data-answer]');
    return root ? root.getAttribute('data-answer') : null;
  },
  waitFor(check, timeout) {
    return new Promise((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out')); }, timeout || 60000);
      const observer = new MutationObserver(() => {
        if (check()) { observer.disconnect(); clearTimeout(timer); resolve(); }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  },
  frame() { return new Promise((resolve) => requestAnimationFrame(() => resolve())); },
  /** Types the search box's new value, then waits until the list shows that query's rows, painted. */
  async keystroke(value) {
    const input = document.querySelector('input[type="search"]');
    const before = this.answer();
    const started = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await this.waitFor(() => this.answer() !== before);
    await this.frame();
    return performance.now() - started;
  },
  async firstRowsAfterClick(href) {
    const link = document.querySelector('a[href="' + href + '"]');
    const started = performance.now();
    link.click();
    await this.waitFor(() => document.querySelector('[role="grid"] [data-row-index="0"] a') !== null);
    await this.frame();
    return performance.now() - started;
  },
  allRowsLoaded(grid) {
    const rows = grid.querySelectorAll('[data-row-index]');
    return rows.length > 0 && [...rows].every((row) => row.querySelector('a') !== null);
  },
  async scroll(steps, stepPx, jumps) {
    const grid = document.querySelector('[role="grid"]');
    const started = performance.now();
    for (let i = 0; i < steps; i++) {
      grid.scrollTop += stepPx;
      await this.frame();
    }
    const fills = [];
    for (const at of jumps) {
      const jumped = performance.now();
      grid.scrollTop = at * (grid.scrollHeight - grid.clientHeight);
      await this.frame();
      await this.waitFor(() => this.allRowsLoaded(grid));
      fills.push(performance.now() - jumped);
    }
    return { started, ended: performance.now(), fills, rowsScrolled: Math.round((steps * stepPx) / 44) };
  },
  async saves(id, count) {
    const repo = PortalBench.createCatalogueRepo(PortalBench.openPortalDb());
    const times = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await repo.updateRecord('track', id, { name: 'Bench track edited ' + i });
      times.push(performance.now() - started);
    }
    // the same record written alone, without the op, the outbox and the checks: IndexedDB's share
    const raw = [];
    const db = PortalBench.openPortalDb();
    const record = await db.table('track').get(id);
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await db.table('track').put({ ...record, trackCode: 'raw ' + i });
      raw.push(performance.now() - started);
    }
    const name = 'Bench track shown ' + Date.now();
    const started = performance.now();
    await repo.updateRecord('track', id, { name });
    await this.waitFor(() => [...document.querySelectorAll('[data-track-id="' + id + '"] a')].some((a) => a.textContent === name));
    await this.frame();
    return { times, raw, shownMs: performance.now() - started };
  },
};
`;

/** The app's catalogue repository and database module as one script for the bench page. */
async function bundleRepo(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'tests/bench/libraryRepo.entry.ts', formats: ['iife'], name: 'PortalBench' },
    },
  });
  const output = Array.isArray(result) ? result[0] : result;
  if (!('output' in output)) throw new Error('the repository bundle did not build');
  return output.output[0].code;
}

interface Helpers {
  __listBench: {
    keystroke(value: string): Promise<number>;
    firstRowsAfterClick(href: string): Promise<number>;
    scroll(
      steps: number,
      stepPx: number,
      jumps: number[],
    ): Promise<{ started: number; ended: number; fills: number[]; rowsScrolled: number }>;
    saves(id: string, count: number): Promise<{ times: number[]; raw: number[]; shownMs: number }>;
  };
}
type BenchWindow = Window & Helpers;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

async function typeWords(page: Page, words: string[]): Promise<number[]> {
  const latencies: number[] = [];
  for (const word of words) {
    for (let i = 1; i <= word.length; i++) {
      latencies.push(
        await page.evaluate(
          (value) => (window as unknown as BenchWindow).__listBench.keystroke(value),
          word.slice(0, i),
        ),
      );
      await page.waitForTimeout(100); // a fast typist's pace
    }
    await page.evaluate(() => (window as unknown as BenchWindow).__listBench.keystroke(''));
    await page.waitForTimeout(1200); // a pause: the list counts meanwhile
  }
  return latencies;
}

const pick = (n: number, max: number) =>
  Array.from({ length: n }, () => 1 + Math.floor(Math.random() * (max - 1)));

export async function benchLibrary(port = 4276, tracks = PULL_TRACKS): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-library-'));
  const { maxServerSeq } = await seedDataDir(dataDir, tracks);
  const repoScript = await bundleRepo();
  const stop = await startServer(port, dataDir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      locale: 'zh-CN',
      baseURL: `http://localhost:${port}`,
      bypassCSP: true,
      viewport: { width: 1440, height: 900 },
    });
    await recordLongTasks(context);
    await context.addInitScript({ content: PAGE_HELPERS });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/登录名|Login name/).fill('demo-admin');
    await page.getByLabel(/^密码|^Password/).fill('Demo-Admin-2026');
    await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
    await page.waitForURL('**/dashboard/index');
    const pullStarted = Date.now();
    while ((await readCursor(page)) < maxServerSeq) {
      if (Date.now() - pullStarted > 30 * 60_000)
        throw new Error('the pull did not finish in 30 minutes');
      await page.waitForTimeout(250);
    }
    const pullS = (Date.now() - pullStarted) / 1000;

    // first rows after an in-app navigation (the chunk cached after the first time), then a reload
    const navigations: number[] = [];
    for (let i = 0; i < 4; i++) {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /^工作台$/ })
        .click();
      await page.waitForURL('**/dashboard/index');
      navigations.push(
        await page.evaluate(() =>
          (window as unknown as BenchWindow).__listBench.firstRowsAfterClick('/library/track/list'),
        ),
      );
    }
    await page.reload();
    const reloadMs = await page.evaluate(async () => {
      await (
        window as unknown as { __listBench: { waitFor(check: () => boolean): Promise<void> } }
      ).__listBench.waitFor(
        () => document.querySelector('[role="grid"] [data-row-index="0"] a') !== null,
      );
      return performance.now();
    });
    const countStarted = Date.now();
    await page
      .getByTestId('list-counts')
      .filter({ hasText: /^共 [\d,]+ 条$/ })
      .waitFor({ timeout: 120_000 });
    const countedMs = Date.now() - countStarted + reloadMs;
    const shownTotal = (await page.getByTestId('list-counts').textContent()) ?? '';
    const shots = process.env.BENCH_SCREENSHOTS;
    if (shots) await page.screenshot({ path: join(shots, 'library-100k-tracks.png') });

    const typingStarted = await page.evaluate(() => performance.now());
    const byName = await typeWords(
      page,
      pick(4, tracks).map((n) => `Bench track ${n}`),
    );
    await page.getByTestId('list-search-field').click();
    await page.getByRole('option', { name: /ISRC/ }).click();
    const byIsrc = await typeWords(
      page,
      pick(4, tracks).map((n) => `cnbn${String(n).padStart(8, '0')}`),
    );
    if (process.env.BENCH_VERBOSE)
      console.log(
        'keystrokes (ms): name',
        byName.map(Math.round).join(' '),
        '| isrc',
        byIsrc.map(Math.round).join(' '),
      );
    const typingTasks = await longTasksBetween(
      page,
      typingStarted,
      await page.evaluate(() => performance.now()),
    );
    await page.getByTestId('list-search-field').click();
    await page.getByRole('option', { name: /名称/ }).click();
    await page
      .getByTestId('list-counts')
      .filter({ hasText: /^共 [\d,]+ 条$/ })
      .waitFor({ timeout: 120_000 });

    const scroll = await page.evaluate(() =>
      (window as unknown as BenchWindow).__listBench.scroll(
        300,
        1200,
        [0.25, 0.5, 0.75, 0.999, 0.1, 0],
      ),
    );
    const tasks = await longTasksBetween(page, scroll.started, scroll.ended);
    if (shots) {
      await page.getByRole('searchbox').fill('bench track 4242');
      await page
        .getByTestId('list-counts')
        .filter({ hasText: /符合条件/ })
        .waitFor();
      await page.screenshot({ path: join(shots, 'library-100k-search.png') });
      await page.getByRole('searchbox').fill('');
    }
    const longest = tasks.reduce((max, t) => Math.max(max, t.duration), 0);
    if (process.env.BENCH_VERBOSE)
      console.log(
        'scroll: fills (ms)',
        scroll.fills.map(Math.round).join(' '),
        '| long tasks at (ms after start):',
        tasks
          .map((t) => `${Math.round(t.start - scroll.started)}:${Math.round(t.duration)}`)
          .join(' '),
        '| scroll ran',
        Math.round(scroll.ended - scroll.started),
      );

    await page.addScriptTag({ content: repoScript });
    const firstId = await page.locator('[data-track-id]').first().getAttribute('data-track-id');
    if (!firstId) throw new Error('no track row to edit');
    const saves = await page.evaluate(
      (id) => (window as unknown as BenchWindow).__listBench.saves(id, 40),
      firstId,
    );

    return [
      { name: `pull of ${tracks} tracks before the list (worker)`, value: pullS, unit: 's' },
      {
        name: 'track list: first rows after in-app navigation (median of 4)',
        value: quantile(navigations, 0.5),
        unit: 'ms',
        budget: 200,
      },
      {
        name: 'track list: first rows after a reload (from navigation start)',
        value: reloadMs,
        unit: 'ms',
        budget: 1500,
      },
      {
        name: `track list: exact total shown after the reload (${shownTotal})`,
        value: countedMs,
        unit: 'ms',
      },
      {
        name: `search as you type by name prefix: p95 of ${byName.length} keystrokes`,
        value: quantile(byName, 0.95),
        unit: 'ms',
        budget: 50,
      },
      {
        name: 'search as you type by name prefix: median',
        value: quantile(byName, 0.5),
        unit: 'ms',
      },
      {
        name: `search as you type by ISRC: p95 of ${byIsrc.length} keystrokes`,
        value: quantile(byIsrc, 0.95),
        unit: 'ms',
        budget: 50,
      },
      { name: 'search as you type by ISRC: median', value: quantile(byIsrc, 0.5), unit: 'ms' },
      {
        name: 'main thread: longest task while typing',
        value: typingTasks.reduce((max, t) => Math.max(max, t.duration), 0),
        unit: 'ms',
      },
      {
        name: `scroll ${scroll.rowsScrolled} rows frame by frame, then 6 jumps: longest main-thread task`,
        value: longest,
        unit: 'ms',
        budget: 50,
      },
      { name: 'scroll: main-thread tasks over 50 ms', value: tasks.length, unit: '', budget: 0 },
      {
        name: 'jump anywhere in the list: rows filled (median of 6)',
        value: quantile(scroll.fills, 0.5),
        unit: 'ms',
      },
      {
        name: 'jump anywhere in the list: rows filled (worst of 6)',
        value: Math.max(...scroll.fills),
        unit: 'ms',
      },
      {
        name: 'save an edited track field locally (updateRecord, median of 40)',
        value: quantile(saves.times, 0.5),
        unit: 'ms',
        budget: 16,
      },
      {
        name: 'save an edited track field locally: p95',
        value: quantile(saves.times, 0.95),
        unit: 'ms',
      },
      {
        name: 'the same track put alone into its table (Dexie put, median)',
        value: quantile(saves.raw, 0.5),
        unit: 'ms',
      },
      { name: 'edit to the new name shown in the open list', value: saves.shownMs, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tracks = Number(process.argv[2] ?? PULL_TRACKS);
  benchLibrary(4276, tracks)
    .then((figures) => printFigures(`Library lists (${tracks} tracks, Chromium)`, figures))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

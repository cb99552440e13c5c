// Shared pieces of the benchmarks: start the real portal (built PWA + sync-server) on a fresh
// data directory, launch Debian's Chromium, and print figures beside their budgets.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface RunningPortal {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** `env`: further settings, e.g. an S3-compatible store (the e2e spec of direct uploads to a bucket). */
export async function startPortal(
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'sync-server/src/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist',
        LOG_LEVEL: 'warn',
        DEMO: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = `http://localhost:${port}`;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code}:\n${output}`))),
  );
  try {
    // Node resolves localhost to ::1 first; the server listens on 127.0.0.1.
    await Promise.race([
      waitForUrl(`http://127.0.0.1:${port}/api/common/config.json`, 120_000),
      exited,
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${String(error)}\n--- portal output ---\n${output}`, { cause: error });
  }
  return {
    url,
    dataDir,
    stop: async () => {
      exited.catch(() => undefined);
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { method: 'POST' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** the budget; lower is better unless higherIsBetter */
  budget?: number;
  higherIsBetter?: boolean;
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n## ${title}`);
  for (const f of figures) {
    const value = `${Number.isInteger(f.value) ? f.value : f.value.toFixed(1)} ${f.unit}`;
    let verdict = '';
    if (f.budget !== undefined) {
      const ok = f.higherIsBetter ? f.value >= f.budget : f.value <= f.budget;
      verdict = `  (budget ${f.higherIsBetter ? '>=' : '<='} ${f.budget} ${f.unit}: ${ok ? 'ok' : 'OVER'})`;
    }
    console.log(`- ${f.name}: ${value}${verdict}`);
  }
}

interface TaskLog {
  __longTasks: { start: number; duration: number }[];
  __longFrames: FrameRecord[];
}

/** Records the main thread's long tasks (over 50 ms) in every page of the context. */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log = window as unknown as TaskLog;
    log.__longTasks = [];
    log.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        log.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // long animation frames name the scripts that ran in them: what a long task was
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LongFrame[]) {
        const scripts = entry.scripts
          .filter((s) => s.duration >= 10)
          .map(
            (s) =>
              `${s.invoker} ${s.sourceFunctionName || '?'}@${s.sourceURL.split('/').pop() ?? ''}:${s.sourceCharPosition} ${Math.round(s.duration)}ms`,
          );
        // where the rest went: all scripts together, then style and layout, then paint
        const scriptMs = entry.scripts.reduce((sum, s) => sum + s.duration, 0);
        const end = entry.startTime + entry.duration;
        const layoutMs = entry.styleAndLayoutStart > 0 ? end - entry.styleAndLayoutStart : 0;
        const renderMs = entry.renderStart > 0 ? end - entry.renderStart : 0;
        scripts.push(
          `[${entry.scripts.length} scripts ${Math.round(scriptMs)}ms, render ${Math.round(renderMs)}ms of which style+layout+paint ${Math.round(layoutMs)}ms]`,
        );
        log.__longFrames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          scripts,
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: Array<{
    invoker: string;
    sourceFunctionName: string;
    sourceURL: string;
    sourceCharPosition: number;
    duration: number;
  }>;
}

export interface FrameRecord {
  start: number;
  duration: number;
  blocking: number;
  scripts: string[];
}

/** The long animation frames holding a task over 50 ms (blocking time > 0) between two page times, with their scripts. */
export async function longFramesBetween(
  page: Page,
  start: number,
  end: number,
  minBlockingMs = 0,
): Promise<FrameRecord[]> {
  const frames = await page.evaluate(() => (window as unknown as TaskLog).__longFrames);
  return frames.filter((f) => f.start >= start && f.start <= end && f.blocking > minBlockingMs);
}

/** The page's long tasks that started between two of its performance.now() readings. */
export async function longTasksBetween(
  page: Page,
  start: number,
  end: number,
): Promise<Array<{ start: number; duration: number }>> {
  const tasks = await page.evaluate(() => (window as unknown as TaskLog).__longTasks);
  return tasks.filter((t) => t.start >= start && t.start <= end);
}

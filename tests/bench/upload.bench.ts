// Uploads (issue 4): the header check of a 1 GB WAV (time and bytes read), a 1 GB upload from
// Chromium through the portal's multipart pipeline beside a bare PUT of the same file in the same
// run, the main thread's longest task meanwhile, and what an interruption costs in re-sent bytes.
// Run alone: `node --import tsx tests/bench/upload.bench.ts` (after `npm run build`).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { countingSource, probeAudio, type ByteSource } from '../../src/domain/media';
import { uploadPartSize } from '../../src/domain/media/filePolicy';
import { writeWav } from '../support/wavFiles';
import {
  launchChromium,
  longFramesBetween,
  longTasksBetween,
  printFigures,
  recordLongTasks,
  startPortal,
  type Figure,
} from './harness';

const MiB = 1024 * 1024;
const GB = 1000 * 1000 * 1000;
const ALBUM = 'First Light (EP)';

/** The domain's probe on the file through positional reads: what the worker and the server run. */
async function headerCheck(
  file: string,
): Promise<{ ms: number; bytesRead: number; reads: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const source: ByteSource = {
      size,
      async read(offset, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
      },
    };
    const counted = countingSource(source);
    const started = performance.now();
    const probe = await probeAudio(counted);
    const ms = performance.now() - started;
    if (!probe.ok) throw new Error(`the bench WAV did not probe: ${probe.code}`);
    return { ms, bytesRead: counted.bytesRead, reads: counted.reads };
  } finally {
    await handle.close();
  }
}

/**
 * A sink that takes a PUT of any size (CORS open) and answers when the last byte arrived:
 * `/discard` drops the bytes, `/disk` streams them to a file first, as any upload must store them.
 */
async function startSink(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'PUT');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return res.end();
    if (req.url === '/disk') {
      const file = join(dir, 'sink.bin');
      void pipeline(req, createWriteStream(file)).then(
        () => res.end('ok'),
        () => res.end('failed'),
      );
      return;
    }
    req.on('data', () => undefined);
    req.on('end', () => res.end('ok'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no sink address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function logIn(context: BrowserContext): Promise<Page> {
  await recordLongTasks(context);
  await context.addInitScript(() => {
    // the file-input path (a bench cannot answer Chromium's file picker)
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/登录名|Login name/).fill('demo-admin');
  await page.getByLabel(/^密码|^Password/).fill('Demo-Admin-2026');
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL('**/dashboard/index');
  return page;
}

async function openAlbum(page: Page): Promise<void> {
  await page.goto('/library/album/list');
  const row = page.locator('[data-testid="album-row"]').filter({ hasText: ALBUM });
  await row.waitFor({ timeout: 60_000 });
  await page.goto(`/library/album/${await row.getAttribute('data-album-id')}/track`);
  await page.getByTestId('album-track').first().waitFor();
}

interface PartCounts {
  started: number;
  finished: Set<number>;
  failed: number;
}

function countParts(page: Page): PartCounts {
  const counts: PartCounts = { started: 0, finished: new Set(), failed: 0 };
  const isPart = (method: string, url: string) =>
    method === 'PUT' && url.includes('/api/files/part');
  page.on('request', (r) => {
    if (isPart(r.method(), r.url())) counts.started += 1;
  });
  page.on('requestfinished', (r) => {
    if (isPart(r.method(), r.url()))
      counts.finished.add(Number(new URL(r.url()).searchParams.get('partNumber')));
  });
  page.on('requestfailed', (r) => {
    if (isPart(r.method(), r.url())) counts.failed += 1;
  });
  return counts;
}

const taskState = (page: Page, name: string) =>
  page.getByTestId('upload-task').filter({ hasText: name }).getAttribute('data-state');
const taskPercent = async (page: Page, name: string) =>
  Number(
    (await page
      .getByTestId('upload-task')
      .filter({ hasText: name })
      .getAttribute('data-percent')) ?? '0',
  );

async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Phases {
  firstPut: number;
  lastPutEnd: number;
  signMs: number;
  putMs: number;
}

/** Wall-clock marks of one upload's requests (ms since `origin`): where the time between pick and verified goes. */
function recordPhases(page: Page, origin: () => number): Phases {
  const phases: Phases = { firstPut: Infinity, lastPutEnd: 0, signMs: 0, putMs: 0 };
  page.on('requestfinished', (r) => {
    const t = r.timing();
    const url = r.url();
    const took = t.responseEnd;
    if (r.method() === 'PUT' && url.includes('/api/files/part')) {
      const start = t.startTime - origin();
      phases.firstPut = Math.min(phases.firstPut, start);
      phases.lastPutEnd = Math.max(phases.lastPutEnd, start + took);
      phases.putMs += took;
    } else if (/\/s3\/multipart\/[^/]+\/\d+/.test(url)) {
      phases.signMs += took;
    }
  });
  return phases;
}

/** Uploads `file` as the first track's audio; answers the time from pick to verified. */
async function uploadThroughPortal(
  page: Page,
  file: string,
  name: string,
  interrupt?: (page: Page) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  await page
    .getByTestId('album-track')
    .first()
    .getByTestId('track-audio-pick-input')
    .setInputFiles(file);
  if (interrupt) await interrupt(page);
  await waitFor(
    async () => (await taskState(page, name).catch(() => null)) === 'done',
    30 * 60_000,
    `${name} to land`,
  );
  return performance.now() - started;
}

async function barePut(page: Page, file: string, sinkUrl: string): Promise<number> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-file';
    document.body.append(input);
  });
  await page.setInputFiles('#bench-file', file);
  return page.evaluate(async (url) => {
    const input = document.getElementById('bench-file') as HTMLInputElement;
    const body = input.files?.[0];
    const t0 = performance.now();
    const res = await fetch(url, { method: 'PUT', body });
    await res.text();
    input.remove();
    return performance.now() - t0;
  }, sinkUrl);
}

export async function benchUpload(port = 4274): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-bench-upload-'));
  const big = join(dir, 'master-1gb.wav');
  const medium = join(dir, 'master-300mb.wav');
  const portal = await startPortal(port);
  const sink = await startSink(dir);
  const browser = await launchChromium();
  try {
    await writeWav(big, GB);
    await writeWav(medium, 300 * 1000 * 1000);
    const check = await headerCheck(big);

    // bypassCSP: the bare PUT goes to the sink on another port, which the portal's CSP rightly refuses
    const context = await browser.newContext({
      locale: 'en-US',
      baseURL: portal.url,
      bypassCSP: true,
    });
    const page = await logIn(context);
    await openAlbum(page);
    const discardMs = await barePut(page, big, `${sink.url}/discard`);
    const bareMs = await barePut(page, big, `${sink.url}/disk`);
    await rm(join(dir, 'sink.bin'), { force: true });
    const pageStart = await page.evaluate(() => performance.now());
    let origin = Date.now();
    const phases = recordPhases(page, () => origin);
    origin = Date.now();
    const uploadMs = await uploadThroughPortal(page, big, 'master-1gb.wav');
    const big1 = { ...phases };
    const pageEnd = await page.evaluate(() => performance.now());
    const during = await longTasksBetween(page, pageStart, pageEnd);
    // what ran in a long task, for the reader of the figures (stderr: the figures stay clean)
    for (const frame of await longFramesBetween(page, pageStart, pageEnd)) {
      console.error(
        `long frame at +${Math.round(frame.start - pageStart)} ms: ${Math.round(frame.duration)} ms (${Math.round(frame.blocking)} ms blocking) ${frame.scripts.join('; ')}`,
      );
    }
    await page
      .getByRole('button', { name: 'Not now' })
      .click()
      .catch(() => undefined);

    // an interruption: the network cut at 40 % for two seconds
    const counts = countParts(page);
    await uploadThroughPortal(page, medium, 'master-300mb.wav', async (p) => {
      await waitFor(
        async () => (await taskPercent(p, 'master-300mb.wav').catch(() => 0)) >= 40,
        10 * 60_000,
        '40 %',
      );
      await context.setOffline(true);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await context.setOffline(false);
    });
    const mediumPart = uploadPartSize(300 * 1000 * 1000);
    const parts = Math.ceil((300 * 1000 * 1000) / mediumPart);
    const resent = counts.started - counts.finished.size;
    await context.close();

    const mbps = (ms: number) => GB / MiB / (ms / 1000);
    return [
      {
        name: 'header check of a 1 GB WAV (domain probe, positional reads, Node)',
        value: check.ms,
        unit: 'ms',
        budget: 20,
      },
      {
        name: 'header check: bytes read',
        value: check.bytesRead / 1024,
        unit: 'KiB',
        budget: 1024,
      },
      { name: 'header check: reads', value: check.reads, unit: '' },
      {
        name: 'bare PUT of the 1 GB file from Chromium to a sink that drops it (loopback)',
        value: mbps(discardMs),
        unit: 'MiB/s',
        higherIsBetter: true,
      },
      {
        name: 'bare PUT of the 1 GB file from Chromium to a sink that stores it on disk',
        value: mbps(bareMs),
        unit: 'MiB/s',
        higherIsBetter: true,
      },
      {
        name: `portal upload of the 1 GB file, pick to verified (${uploadPartSize(GB) / MiB} MiB parts)`,
        value: mbps(uploadMs),
        unit: 'MiB/s',
        higherIsBetter: true,
      },
      {
        name: 'portal upload / bare PUT that stores',
        value: (bareMs / uploadMs) * 100,
        unit: '%',
        budget: 80,
        higherIsBetter: true,
      },
      {
        name: 'portal upload / bare PUT that drops',
        value: (discardMs / uploadMs) * 100,
        unit: '%',
      },
      { name: 'portal upload: pick to first part PUT', value: big1.firstPut, unit: 'ms' },
      {
        name: 'portal upload: first part PUT to last part stored',
        value: big1.lastPutEnd - big1.firstPut,
        unit: 'ms',
      },
      { name: 'portal upload: part PUTs, summed', value: big1.putMs, unit: 'ms' },
      { name: 'portal upload: part signing round trips, summed', value: big1.signMs, unit: 'ms' },
      {
        name: 'portal upload: last part stored to verified on the page',
        value: uploadMs - big1.lastPutEnd,
        unit: 'ms',
      },
      {
        name: 'main thread: longest task during the 1 GB upload',
        value: during.reduce((max, t) => Math.max(max, t.duration), 0),
        unit: 'ms',
        budget: 50,
      },
      {
        name: `network cut at 40 % of a 300 MB upload (${parts} parts): parts sent again`,
        value: resent,
        unit: 'parts',
      },
      {
        name: `network cut: bytes sent again (at most parts x ${mediumPart / MiB} MiB)`,
        value: (resent * mediumPart) / MiB,
        unit: 'MiB',
      },
    ];
  } finally {
    await browser.close();
    await sink.close();
    await portal.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchUpload()
    .then((figures) => printFigures('Uploads (Chromium, loopback)', figures))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

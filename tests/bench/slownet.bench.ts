// A slow connection's first visit (issue 11): bytes on the wire for a cold /login, the first pull
// of 100,000 tracks compressed against raw, and Lighthouse's mobile performance score and LCP of
// /login and /home (its default simulated throttling: slow 4G, 4x CPU slowdown). Lighthouse lives
// in tests/bench/lighthouse/ (its own package.json, installed here on first use), never in the
// app's dependency tree nor in `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiUrl, PATHS } from '../../src/domain/api';
import { SYNC_PATHS } from '../../src/domain/sync/paths';
import { SYNC_PROTOCOL_VERSION, SyncLimits } from '../../src/domain/sync/protocol';
import { launchChromium, type Figure } from './harness';
import { PULL_TRACKS, seedDataDir, startServer } from './pull.bench';

const LIGHTHOUSE_DIR = 'tests/bench/lighthouse';
const LIGHTHOUSE_RUNS = 3;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Wire {
  status: number;
  /** bytes of the body as sent (compressed or not) */
  wireBytes: number;
  encoding: string | undefined;
  text: string;
}

/** A POST whose body is counted as it arrives: Node's http does not decode, so these are wire bytes. */
function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({
            status: res.statusCode ?? 0,
            wireBytes: raw.length,
            encoding,
            text: decoded.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Every page of a first pull, as the sync worker asks for them; answers the bytes on the wire. */
async function pullAllBytes(
  base: string,
  sign: string,
  acceptEncoding: string,
): Promise<{ bytes: number; encodings: Set<string> }> {
  let cursor = 0;
  let bytes = 0;
  const encodings = new Set<string>();
  for (;;) {
    const body = {
      protocol: SYNC_PROTOCOL_VERSION,
      clientId: `bench-${acceptEncoding}`,
      cursor,
      limit: SyncLimits.pullDefaultLimit,
    };
    const res = await postJson(base, SYNC_PATHS.pull, body, {
      uvsign: sign,
      'accept-encoding': acceptEncoding,
    });
    if (res.status !== 200)
      throw new Error(`pull answered ${res.status}: ${res.text.slice(0, 200)}`);
    bytes += res.wireBytes;
    encodings.add(res.encoding ?? 'identity');
    const page = (JSON.parse(res.text) as { result: { cursor: number; hasMore: boolean } }).result;
    cursor = page.cursor;
    if (!page.hasMore) return { bytes, encodings };
  }
}

/** Encoded bytes of every response of a cold /login until its form works (hydrated), before the service worker's precache. */
async function coldLoginBytes(base: string): Promise<{ bytes: number; requests: number }> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (req) =>
      sizes.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)),
    );
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: /^(登录|Log in)$/ }).waitFor();
    await page.waitForFunction(
      () => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'),
    );
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((a, b) => a + b, 0), requests: all.length };
  } finally {
    await browser.close();
  }
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

function runLighthouse(url: string): LighthouseResult {
  const cli = join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(cli))
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: LIGHTHOUSE_DIR,
      stdio: 'inherit',
    });
  const out = execFileSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(out.toString('utf8')) as LighthouseResult;
}

export async function benchSlowNet(port = 4192, tracks = PULL_TRACKS): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-slownet-'));
  const figures: Figure[] = [];
  try {
    await seedDataDir(dataDir, tracks);
    const stop = await startServer(port, dataDir);
    // localhost: Chromium and Lighthouse treat it as a secure origin, as they would https
    const base = `http://localhost:${port}`;
    const direct = `http://127.0.0.1:${port}`;
    try {
      const cold = await coldLoginBytes(base);
      figures.push({
        name: `bytes transferred for a cold /login until its form works (${cold.requests} requests)`,
        value: cold.bytes / 1024,
        unit: 'KiB',
      });

      const login = await postJson(
        direct,
        apiUrl(PATHS.login),
        { loginName: 'demo-admin', password: 'Demo-Admin-2026', isAuto: false },
        {},
      );
      const { sign } = (JSON.parse(login.text) as { result: { sign: string } }).result;
      const raw = await pullAllBytes(direct, sign, 'identity');
      const br = await pullAllBytes(direct, sign, 'gzip, deflate, br');
      const gzip = await pullAllBytes(direct, sign, 'gzip');
      figures.push(
        {
          name: `first pull of ${tracks.toLocaleString('en')} tracks, raw`,
          value: raw.bytes / 2 ** 20,
          unit: 'MiB',
        },
        {
          name: `first pull, brotli (${[...br.encodings].join('/')})`,
          value: br.bytes / 2 ** 20,
          unit: 'MiB',
        },
        {
          name: `first pull, gzip (${[...gzip.encodings].join('/')})`,
          value: gzip.bytes / 2 ** 20,
          unit: 'MiB',
        },
        {
          name: 'first pull, brotli bytes as a share of raw',
          value: (100 * br.bytes) / raw.bytes,
          unit: '%',
          budget: 25,
        },
      );

      for (const path of ['/login', '/home']) {
        // the median of a few runs, as Lighthouse advises: one run on a shared 2-core machine swings by 15 points
        const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => runLighthouse(`${base}${path}`));
        const score = (r: LighthouseResult) => Math.round(r.categories.performance.score * 100);
        const lcp = (r: LighthouseResult) =>
          r.audits['largest-contentful-paint'].numericValue ?? NaN;
        const scores = runs.map(score);
        const lcps = runs.map(lcp);
        figures.push(
          {
            name: `Lighthouse performance ${path} (mobile), median of [${scores.join(', ')}]`,
            value: median(scores),
            unit: '',
            budget: 90,
            higherIsBetter: true,
          },
          {
            name: `Lighthouse LCP ${path}, median of [${lcps.map((v) => (v / 1000).toFixed(1)).join(', ')}] s`,
            value: median(lcps),
            unit: 'ms',
            budget: 2500,
          },
          {
            name: `Lighthouse total byte weight ${path}`,
            value: (runs[0].audits['total-byte-weight'].numericValue ?? NaN) / 1024,
            unit: 'KiB',
          },
        );
      }
    } finally {
      await stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

// The first pull of a big catalogue: 100,000 tracks from the server into IndexedDB by the sync
// worker, beside a raw Dexie bulkPut of the same records in the same page, and the main thread's
// longest task meanwhile (the pull runs in the worker: the page must stay responsive).
// The tracks are seeded with two INSERT ... SELECT generate_series statements into a data dir the
// server then starts on: seconds, where 100,000 pushed ops would take minutes.
// Run alone: `node --import tsx tests/bench/pull.bench.ts` (after `npm run build`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { CATALOGUE_INDEXES } from '../../src/data/catalogueIndexes';
import { SYNC_PROTOCOL_VERSION, SyncLimits } from '../../src/domain/sync/protocol';
import { migrate } from '../../sync-server/src/db/migrate';
import { openPgliteDb } from '../../sync-server/src/db/pglite';
import { seedDemo } from '../../sync-server/src/demo/seed';
import { createLocalDiskStore } from '../../sync-server/src/storage/localDisk';
import {
  launchChromium,
  longTasksBetween,
  printFigures,
  recordLongTasks,
  waitForUrl,
  type Figure,
} from './harness';

export const PULL_TRACKS = 100_000;

interface Seeded {
  /** the organisation's last server_seq: the pull is complete when the device's cursor reaches it */
  maxServerSeq: number;
}

/** Migrates and seeds a fresh data dir, then adds `tracks` library tracks copied from a demo one. */
export async function seedDataDir(dataDir: string, tracks: number): Promise<Seeded> {
  const db = await openPgliteDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    // the store the server started on this data dir uses (DATA_DIR/objects)
    await seedDemo(db, createLocalDiskStore(join(dataDir, 'objects')));
    await db.transaction(async (tx) => {
      // ids, names and ISRCs differ per row; the rest is the demo track's content
      await tx.query(
        `INSERT INTO tracks (id, org_id, album_id, version, data, isrc, created_at, updated_at)
         SELECT f.id, t.org_id, NULL, 1,
                t.data || jsonb_build_object('id', f.id, 'albumId', NULL, 'trackNo', NULL, 'version', 1,
                  'name', 'Bench track ' || f.i, 'isrc', 'CNBN' || lpad(f.i::text, 8, '0')),
                'CNBN' || lpad(f.i::text, 8, '0'), now(), now()
           FROM (SELECT gen_random_uuid() AS id, i FROM generate_series(1, $1::int) AS i) AS f,
                (SELECT org_id, data FROM tracks WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1) AS t`,
        [tracks],
      );
      // each organisation numbers its own changes (migration 006): these follow the demo's
      await tx.query(
        `INSERT INTO change_log (server_seq, org_id, entity, entity_id, version, op, record, fields)
         SELECT s.last_seq + row_number() OVER (ORDER BY t.isrc), t.org_id, 'track', t.id, 1, 'upsert', t.data, NULL
           FROM tracks t JOIN change_log_seqs s ON s.org_id = t.org_id WHERE t.isrc LIKE 'CNBN%'`,
      );
      await tx.query(
        `UPDATE change_log_seqs s SET last_seq = (SELECT max(server_seq) FROM change_log c WHERE c.org_id = s.org_id)
          WHERE s.org_id IN (SELECT org_id FROM tracks WHERE isrc LIKE 'CNBN%')`,
      );
    });
    const { rows } = await db.query<{ seq: string | number }>(
      `SELECT s.last_seq AS seq FROM change_log_seqs s WHERE s.org_id = (SELECT org_id FROM tracks WHERE isrc LIKE 'CNBN%' LIMIT 1)`,
    );
    return { maxServerSeq: Number(rows[0].seq) };
  } finally {
    await db.close();
  }
}

export async function startServer(port: number, dataDir: string): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Node resolves localhost to ::1 first; the server listens on 127.0.0.1
  await waitForUrl(`http://127.0.0.1:${port}/api/common/config.json`, 120_000);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}

/** The device's sync cursor, read from its IndexedDB (one small record, no scan). */
export function readCursor(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('portal');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('syncMeta')) {
            db.close();
            resolve(0);
            return;
          }
          const get = db.transaction('syncMeta').objectStore('syncMeta').get('sync');
          get.onsuccess = () => {
            db.close();
            resolve(Number((get.result as { cursor?: number } | undefined)?.cursor ?? 0));
          };
          get.onerror = () => {
            db.close();
            resolve(0);
          };
        };
        open.onerror = () => resolve(0);
      }),
  );
}

interface RawFigures {
  records: number;
  /** bulkPut into one table with the visible table's indexes */
  oneTableMs: number;
  /** fetch + JSON.parse of every pull page, stored nowhere: the network's and the parser's share */
  fetchMs: number;
}

/**
 * Reads every pulled track back, then times Dexie's bulkPut of them into one table with the
 * visible table's indexes (all the engine writes for records without pending edits), and the
 * pull pages' download alone, all in the same page.
 */
async function timeRawWork(page: Page): Promise<RawFigures> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('dexie/dist/dexie.min.js') });
  const args = {
    indexes: CATALOGUE_INDEXES.track,
    protocol: SYNC_PROTOCOL_VERSION,
    limit: SyncLimits.pullMaxLimit,
  };
  return page.evaluate(async ({ indexes, protocol, limit }) => {
    // (no named helpers in here: tsx would wrap them in a __name() the page does not have)
    const [trackRows, sessionRows] = await Promise.all(
      ['track', 'session'].map(
        (store) =>
          new Promise<unknown[]>((resolve, reject) => {
            const open = indexedDB.open('portal');
            open.onsuccess = () => {
              const all = open.result.transaction(store).objectStore(store).getAll();
              all.onsuccess = () => {
                open.result.close();
                resolve(all.result);
              };
              all.onerror = () => reject(all.error);
            };
            open.onerror = () => reject(open.error);
          }),
      ),
    );
    const records = trackRows as { id: string; version: number }[];
    const session = sessionRows as { key: string; value: unknown }[];
    const token = String(session.find((row) => row.key === 'token')?.value ?? '');

    interface BenchTable {
      bulkPut(rows: unknown[]): Promise<unknown>;
    }
    interface BenchDb {
      version(n: number): { stores(schema: Record<string, string>): void };
      table(name: string): BenchTable;
      open(): Promise<unknown>;
      delete(): Promise<void>;
    }
    const DexieCtor = (window as unknown as { Dexie: new (name: string) => BenchDb }).Dexie;
    const bench = new DexieCtor('bench-raw-bulkput');
    bench.version(1).stores({ track: indexes });
    await bench.open();
    let started = performance.now();
    await bench.table('track').bulkPut(records);
    const oneTableMs = performance.now() - started;
    await bench.delete();

    started = performance.now();
    for (let cursor = 0, more = true; more;) {
      const res = await fetch('/api/sync/pull.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json', uvsign: token, language: 'zh-hans' },
        body: JSON.stringify({ protocol, clientId: 'bench-raw-fetch', cursor, limit }),
      });
      const body = JSON.parse(await res.text()) as { result: { cursor: number; hasMore: boolean } };
      cursor = body.result.cursor;
      more = body.result.hasMore;
    }
    const fetchMs = performance.now() - started;
    return { records: records.length, oneTableMs, fetchMs };
  }, args);
}

export async function benchPull(port = 4191, tracks = PULL_TRACKS): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pull-'));
  const seedStarted = performance.now();
  const { maxServerSeq } = await seedDataDir(dataDir, tracks);
  const seedMs = performance.now() - seedStarted;
  const stop = await startServer(port, dataDir);
  const browser = await launchChromium();
  try {
    // bypassCSP: the raw Dexie build is injected as an inline script for the comparison
    const context = await browser.newContext({
      locale: 'zh-CN',
      baseURL: `http://localhost:${port}`,
      bypassCSP: true,
    });
    await recordLongTasks(context);
    const page = await context.newPage();
    let firstPullAt = 0;
    context.on('request', (request) => {
      if (firstPullAt === 0 && request.url().includes('/api/sync/pull.json'))
        firstPullAt = performance.now();
    });
    await page.goto('/login');
    await page.getByLabel(/登录名|Login name/).fill('demo-admin');
    await page.getByLabel(/^密码|^Password/).fill('Demo-Admin-2026');
    await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
    await page.waitForURL('**/dashboard/index');
    const pageStart = await page.evaluate(() => performance.now());

    const deadline = Date.now() + 30 * 60_000;
    while ((await readCursor(page)) < maxServerSeq) {
      if (Date.now() > deadline) throw new Error('the pull did not finish in 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (firstPullAt === 0) throw new Error('no pull request was seen');
    const pullMs = performance.now() - firstPullAt;
    const pageEnd = await page.evaluate(() => performance.now());
    const during = await longTasksBetween(page, pageStart, pageEnd);
    const longest = during.reduce((max, t) => Math.max(max, t.duration), 0);

    const raw = await timeRawWork(page);
    return [
      { name: `seed ${tracks} tracks + change_log (SQL, PGlite)`, value: seedMs / 1000, unit: 's' },
      {
        name: `first pull of ${tracks} tracks into IndexedDB (worker)`,
        value: pullMs / 1000,
        unit: 's',
      },
      {
        name: 'first pull: records per second',
        value: Math.round((tracks / pullMs) * 1000),
        unit: 'records/s',
        higherIsBetter: true,
      },
      {
        name: `raw Dexie bulkPut of the same ${raw.records} records, one table (same page)`,
        value: raw.oneTableMs / 1000,
        unit: 's',
      },
      {
        name: 'pull time / raw bulkPut time (one table)',
        value: pullMs / raw.oneTableMs,
        unit: 'x',
        budget: 1.3,
      },
      {
        name: 'fetch + JSON.parse of every pull page, no storage (same page)',
        value: raw.fetchMs / 1000,
        unit: 's',
      },
      { name: 'main thread: longest task during the pull', value: longest, unit: 'ms', budget: 50 },
      {
        name: 'main thread: tasks over 50 ms during the pull',
        value: during.length,
        unit: '',
        budget: 0,
      },
    ];
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tracks = Number(process.argv[2] ?? PULL_TRACKS);
  benchPull(4191, tracks)
    .then((figures) => printFigures(`First pull (${tracks} tracks, Chromium)`, figures))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

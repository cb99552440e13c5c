// Channel-report import figures (issue 17, "Scale"): one generated DSR file of about a million
// usage lines (5,000 recordings of one organisation x 256 territories) taken through the staff
// upload's path (streamed, hashed) and imported by the job's code (parse, match, batch insert,
// rollup), on PGlite and on a throwaway PostgreSQL in the same run. Goal: under 60 s on PostgreSQL.
// Run alone: `node --import tsx tests/bench/reports.bench.ts` (BENCH_REPORT_RECORDINGS=500 for a
// tenth of the size, BENCH_REPORT_PGLITE=0 for PostgreSQL alone).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { systemClock } from '../../sync-server/src/clock';
import type { Db } from '../../sync-server/src/db/db';
import { dsrFileLines, type DsrSpec } from '../../sync-server/src/reports/dsrWriter';
import { importReportFile } from '../../sync-server/src/reports/importReport';
import { receiveReport } from '../../sync-server/src/reports/receiveReport';
import { benchOnBothDatabases } from './bothDatabases';
import type { Figure } from './harness';

const RECORDINGS = Number(process.env.BENCH_REPORT_RECORDINGS ?? 5_000);
const PER_RELEASE = 10;
const GOAL_POSTGRES_S = 60;

function isrcOf(n: number): string {
  return `BNC${String(n).padStart(9, '0')}`;
}

export function spec(): DsrSpec {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const territories = Array.from({ length: 256 }, (_, i) => ({
    code: letters[Math.floor(i / 26)] + letters[i % 26],
    currency: ['USD', 'EUR', 'CNY', 'JPY'][i % 4],
    streamRateMicro: 3_000 + i,
    downloadPriceMicro: 990_000,
  }));
  const releases = Array.from({ length: RECORDINGS / PER_RELEASE }, (_, r) => ({
    upc: null,
    title: `Release ${r}`,
    artist: 'Bench',
    recordings: Array.from({ length: PER_RELEASE }, (_, i) => ({
      isrc: isrcOf(r * PER_RELEASE + i),
      title: `Track ${r * PER_RELEASE + i}`,
      artist: 'Bench',
    })),
  }));
  return {
    messageId: 'BENCH-1',
    senderPartyId: 'PADPIDA2014111801Y',
    senderName: 'Bench Stream',
    month: '2025-05',
    seed: 42,
    maxStreams: 10_000,
    releases,
    territories,
  };
}

/** One organisation, a staff user, and the catalogue's tracks (rows only: matching reads isrc). */
export async function seedCatalogue(db: Db): Promise<string> {
  const org = await db.query<{ id: string }>(
    `INSERT INTO organisations (name, name_en, account_type) VALUES ('Bench', 'Bench', 'company') RETURNING id`,
  );
  const orgId = org.rows[0].id;
  const user = await db.query<{ id: string }>(
    `INSERT INTO users (org_id, login_name, name, password_hash, roles, account_type)
     VALUES ($1, 'bench-staff', 'bench', 'x', ARRAY['staff'], 'company') RETURNING id`,
    [orgId],
  );
  // every recording names an artist (one of 50), so the import also keeps the per-artist sums
  // (migration 077) as it would for a real catalogue
  await db.query(
    `INSERT INTO tracks (id, org_id, version, data, isrc)
     SELECT gen_random_uuid(), $1::uuid, 1,
            jsonb_build_object('artists', jsonb_build_array(jsonb_build_object(
              'artistId', md5($1::text || 'artist' || g % 50)::uuid::text, 'role', 'main'))),
            'BNC' || lpad(g::text, 9, '0')
       FROM generate_series(0, $2::int - 1) g`,
    [orgId, RECORDINGS],
  );
  return user.rows[0].id;
}

async function benchOne(db: Db, label: string): Promise<Figure[]> {
  const userId = await seedCatalogue(db);
  const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'rpp-bench-reports-'));
  try {
    const body = Readable.from(
      (function* () {
        let chunk = '';
        for (const line of dsrFileLines(spec())) {
          chunk += line + '\n';
          if (chunk.length > 256 * 1024) {
            yield Buffer.from(chunk);
            chunk = '';
          }
        }
        yield Buffer.from(chunk);
      })(),
    );
    const t0 = performance.now();
    const { id } = await receiveReport(
      { db, clock: systemClock, reportsDir, maxBytes: 4 * 1024 ** 3 },
      userId,
      'auto',
      { name: 'bench.tsv', body, isTruncated: () => false },
    );
    const t1 = performance.now();
    await importReportFile(db, id, { reportsDir, now: () => systemClock.now() });
    const t2 = performance.now();
    const { rows } = await db.query<{ usage_count: number; matched_count: number }>(
      'SELECT usage_count, matched_count FROM report_files WHERE id = $1',
      [id],
    );
    const lines = rows[0].usage_count;
    if (rows[0].matched_count !== lines) throw new Error('bench lines left unmatched');
    const importS = (t2 - t1) / 1000;
    return [
      { name: `${label}: usage lines`, value: lines, unit: '' },
      { name: `${label}: generate + upload (stream, hash)`, value: (t1 - t0) / 1000, unit: 's' },
      {
        name: `${label}: import (parse, match, insert, rollup)`,
        value: importS,
        unit: 's',
        budget: label === 'PostgreSQL' ? GOAL_POSTGRES_S : undefined,
      },
      { name: `${label}: import rate`, value: Math.round(lines / importS), unit: 'lines/s' },
    ];
  } finally {
    rmSync(reportsDir, { recursive: true, force: true });
  }
}

export function benchReports(): Promise<Figure[]> {
  return benchOnBothDatabases('bench_reports', benchOne, {
    postgres: true,
    pglite: process.env.BENCH_REPORT_PGLITE !== '0',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchReports().then(
    (figures) => {
      console.log('\n## Channel report import');
      for (const f of figures) console.log(`- ${f.name}: ${f.value} ${f.unit}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

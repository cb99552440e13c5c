// Trend query figures (issue 17, "Scale"): report_rollups filled directly (generating and importing
// ten million raw lines would take most of an hour here) with one row per raw line (line_count 1,
// the worst case: monthly reports whose lines are already one per track, territory, channel and
// usage), spread over 20 organisations with one large one holding a fifth and the others 1/24
// each; the trend summary (report_trend_sums, and the per-artist sums of migration 077) then made
// from them in one pass by the queries their triggers run (report_trend_sums_rebuild). Timed: the
// trend call's queries (loadTrendAnswer, the whole screen's answer from one snapshot, as the route
// reads it) for the large and a typical organisation, a year and a month, the organisation and an
// album/artist scope, and a track's artists edited (the triggers of migration 077 move its rows);
// p95 of repeated runs. Goal: p95 under 200 ms. Run alone: `node --import tsx tests/bench/trend.bench.ts`
// (BENCH_TREND_LINES, BENCH_TREND_PGLITE_LINES to change the sizes).
import { pathToFileURL } from 'node:url';
import type { Db } from '../../sync-server/src/db/db';
import { loadTrendAnswer } from '../../sync-server/src/trend/trendQueries';
import { authorizeTrendScope } from '../../sync-server/src/trend/trendScope';
import { trendQuerySchema, type TrendQueryInput } from '../../src/domain/trend/api';
import { benchOnBothDatabases } from './bothDatabases';
import type { Figure } from './harness';

const LINES = Number(process.env.BENCH_TREND_LINES ?? 10_000_000);
const PGLITE_LINES = Number(process.env.BENCH_TREND_PGLITE_LINES ?? 1_000_000);
const ORGS = 20;
const TRACKS = 2_000;
const RUNS = 15;
const GOAL_P95_MS = 200;

export async function seed(
  db: Db,
  lines: number,
): Promise<{ big: string; typical: string; sumsS: number }> {
  const orgs = await db.query<{ id: string }>(
    `INSERT INTO organisations (name, name_en, account_type)
     SELECT 'Bench ' || g, 'Bench ' || g, 'company' FROM generate_series(1, ${ORGS}) g RETURNING id`,
  );
  const ids = orgs.rows.map((r) => r.id);
  const user = await db.query<{ id: string }>(
    `INSERT INTO users (org_id, login_name, name, password_hash, roles, account_type)
     VALUES ($1, 'bench-staff', 'bench', 'x', ARRAY['staff'], 'company') RETURNING id`,
    [ids[0]],
  );
  const file = await db.query<{ id: string }>(
    `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by, uploaded_at)
     VALUES (gen_random_uuid(), 'bench.tsv', 'dsr', repeat('a', 64), 1, 'imported', $1, now()) RETURNING id`,
    [user.rows[0].id],
  );
  // tracks and albums with names and an artist, ids derived from (org, n) so rollups can name them
  for (const org of ids) {
    await db.query(
      `INSERT INTO artists (id, org_id, version, data)
       VALUES (md5($1 || 'artist')::uuid, $1::uuid, 1, jsonb_build_object('name', 'Artist'))`,
      [org],
    );
    await db.query(
      `INSERT INTO albums (id, org_id, version, data)
       SELECT md5($1 || 'album' || g)::uuid, $1::uuid, 1, jsonb_build_object('name', 'Album ' || g)
       FROM generate_series(0, ${TRACKS / 10 - 1}) g`,
      [org],
    );
    await db.query(
      `INSERT INTO tracks (id, org_id, album_id, version, data)
       SELECT md5($1 || 'track' || g)::uuid, $1::uuid, md5($1 || 'album' || (g / 10))::uuid, 1,
         jsonb_build_object('name', 'Track ' || g, 'artists',
           jsonb_build_array(jsonb_build_object('artistId', md5($1 || 'artist')::uuid::text, 'role', 'main')))
       FROM generate_series(0, ${TRACKS - 1}) g`,
      [org],
    );
  }
  // in slices, so PGlite's memory stays bounded; around the triggers that keep report_trend_sums
  // (each slice spans every organisation and month, the summary's worst case), which is then
  // made in one pass by the same query (migration 075)
  await db.query('ALTER TABLE report_rollups DISABLE TRIGGER report_rollups_added');
  const slice = 1_000_000;
  for (let start = 0; start < lines; start += slice) {
    await db.query(
      `INSERT INTO report_rollups (org_id, day, file_id, track_id, album_id, channel, territory,
         usage_type, currency, is_royalty_bearing, units, revenue_micro, line_count)
       SELECT o.org::uuid, make_date(2025, (1 + (g / 7) % 12)::int, 1), $2, md5(o.org::text || 'track' || t)::uuid,
         md5(o.org::text || 'album' || (t / 10))::uuid, 'Channel ' || (g % 8),
         chr((65 + g % 26)::int) || chr((65 + (g / 26) % 4)::int),
         CASE WHEN g % 10 = 0 THEN 'download' ELSE 'stream' END,
         (ARRAY['CNY', 'USD', 'EUR', 'JPY'])[1 + g % 4], true, 1 + g % 1000, (1 + g % 1000) * 3000, 1
       FROM generate_series($3::bigint, $4::bigint) g,
         LATERAL (SELECT CASE WHEN g % 5 = 0 THEN ($1::uuid[])[1]
                              ELSE ($1::uuid[])[2 + g % ${ORGS - 1}] END::text AS org,
                         (g / 3) % ${TRACKS} AS t) o`,
      [ids, file.rows[0].id, start, Math.min(lines, start + slice) - 1],
    );
  }
  await db.query('ALTER TABLE report_rollups ENABLE TRIGGER report_rollups_added');
  const t0 = performance.now();
  await db.query('SELECT report_trend_sums_rebuild()');
  const sumsS = (performance.now() - t0) / 1000;
  await db.query('ANALYZE report_rollups, report_trend_sums, report_artist_sums');
  return { big: ids[0], typical: ids[1], sumsS };
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

async function timeQuery(db: Db, orgId: string, input: TrendQueryInput): Promise<number> {
  const query = trendQuerySchema.parse(input);
  const auth = { userId: '', orgId, roles: [], privileges: new Set<string>(), sessionHash: '' };
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const t0 = performance.now();
    await loadTrendAnswer(db, await authorizeTrendScope(db, auth, query), query);
    if (i > 0) samples.push(performance.now() - t0); // the first run warms the cache
  }
  return p95(samples);
}

/** A track's artists edited (a role changed): its rollup rows move through the artist sums. */
async function timeArtistEdit(db: Db, orgId: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const t0 = performance.now();
    await db.query(
      `UPDATE tracks SET data = jsonb_set(data, '{artists,0,role}', to_jsonb($2::text))
        WHERE id = md5($1::text || 'track0')::uuid`,
      [orgId, i % 2 === 0 ? 'featured' : 'main'],
    );
    if (i > 0) samples.push(performance.now() - t0);
  }
  return p95(samples);
}

async function benchOne(db: Db, label: string, lines: number): Promise<Figure[]> {
  const t0 = performance.now();
  const { big, typical, sumsS } = await seed(db, lines);
  const seedS = (performance.now() - t0) / 1000;
  const album = (
    await db.query<{ id: string }>('SELECT md5($1::text || $2)::uuid::text AS id', [big, 'album0'])
  ).rows[0].id;
  const artist = (
    await db.query<{ id: string }>('SELECT md5($1::text || $2)::uuid::text AS id', [big, 'artist'])
  ).rows[0].id;
  const year = { from: '2025-01-01', to: '2025-12-31' };
  const month = { from: '2025-06-01', to: '2025-06-30' };
  const figure = (name: string, value: number): Figure => ({
    name: `${label}: ${name}`,
    value: Math.round(value),
    unit: 'ms',
    budget: GOAL_P95_MS,
  });
  return [
    { name: `${label}: lines (rollup rows) generated`, value: lines, unit: '' },
    { name: `${label}: generating them (with the summary)`, value: Math.round(seedS), unit: 's' },
    { name: `${label}: the summary from them, one pass`, value: Math.round(sumsS), unit: 's' },
    figure('p95, large organisation (1/5 of lines), a year', await timeQuery(db, big, year)),
    figure('p95, large organisation, a month', await timeQuery(db, big, month)),
    figure(
      'p95, large organisation, an album, a year',
      await timeQuery(db, big, { ...year, scope: 'album', id: album }),
    ),
    figure(
      'p95, large organisation, an artist (all its tracks), a month',
      await timeQuery(db, big, { ...month, scope: 'artist', id: artist }),
    ),
    figure(
      'p95, large organisation, an artist, a year',
      await timeQuery(db, big, { ...year, scope: 'artist', id: artist }),
    ),
    figure('p95, one of the 19 others (1/24 of lines), a year', await timeQuery(db, typical, year)),
    figure(
      'p95, a track’s artists edited (its rollup rows moved between artists)',
      await timeArtistEdit(db, big),
    ),
  ];
}

export function benchTrend(): Promise<Figure[]> {
  return benchOnBothDatabases(
    'bench_trend',
    (db, label) => benchOne(db, label, label === 'PostgreSQL' ? LINES : PGLITE_LINES),
    { postgres: LINES > 0, pglite: PGLITE_LINES > 0 },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchTrend().then(
    (figures) => {
      console.log('\n## Trend queries');
      for (const f of figures) console.log(`- ${f.name}: ${f.value} ${f.unit}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

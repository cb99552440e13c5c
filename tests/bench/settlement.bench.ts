// Settlement run figures (issue 17, "Scale"): a month of 1,000,000 report lines (rollup rows, one
// per raw line: the worst case) over 20 partner organisations with a contract each, one large one
// holding a fifth; timed: the whole staff run of the month (every organisation's statement read,
// computed, split among rights holders and written: finance/settlementRun.ts). Goal: under 10 s on
// PostgreSQL. Run alone: `node --import tsx tests/bench/settlement.bench.ts`
// (BENCH_SETTLEMENT_LINES, BENCH_SETTLEMENT_PGLITE_LINES to change the sizes).
import { pathToFileURL } from 'node:url';
import { systemClock } from '../../sync-server/src/clock';
import type { Db } from '../../sync-server/src/db/db';
import { DEMO_BANK_ACCOUNT, demoContractFields } from '../../sync-server/src/demo/contractFields';
import { runSettlementNow } from '../../sync-server/src/finance/settlementRun';
import { benchOnBothDatabases } from './bothDatabases';
import type { Figure } from './harness';

const LINES = Number(process.env.BENCH_SETTLEMENT_LINES ?? 1_000_000);
const PGLITE_LINES = Number(process.env.BENCH_SETTLEMENT_PGLITE_LINES ?? 1_000_000);
const ORGS = 20;
const TRACKS = 2_000;
const GOAL_S = 10;
const PERIOD = '2025-06';

async function seed(db: Db, lines: number): Promise<string> {
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
  const signedAt = new Date('2025-01-01T09:00:00Z');
  for (const [i, org] of ids.entries()) {
    const fields = {
      ...demoContractFields(signedAt),
      number: `BENCH-${i}`,
      territories: ['Worldwide'],
    };
    const contract = await db.query<{ id: string }>(
      `INSERT INTO contracts (org_id, number, fields, valid_from, valid_to, created_at, updated_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6) RETURNING id`,
      [org, fields.number, JSON.stringify(fields), fields.validFrom, fields.validTo, signedAt],
    );
    await db.query(
      `INSERT INTO contract_bank_accounts (contract_id, org_id, account, created_by, created_at, payable_from)
       VALUES ($1, $2, $3::jsonb, $4, $5, $5)`,
      [contract.rows[0].id, org, JSON.stringify(DEMO_BANK_ACCOUNT), user.rows[0].id, signedAt],
    );
    await db.query(
      `INSERT INTO tracks (id, org_id, album_id, version, data)
       SELECT md5($1 || 'track' || g)::uuid, $1::uuid, NULL, 1, jsonb_build_object('name', 'Track ' || g)
       FROM generate_series(0, ${TRACKS - 1}) g`,
      [org],
    );
    // two holders per track, 60 / 40 by default, 100 / 0 in Hong Kong
    for (const [holder, share, hk] of [
      ['a', 60, 100],
      ['b', 40, 0],
    ] as const) {
      await db.query(
        `INSERT INTO rights_holders (id, org_id, version, data, track_id)
         SELECT md5($1 || 'holder' || $2 || g)::uuid, $1::uuid, 1,
           jsonb_build_object('name', 'Holder ' || $2), md5($1 || 'track' || g)::uuid
         FROM generate_series(0, ${TRACKS - 1}) g`,
        [org, holder],
      );
      await db.query(
        `INSERT INTO rights_countries (id, org_id, version, data, rights_holder_id)
         SELECT md5($1 || 'country' || $2 || g || coalesce(c.code, ''))::uuid, $1::uuid, 1,
           jsonb_build_object('countryCode', c.code, 'percentage', c.pct),
           md5($1 || 'holder' || $2 || g)::uuid
         FROM generate_series(0, ${TRACKS - 1}) g,
           (VALUES (NULL::text, $3::int), ('HK', $4::int)) c(code, pct)`,
        [org, holder, share, hk],
      );
    }
  }
  await db.query(
    `INSERT INTO finance_rates (period, from_currency, to_currency, rate, updated_at)
     VALUES ($1, 'USD', 'CNY', '7.1268', now()), ($1, 'EUR', 'CNY', '7.7342', now()),
            ($1, 'JPY', 'CNY', '0.04712', now())`,
    [PERIOD],
  );
  const slice = 500_000;
  for (let start = 0; start < lines; start += slice) {
    await db.query(
      `INSERT INTO report_rollups (org_id, day, file_id, track_id, album_id, channel, territory,
         usage_type, currency, is_royalty_bearing, units, revenue_micro, line_count)
       SELECT o.org::uuid, DATE '2025-06-01', $2, md5(o.org::text || 'track' || t)::uuid, NULL,
         'Channel ' || (g % 8), chr((65 + g % 26)::int) || chr((65 + (g / 26) % 4)::int),
         CASE WHEN g % 10 = 0 THEN 'download' ELSE 'stream' END,
         (ARRAY['CNY', 'USD', 'EUR', 'JPY'])[1 + g % 4], true, 1 + g % 1000, (1 + g % 1000) * 3000, 1
       FROM generate_series($3::bigint, $4::bigint) g,
         LATERAL (SELECT CASE WHEN g % 5 = 0 THEN ($1::uuid[])[1]
                              ELSE ($1::uuid[])[2 + g % ${ORGS - 1}] END::text AS org,
                         (g / 3) % ${TRACKS} AS t) o`,
      [ids, file.rows[0].id, start, Math.min(lines, start + slice) - 1],
    );
  }
  // the statistics autovacuum (db/statistics.ts on PGlite) keeps in a running portal
  await db.query('ANALYZE');
  return user.rows[0].id;
}

async function benchOne(db: Db, label: string, lines: number): Promise<Figure[]> {
  const t0 = performance.now();
  const userId = await seed(db, lines);
  const seedS = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const run = await runSettlementNow(db, systemClock, { period: PERIOD, userId });
  const runS = (performance.now() - t1) / 1000;
  if (run.computed !== ORGS || run.problems.length > 0)
    throw new Error(`the bench run computed ${run.computed}: ${JSON.stringify(run.problems)}`);
  return [
    { name: `${label}: lines (rollup rows) of the month`, value: lines, unit: '' },
    { name: `${label}: generating them`, value: Math.round(seedS), unit: 's' },
    {
      name: `${label}: settlement run, ${ORGS} statements`,
      value: Math.round(runS * 10) / 10,
      unit: 's',
      budget: GOAL_S,
    },
  ];
}

export function benchSettlement(): Promise<Figure[]> {
  return benchOnBothDatabases(
    'bench_settlement',
    (db, label) => benchOne(db, label, label === 'PostgreSQL' ? LINES : PGLITE_LINES),
    { postgres: LINES > 0, pglite: PGLITE_LINES > 0 },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchSettlement().then(
    (figures) => {
      console.log('\n## Settlement run');
      for (const f of figures) console.log(`- ${f.name}: ${f.value} ${f.unit}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

// Trend figures from report_trend_sums (migration 075: the rollup summed by fewer keys, kept by a
// trigger on report_rollups), never the raw lines: the day x usage x currency part of the period
// and the previous one gives the summary, the daily series and revenue; top content is the
// day x track x album x usage part; territories and channels their own parts, read in one scan.
// An artist scope reads its own sums (report_artist_sums, migration 077: d, t, h by artist, kept
// as tracks' artists change) and its top content from the k part; an album or track scope reads
// the per-track parts (c: with currency and revenue, k: without) through the same filter, and the
// rollup for its territories and channels. Every
// query takes its filter from authorizeTrendScope, which leads with the caller's organisation. Sums are bigint in the
// database (numeric for sum()) and leave it as text: exact, whatever their size. One answer's
// queries read one snapshot (loadTrendAnswer), so a report import committing meanwhile is in all
// of its figures or in none.
import type {
  CurrencyRevenue,
  TrendDay,
  TrendFigures,
  TrendKeyed,
  TrendQuery,
  TrendRevenueDay,
  TrendTopItem,
  UsageFigures,
} from '../../../src/domain/trend/api';
import { previousRange } from '../../../src/domain/trend/previousPeriod';
import type { Db, Queryable } from '../db/db';
import type { TrendScopeSql } from './trendScope';

const FIGURES = `sum(r.units) FILTER (WHERE r.usage_type = 'stream')::text AS plays,
  sum(r.units) FILTER (WHERE r.usage_type = 'download')::text AS downloads,
  sum(r.units)::text AS units`;

interface FigureRow {
  plays: string | null;
  downloads: string | null;
  units: string | null;
}

const figures = (row: FigureRow | undefined): UsageFigures => ({
  plays: row?.plays ?? '0',
  downloads: row?.downloads ?? '0',
  units: row?.units ?? '0',
});

const add = (a: string, b: string | null) => (BigInt(a) + BigInt(b ?? '0')).toString();

interface DayRow {
  day: string;
  usage_type: string;
  currency: string;
  units: string;
  revenue: string;
}

/** Folds the day x usage x currency rows into the summary, the daily series and revenue. */
function foldDays(rows: readonly DayRow[], from: string) {
  const empty = (): UsageFigures => ({ plays: '0', downloads: '0', units: '0' });
  const totals = { current: empty(), previous: empty() };
  const days = new Map<string, TrendDay>();
  const revenue = new Map<string, CurrencyRevenue>();
  const revenueDays: TrendRevenueDay[] = [];
  for (const row of rows) {
    const isCurrent = row.day >= from;
    const day = days.get(row.day) ?? { day: row.day, ...empty() };
    days.set(row.day, day);
    for (const target of [day, isCurrent ? totals.current : totals.previous]) {
      target.units = add(target.units, row.units);
      if (row.usage_type === 'stream') target.plays = add(target.plays, row.units);
      if (row.usage_type === 'download') target.downloads = add(target.downloads, row.units);
    }
    const money = revenue.get(row.currency) ?? {
      currency: row.currency,
      revenueMicro: '0',
      previousRevenueMicro: '0',
    };
    revenue.set(row.currency, money);
    if (isCurrent) {
      money.revenueMicro = add(money.revenueMicro, row.revenue);
      const last = revenueDays.at(-1);
      if (last && last.day === row.day && last.currency === row.currency)
        last.revenueMicro = add(last.revenueMicro, row.revenue);
      else revenueDays.push({ day: row.day, currency: row.currency, revenueMicro: row.revenue });
    } else money.previousRevenueMicro = add(money.previousRevenueMicro, row.revenue);
  }
  const all = [...days.values()];
  return {
    ...totals,
    days: all.filter((d) => d.day >= from),
    previousDays: all.filter((d) => d.day < from),
    revenue: [...revenue.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    revenueDays,
  };
}

export async function loadTrendFigures(
  db: Queryable,
  scope: TrendScopeSql,
  query: TrendQuery,
): Promise<TrendFigures> {
  const range = { from: query.from, to: query.to };
  const before = previousRange(range);
  const n = scope.params.length;
  const period = `r.day BETWEEN $${n + 1}::date AND $${n + 2}::date`;
  const current = [...scope.params, range.from, range.to];
  const where = `${scope.where} AND ${period}`;
  const limit = `LIMIT ${query.top}`;
  // the scope's own d, t and h parts: the organisation's or an artist's; else none
  const own = scope.isWholeOrganisation
    ? `report_trend_sums r WHERE ${where}`
    : scope.artistWhere !== null
      ? `report_artist_sums r WHERE ${scope.artistWhere} AND ${period}`
      : null;
  const days =
    own === null
      ? `report_trend_sums r WHERE r.part = 'c' AND ${where}`
      : `${own} AND r.part = 'd'`;
  const content = `report_trend_sums r WHERE r.part = 'k'`;
  // territories and channels in one scan: the own parts, or an album's or track's rollup rows
  const places =
    own !== null
      ? `SELECT r.part = 'h' AS is_channel, r.key, ${FIGURES} FROM ${own}
       AND r.part IN ('t', 'h')
       GROUP BY r.part, r.key ORDER BY r.part, sum(r.units) DESC, r.key`
      : `SELECT GROUPING(r.territory) = 1 AS is_channel, coalesce(r.territory, r.channel) AS key,
         ${FIGURES} FROM report_rollups r WHERE ${where}
       GROUP BY GROUPING SETS ((r.territory), (r.channel)) ORDER BY 1, sum(r.units) DESC, 2`;

  // one after another: one answer's queries share one transaction's connection (loadTrendAnswer)
  const dayRows = await db.query<DayRow>(
    `SELECT to_char(r.day, 'YYYY-MM-DD') AS day, r.usage_type, r.currency,
       sum(r.units)::text AS units, sum(r.revenue_micro)::text AS revenue
     FROM ${days}
     GROUP BY r.day, r.usage_type, r.currency ORDER BY r.day, r.currency, r.usage_type`,
    [...scope.params, before.from, range.to],
  );
  const extent = await db.query<{ first: string | null; last: string | null }>(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last
     FROM report_rollups WHERE org_id = $1`,
    [scope.orgId],
  );
  const tracks = await db.query<FigureRow & { id: string; name: string | null }>(
    `SELECT g.*, t.data ->> 'name' AS name FROM (
       SELECT r.track_id AS id, ${FIGURES} FROM ${content}
       AND ${where} AND r.track_id IS NOT NULL GROUP BY r.track_id
       ORDER BY sum(r.units) DESC, r.track_id ${limit}) g
     JOIN tracks t ON t.id = g.id AND t.org_id = $1 ORDER BY g.units::numeric DESC, g.id`,
    current,
  );
  const albums = await db.query<FigureRow & { id: string; name: string | null }>(
    `SELECT g.*, a.data ->> 'name' AS name FROM (
       SELECT r.album_id AS id, ${FIGURES} FROM ${content}
       AND ${where} AND r.album_id IS NOT NULL GROUP BY r.album_id
       ORDER BY sum(r.units) DESC, r.album_id ${limit}) g
     JOIN albums a ON a.id = g.id AND a.org_id = $1 ORDER BY g.units::numeric DESC, g.id`,
    current,
  );
  // a track with two artists counts fully for each: top artists are "whose music", not a split;
  // an artist named twice on one track (two roles) counts once, as in the artist scope;
  // summed per track first, so the artists of each track are read once, not once per row
  const artists = await db.query<FigureRow & { id: string; name: string | null }>(
    `SELECT g.*, ar.data ->> 'name' AS name FROM (
       SELECT e.artist_id::uuid AS id,
         sum(pt.plays)::text AS plays, sum(pt.downloads)::text AS downloads,
         sum(pt.units)::text AS units
       FROM (SELECT r.track_id, sum(r.units) FILTER (WHERE r.usage_type = 'stream') AS plays,
               sum(r.units) FILTER (WHERE r.usage_type = 'download') AS downloads,
               sum(r.units) AS units
             FROM ${content} AND ${where} AND r.track_id IS NOT NULL
             GROUP BY r.track_id) pt
       JOIN tracks t ON t.id = pt.track_id AND t.org_id = $1
       CROSS JOIN LATERAL (SELECT DISTINCT a.value ->> 'artistId' AS artist_id
                           FROM jsonb_array_elements(t.data -> 'artists') a) e
       GROUP BY 1 ORDER BY sum(pt.units) DESC, 1 ${limit}) g
     JOIN artists ar ON ar.id = g.id AND ar.org_id = $1 ORDER BY g.units::numeric DESC, g.id`,
    current,
  );
  const placeRows = await db.query<FigureRow & { is_channel: boolean; key: string }>(
    places,
    current,
  );

  const folded = foldDays(dayRows.rows, range.from);
  const top = (rows: readonly (FigureRow & { id: string; name: string | null })[]) =>
    rows.map((row): TrendTopItem => ({ id: row.id, name: row.name ?? '', ...figures(row) }));
  const keyed = (rows: readonly (FigureRow & { key: string })[]) =>
    rows.map((row): TrendKeyed => ({ key: row.key, ...figures(row) }));
  return {
    range,
    previousRange: before,
    scope: query.scope,
    scopeId: query.id ?? null,
    scopeName: scope.scopeName,
    dataFrom: extent.rows[0]?.first ?? null,
    dataTo: extent.rows[0]?.last ?? null,
    current: folded.current,
    previous: folded.previous,
    revenue: folded.revenue,
    days: folded.days,
    previousDays: folded.previousDays,
    revenueDays: folded.revenueDays,
    topTracks: top(tracks.rows),
    topAlbums: top(albums.rows),
    topArtists: top(artists.rows),
    territories: keyed(placeRows.rows.filter((row) => !row.is_channel)),
    channels: keyed(placeRows.rows.filter((row) => row.is_channel)),
  };
}

/**
 * The figures of one answer from one snapshot: on PostgreSQL a read-only REPEATABLE READ
 * transaction (read committed would give each query its own), on PGlite one transaction of its one
 * connection. A report import that commits meanwhile (the rollup and its sums change only in its
 * last transaction) counts in every figure of the answer or in none.
 */
export function loadTrendAnswer(
  db: Db,
  scope: TrendScopeSql,
  query: TrendQuery,
): Promise<TrendFigures> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return loadTrendFigures(tx, scope, query);
  });
}

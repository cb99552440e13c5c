// Sales statements (issue 17): an organisation's matched usage of one month, one channel and one
// currency, read from report_rollups (org_id first: the shard key) rather than copied, so they
// always agree with the trend screen and the settlement. Revenue is summed exactly in micro units
// and rounded once to minor units (src/domain/money).
import {
  parseSaleStatementId,
  saleStatementId,
  type SaleChannel,
  type SaleLine,
  type SaleStatementItem,
  type SaleView,
  type StatementList,
} from '../../../src/domain/finance/api';
import { microToMinor } from '../../../src/domain/money';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { periodDays } from './periodInputs';

interface SaleRow {
  period: string;
  channel: string;
  currency: string;
  units: string;
  revenue_micro: string;
  line_count: string;
  code: string | null;
  name_zh: string | null;
  name_en: string | null;
}

// the channel's record when the report's sender names one of the distribution channels
const CHANNEL_JOIN = `LEFT JOIN LATERAL (
    SELECT c.code, c.name_zh, c.name_en FROM channels c
     WHERE lower(g.channel) IN (lower(c.code), lower(c.name_en), lower(c.name_zh))
     ORDER BY c.code LIMIT 1) ch ON true`;

function saleItem(row: SaleRow): SaleStatementItem {
  const channel: SaleChannel = {
    code: row.code ?? row.channel,
    nameZh: row.name_zh ?? row.channel,
    nameEn: row.name_en ?? row.channel,
  };
  const micro = BigInt(row.revenue_micro);
  return {
    id: saleStatementId(row.period, row.channel, row.currency),
    period: row.period,
    channel,
    currency: row.currency,
    units: row.units,
    revenue: microToMinor(micro, row.currency).toString(),
    revenueMicro: micro.toString(),
    lineCount: Number(row.line_count),
  };
}

const GROUPED = `SELECT to_char(r.day, 'YYYY-MM') AS period, r.channel, r.currency,
    sum(r.units)::text AS units, sum(r.revenue_micro)::text AS revenue_micro,
    sum(r.line_count)::text AS line_count
  FROM report_rollups r`;

export async function listSales(
  q: Queryable,
  orgId: string,
  query: { period?: string; page: number; pageSize: number },
): Promise<StatementList<SaleStatementItem>> {
  const days = query.period === undefined ? null : periodDays(query.period);
  const where = `r.org_id = $1 AND ($2::date IS NULL OR r.day BETWEEN $2 AND $3)`;
  const params = [orgId, days?.start ?? null, days?.end ?? null];
  const total = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (
       SELECT 1 FROM report_rollups r WHERE ${where}
        GROUP BY to_char(r.day, 'YYYY-MM'), r.channel, r.currency) g`,
    params,
  );
  const { rows } = await q.query<SaleRow>(
    `SELECT g.*, ch.code, ch.name_zh, ch.name_en FROM (
       ${GROUPED} WHERE ${where} GROUP BY 1, 2, 3) g ${CHANNEL_JOIN}
      ORDER BY g.period DESC, g.channel, g.currency LIMIT $4 OFFSET $5`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items: rows.map(saleItem), total: total.rows[0]?.total ?? 0 };
}

export async function loadSale(
  q: Queryable,
  orgId: string,
  query: { id: string; page: number; pageSize: number },
): Promise<SaleView> {
  const key = parseSaleStatementId(query.id);
  if (key === null) throw new ApiError('notFound');
  const days = periodDays(key.period);
  const where = 'r.org_id = $1 AND r.day BETWEEN $2 AND $3 AND r.channel = $4 AND r.currency = $5';
  const params = [orgId, days.start, days.end, key.channel, key.currency];
  const head = await q.query<SaleRow>(
    `SELECT g.*, ch.code, ch.name_zh, ch.name_en FROM (
       ${GROUPED} WHERE ${where} GROUP BY 1, 2, 3) g ${CHANNEL_JOIN}`,
    params,
  );
  // another organisation's id, or a month without such usage: nothing to tell apart
  if (!head.rows[0]) throw new ApiError('notFound');
  const total = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM report_rollups r WHERE ${where}
        GROUP BY r.track_id, r.album_id, r.territory, r.usage_type) g`,
    params,
  );
  const lines = await q.query<{
    territory: string;
    isrc: string | null;
    track_title: string | null;
    album_title: string | null;
    usage_type: string;
    units: string;
    revenue_micro: string;
  }>(
    `SELECT g.territory, t.isrc, t.data ->> 'name' AS track_title,
            a.data ->> 'name' AS album_title, g.usage_type, g.units, g.revenue_micro
       FROM (SELECT r.track_id, r.album_id, r.territory, r.usage_type, sum(r.units)::text AS units,
                    sum(r.revenue_micro)::text AS revenue_micro
               FROM report_rollups r WHERE ${where}
              GROUP BY r.track_id, r.album_id, r.territory, r.usage_type) g
       LEFT JOIN tracks t ON t.org_id = $1 AND t.id = g.track_id
       LEFT JOIN albums a ON a.org_id = $1 AND a.id = coalesce(g.album_id, t.album_id)
      ORDER BY g.revenue_micro::numeric DESC, g.territory, t.isrc, g.track_id, g.album_id,
               g.usage_type
      LIMIT $6 OFFSET $7`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    statement: saleItem(head.rows[0]),
    lines: lines.rows.map((l): SaleLine => ({
      territory: l.territory,
      isrc: l.isrc,
      trackTitle: l.track_title,
      albumTitle: l.album_title,
      usage: l.usage_type,
      units: l.units,
      revenue: microToMinor(BigInt(l.revenue_micro), key.currency).toString(),
      revenueMicro: l.revenue_micro,
      currency: key.currency,
    })),
    total: total.rows[0]?.total ?? 0,
  };
}

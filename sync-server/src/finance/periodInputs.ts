// What a settlement of one organisation and month reads, every query led by org_id (the shard
// key, docs/ARCHITECTURE.md): the month's usage from report_rollups (summed over files; the raw
// lines stay in report_lines), the album tracks a release-level sale spreads over, and the
// recorded percentages of the tracks' rights holders.
import type { RightsShare } from '../../../src/domain/finance/splits';
import type { RolledUpLine } from '../../../src/domain/reports';
import type { UsageType } from '../../../src/domain/reports/usageLine';
import type { Queryable } from '../db/db';

/** A month "2024-05" as its first and last day. */
export function periodDays(period: string): { label: string; start: string; end: string } {
  const [year, month] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    label: period,
    start: `${period}-01`,
    end: `${period}-${String(last).padStart(2, '0')}`,
  };
}

interface RollupRow {
  track_id: string | null;
  album_id: string | null;
  territory: string;
  channel: string;
  usage_type: UsageType;
  currency: string;
  is_royalty_bearing: boolean;
  units: string;
  revenue_micro: string;
  line_count: string;
}

export async function periodLines(
  q: Queryable,
  orgId: string,
  period: { start: string; end: string },
): Promise<RolledUpLine[]> {
  const { rows } = await q.query<RollupRow>(
    `SELECT track_id, album_id, territory, channel, usage_type, currency, is_royalty_bearing,
            sum(units)::text AS units, sum(revenue_micro)::text AS revenue_micro,
            sum(line_count)::text AS line_count
       FROM report_rollups
      WHERE org_id = $1 AND day BETWEEN $2 AND $3
      GROUP BY track_id, album_id, territory, channel, usage_type, currency, is_royalty_bearing
      ORDER BY track_id, album_id, territory, channel, usage_type, currency, is_royalty_bearing`,
    [orgId, period.start, period.end],
  );
  return rows.map((r) => ({
    trackId: r.track_id,
    albumId: r.album_id,
    territory: r.territory,
    channel: r.channel,
    usageType: r.usage_type,
    currency: r.currency,
    isRoyaltyBearing: r.is_royalty_bearing,
    units: Number(r.units),
    revenueMicro: BigInt(r.revenue_micro),
    lineCount: Number(r.line_count),
  }));
}

/** The live tracks of each album, in track order: a release-level sale is spread over them. */
export async function albumTracksOf(
  q: Queryable,
  orgId: string,
  albumIds: readonly string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (albumIds.length === 0) return map;
  const { rows } = await q.query<{ album_id: string; id: string }>(
    `SELECT album_id, id FROM tracks
      WHERE org_id = $1 AND album_id = ANY($2::uuid[]) AND deleted_at IS NULL
      ORDER BY album_id, (data ->> 'trackNo')::int NULLS LAST, id`,
    [orgId, [...albumIds]],
  );
  for (const row of rows) map.set(row.album_id, [...(map.get(row.album_id) ?? []), row.id]);
  return map;
}

/**
 * Each track's rights shares: the holders recorded on the track, or, when it has none, those on
 * its album; each with its country records (percentage per country, or the default record).
 */
export async function rightsSharesOf(
  q: Queryable,
  orgId: string,
  trackIds: readonly string[],
): Promise<Map<string, RightsShare[]>> {
  const result = new Map<string, RightsShare[]>();
  if (trackIds.length === 0) return result;
  const { rows } = await q.query<{
    track_id: string;
    on_track: boolean;
    holder_id: string;
    holder_name: string;
    country_code: string | null;
    percentage: string | number | null;
  }>(
    `SELECT t.id AS track_id, h.track_id IS NOT NULL AS on_track, h.id AS holder_id,
            h.data ->> 'name' AS holder_name, c.data ->> 'countryCode' AS country_code,
            c.data -> 'percentage' AS percentage
       FROM tracks t
       JOIN rights_holders h ON h.org_id = t.org_id AND h.deleted_at IS NULL
        AND (h.track_id = t.id OR (h.track_id IS NULL AND h.album_id = t.album_id))
       JOIN rights_countries c ON c.org_id = t.org_id AND c.rights_holder_id = h.id
        AND c.deleted_at IS NULL AND c.data -> 'percentage' <> 'null'::jsonb
      WHERE t.org_id = $1 AND t.id = ANY($2::uuid[])
      ORDER BY t.id, h.id, c.id`,
    [orgId, [...trackIds]],
  );
  const onTrack = new Set(rows.filter((r) => r.on_track).map((r) => r.track_id));
  for (const row of rows) {
    // a track's own holders replace its album's
    if (onTrack.has(row.track_id) !== row.on_track) continue;
    const shares = result.get(row.track_id) ?? [];
    shares.push({
      holderId: row.holder_id,
      holderName: row.holder_name,
      countryCode: row.country_code,
      percentage: String(row.percentage),
    });
    result.set(row.track_id, shares);
  }
  return result;
}

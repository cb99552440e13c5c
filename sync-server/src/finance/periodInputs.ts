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

/**
 * The month's lines, in no order (sums are exact whatever the order; the split sorts its cells),
 * summed over what the contract does not read (settlementReads): a channel that is not excluded
 * reads as "", the usage type as "other" unless a per-unit price needs it. Channel keys compare
 * as exclusionRule compares them (trimmed, lower case).
 */
export async function periodLines(
  q: Queryable,
  orgId: string,
  period: { start: string; end: string },
  reads: { excludedChannelKeys: string[]; usageType: boolean },
): Promise<RolledUpLine[]> {
  const channel = `CASE WHEN lower(btrim(channel)) = ANY($4::text[]) THEN channel ELSE '' END`;
  const usage = reads.usageType ? 'usage_type' : `'other'`;
  const { rows } = await q.query<RollupRow>(
    `SELECT track_id, album_id, territory, ${channel} AS channel, ${usage} AS usage_type, currency,
            is_royalty_bearing, sum(units)::text AS units, sum(revenue_micro)::text AS revenue_micro,
            sum(line_count)::text AS line_count
       FROM report_rollups
      WHERE org_id = $1 AND day BETWEEN $2 AND $3
      GROUP BY track_id, album_id, territory, 4, 5, currency, is_royalty_bearing`,
    [orgId, period.start, period.end, reads.excludedChannelKeys],
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
 * its album; each with its country records (percentage per country, or the default record). Three
 * indexed lookups (tracks, holders by track or album, their country records), joined here.
 */
export async function rightsSharesOf(
  q: Queryable,
  orgId: string,
  trackIds: readonly string[],
): Promise<Map<string, RightsShare[]>> {
  const result = new Map<string, RightsShare[]>();
  if (trackIds.length === 0) return result;
  const tracks = await q.query<{ id: string; album_id: string | null }>(
    'SELECT id, album_id FROM tracks WHERE org_id = $1 AND id = ANY($2::uuid[])',
    [orgId, [...trackIds]],
  );
  const albumIds = [
    ...new Set(tracks.rows.map((t) => t.album_id).filter((id): id is string => id !== null)),
  ];
  const holders = await q.query<{
    id: string;
    track_id: string | null;
    album_id: string | null;
    name: string;
    work: string | null;
  }>(
    // the work a holder is recorded on (its track, else its album), so the split tells namesakes apart
    `SELECT h.id, h.track_id, h.album_id, h.data ->> 'name' AS name,
            coalesce(t.data ->> 'name', a.data ->> 'name') AS work
       FROM rights_holders h
       LEFT JOIN tracks t ON t.id = h.track_id AND t.org_id = h.org_id
       LEFT JOIN albums a ON a.id = h.album_id AND a.org_id = h.org_id
      WHERE h.org_id = $1 AND h.deleted_at IS NULL
        AND (h.track_id = ANY($2::uuid[]) OR (h.track_id IS NULL AND h.album_id = ANY($3::uuid[])))
      ORDER BY h.id`,
    [orgId, [...trackIds], albumIds],
  );
  if (holders.rows.length === 0) return result;
  const countries = await q.query<{
    holder_id: string;
    country_code: string | null;
    percentage: string | number | null;
  }>(
    `SELECT rights_holder_id AS holder_id, data ->> 'countryCode' AS country_code,
            data -> 'percentage' AS percentage
       FROM rights_countries
      WHERE org_id = $1 AND rights_holder_id = ANY($2::uuid[]) AND deleted_at IS NULL
        AND data -> 'percentage' <> 'null'::jsonb
      ORDER BY rights_holder_id, id`,
    [orgId, holders.rows.map((h) => h.id)],
  );
  const recordsOf = new Map<string, RightsShare[]>();
  const holderById = new Map(holders.rows.map((h) => [h.id, h]));
  for (const c of countries.rows) {
    const holder = holderById.get(c.holder_id);
    if (holder === undefined) continue;
    const list = recordsOf.get(c.holder_id) ?? [];
    list.push({
      holderId: holder.id,
      holderName: holder.name,
      countryCode: c.country_code,
      percentage: String(c.percentage),
      ...(holder.work ? { work: holder.work } : {}),
    });
    recordsOf.set(c.holder_id, list);
  }
  const byTrack = new Map<string, string[]>();
  const byAlbum = new Map<string, string[]>();
  for (const h of holders.rows) {
    const [map, key] = h.track_id !== null ? [byTrack, h.track_id] : [byAlbum, h.album_id ?? ''];
    map.set(key, [...(map.get(key) ?? []), h.id]);
  }
  for (const track of tracks.rows) {
    // a track's own holders replace its album's
    const ids = byTrack.get(track.id) ?? byAlbum.get(track.album_id ?? '') ?? [];
    const shares = ids.flatMap((id) => recordsOf.get(id) ?? []);
    if (shares.length > 0) result.set(track.id, shares);
  }
  return result;
}

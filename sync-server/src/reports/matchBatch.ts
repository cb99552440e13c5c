// Matches a batch of usage lines to the catalogue of EVERY organisation (a channel's report is not
// per partner): ISRC to a live track (tracks_isrc_lookup_idx), else UPC to a live album
// (albums_upc_lookup_idx). The pure rule is src/domain/reports/matchLines.ts; this only asks the
// database for the identifiers the batch names, two queries per batch.
import {
  matchUsageLine,
  upcKey,
  type CatalogueIndex,
  type UnmatchedReason,
  type UsageLine,
} from '../../../src/domain/reports';
import type { Queryable } from '../db/db';

export interface MatchedTo {
  orgId: string | null;
  trackId: string | null;
  albumId: string | null;
  reason: UnmatchedReason | null;
}

interface Owned {
  id: string;
  orgId: string;
  albumId: string | null;
}

function group<T extends { key: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.key, [...(map.get(row.key) ?? []), row]);
  return map;
}

export async function matchBatch(db: Queryable, lines: readonly UsageLine[]): Promise<MatchedTo[]> {
  const isrcs = [...new Set(lines.flatMap((l) => (l.isrc === null ? [] : [l.isrc])))];
  const upcs = [...new Set(lines.flatMap((l) => (l.upc === null ? [] : [upcKey(l.upc)])))];
  const tracks =
    isrcs.length === 0
      ? []
      : (
          await db.query<{ key: string; id: string; org_id: string; album_id: string | null }>(
            `SELECT isrc AS key, id, org_id, album_id FROM tracks
              WHERE isrc = ANY($1::text[]) AND deleted_at IS NULL AND isrc IS NOT NULL`,
            [isrcs],
          )
        ).rows;
  const albums =
    upcs.length === 0
      ? []
      : (
          await db.query<{ key: string; id: string; org_id: string }>(
            `SELECT ltrim(data ->> 'upc', '0') AS key, id, org_id FROM albums
              WHERE ltrim(data ->> 'upc', '0') = ANY($1::text[])
                AND deleted_at IS NULL AND data ->> 'upc' IS NOT NULL`,
            [upcs],
          )
        ).rows;
  const trackByKey = group(tracks);
  const albumByKey = group(albums);
  const byId = new Map<string, Owned>([
    ...tracks.map((t): [string, Owned] => [
      t.id,
      { id: t.id, orgId: t.org_id, albumId: t.album_id },
    ]),
    ...albums.map((a): [string, Owned] => [a.id, { id: a.id, orgId: a.org_id, albumId: a.id }]),
  ]);
  const index: CatalogueIndex = {
    trackIdsByIsrc: (isrc) => (trackByKey.get(isrc) ?? []).map((t) => t.id),
    albumIdsByUpc: (upc) => (albumByKey.get(upc) ?? []).map((a) => a.id),
  };
  return lines.map((line): MatchedTo => {
    const match = matchUsageLine(line, index);
    if (match.kind === 'unmatched')
      return { orgId: null, trackId: null, albumId: null, reason: match.reason };
    const owned = byId.get(match.kind === 'track' ? match.trackId : match.albumId);
    if (owned === undefined) throw new Error('a matched id the batch did not read');
    return {
      orgId: owned.orgId,
      trackId: match.kind === 'track' ? owned.id : null,
      albumId: owned.albumId,
      reason: null,
    };
  });
}

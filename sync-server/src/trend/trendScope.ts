// The one authorization function of trend figures: the caller's organisation always, and a scope
// (album, track, artist) only when it is one of that organisation's live records. Another
// organisation's record and a missing one are the same "not found". The SQL it hands back filters
// report_rollups or report_trend_sums (alias r: both have org_id, track_id, album_id) and always
// leads with the organisation, so another organisation's lines
// never count, whatever the scope (and the tables can be sharded by org_id). An artist scope also
// hands back the filter of its own sums (report_artist_sums, migration 077).
import type { TrendQuery } from '../../../src/domain/trend/api';
import type { AuthContext } from '../auth/context';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';

export interface TrendScopeSql {
  orgId: string;
  /** the organisation's own figures, no album, track or artist (the summary answers them alone) */
  isWholeOrganisation: boolean;
  scopeName: string | null;
  /** a condition on `r` that uses $1 (the organisation) and $2 (the scope's id) */
  where: string;
  params: readonly unknown[];
  /** an artist scope: a condition on report_artist_sums `r` with the same parameters; else null */
  artistWhere: string | null;
}

const TABLES = { album: 'albums', track: 'tracks', artist: 'artists' } as const;

const ARTIST_LINES = `(
  r.track_id IN (SELECT t.id FROM tracks t WHERE t.org_id = $1
    AND t.data -> 'artists' @> jsonb_build_array(jsonb_build_object('artistId', $2::text)))
  OR (r.track_id IS NULL AND r.album_id IN (SELECT a.id FROM albums a WHERE a.org_id = $1
    AND a.data -> 'artists' @> jsonb_build_array(jsonb_build_object('artistId', $2::text)))))`;

export async function authorizeTrendScope(
  db: Queryable,
  auth: AuthContext,
  query: Pick<TrendQuery, 'scope' | 'id'>,
): Promise<TrendScopeSql> {
  const orgId = auth.orgId;
  if (query.scope === 'org' || query.id === undefined)
    return {
      orgId,
      isWholeOrganisation: true,
      scopeName: null,
      where: 'r.org_id = $1',
      params: [orgId],
      artistWhere: null,
    };
  const { rows } = await db.query<{ name: string | null }>(
    `SELECT data ->> 'name' AS name FROM ${TABLES[query.scope]}
     WHERE id = $2 AND org_id = $1 AND deleted_at IS NULL`,
    [orgId, query.id],
  );
  if (rows.length === 0) throw new ApiError('notFound');
  const condition =
    query.scope === 'album'
      ? 'r.album_id = $2'
      : query.scope === 'track'
        ? 'r.track_id = $2'
        : ARTIST_LINES;
  return {
    orgId,
    isWholeOrganisation: false,
    scopeName: rows[0].name ?? '',
    where: `r.org_id = $1 AND ${condition}`,
    params: [orgId, query.id],
    artistWhere: query.scope === 'artist' ? 'r.org_id = $1 AND r.artist_id = $2::uuid' : null,
  };
}

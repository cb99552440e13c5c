// The trend summary (report_trend_sums, migration 075) against the raw lines: random report lines
// of two organisations (negative corrections, release-level sales, unmatched lines, several
// files, months, currencies, territories and channels) go through the import's rollup; every
// figure the trend call answers must equal a direct aggregate of report_lines, for the whole
// organisation and for an album, a track and an artist, before and after tracks' and an album's
// artists change through the sync write path (the artist sums of migration 077 follow) and after
// a file is taken out. One track and one album name an artist twice (two roles): it counts once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageLine } from '../../../src/domain/reports';
import { makeAlbum, makeTrack } from '../../../src/domain/catalogue/testing';
import { trendQuerySchema, type TrendQueryInput } from '../../../src/domain/trend/api';
import { allBackends } from '../../test/backends';
import { createOrganisation, createUser, insertCatalogueRecord } from '../../test/fixtures';
import { artistContent } from '../../test/records';
import type { Db } from '../db/db';
import { withOrgWrite } from '../sync/orgWrite';
import { loadRecord, writeRecord } from '../sync/records';
import { addFileRollup } from '../reports/importReport';
import { insertLines } from '../reports/lineRows';
import type { MatchedTo } from '../reports/matchBatch';
import { ensureMonthPartitions } from '../reports/partitions';
import { loadTrendFigures } from './trendQueries';
import { authorizeTrendScope, type TrendScopeSql } from './trendScope';

/** A small seeded generator: the same "random" lines on every run and engine. */
function generator(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state ^ (state >>> 15), 1 | state) + 0x6d2b79f5) >>> 0;
    return state % n;
  };
}

interface Catalogue {
  org: string;
  artists: string[];
  albums: string[];
  tracks: { id: string; album: string }[];
}

async function makeCatalogue(db: Db): Promise<Catalogue> {
  const org = await createOrganisation(db);
  const artists = [];
  for (const name of ['A', 'B'])
    artists.push(
      await insertCatalogueRecord(db, org, 'artist', { ...artistContent(), name } as never),
    );
  const albums = [];
  // a release-level line counts for its album's artists: B; A twice; none of this organisation
  const albumCredits = [[artists[1]], [artists[0], artists[0]], []];
  for (let a = 0; a < 3; a++)
    albums.push(
      await insertCatalogueRecord(
        db,
        org,
        'album',
        makeAlbum({
          name: `Album ${a}`,
          authorizationCompanyId: org,
          ...(a < 2 && { artists: credits(albumCredits[a], 'MainArtist', 'FeaturedArtist') }),
        }),
      ),
    );
  const tracks = [];
  for (let t = 0; t < 9; t++) {
    const album = albums[t % 3];
    // track 8 names A twice, in two roles
    const named = t === 8 ? [artists[0], artists[0]] : t % 4 === 3 ? artists : [artists[t % 2]];
    const id = await insertCatalogueRecord(
      db,
      org,
      'track',
      makeTrack({
        name: `Track ${t}`,
        albumId: album,
        artists: credits(named, 'main', 'featured'),
        authorizationCompanyId: org,
      }),
    );
    tracks.push({ id, album });
  }
  return { org, artists, albums, tracks };
}

/** Credits of the given artists, the second of a repeated one in another role. */
function credits<R extends string>(ids: readonly string[], role: R, other: R) {
  return ids.map((artistId, i) => ({ artistId, role: ids.indexOf(artistId) < i ? other : role }));
}

/** A track's or album's artists changed as a device's edit is written (crud.ts updateRecord). */
async function setArtists(
  db: Db,
  orgId: string,
  entity: 'track' | 'album',
  id: string,
  artists: readonly { artistId: string; role: string }[],
) {
  await withOrgWrite(db, orgId, async (writer) => {
    const before = await loadRecord(writer.tx, orgId, entity, id);
    if (before === null) throw new Error(`no ${entity} ${id}`);
    await writeRecord(writer, entity, id, before, { ...before.data, artists });
  });
}

const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

function randomLines(catalogues: readonly Catalogue[], count: number, seed: number) {
  const pick = generator(seed);
  const lines: UsageLine[] = [];
  const matches: MatchedTo[] = [];
  for (let i = 0; i < count; i++) {
    const month = MONTHS[pick(MONTHS.length)];
    const day = `${month}-${String(1 + pick(28)).padStart(2, '0')}`;
    const usageType = (['stream', 'stream', 'download', 'other'] as const)[pick(4)];
    lines.push({
      format: 'csv',
      lineNo: i + 1,
      channel: ['Harbour FM', 'Tide Music', 'Ferry'][pick(3)],
      periodStart: day,
      periodEnd: day,
      territory: ['CN', 'HK', 'TW', 'US', 'JP'][pick(5)],
      isrc: null,
      upc: null,
      usageType,
      units: pick(10) === 0 ? -pick(50) : pick(1000),
      currency: ['CNY', 'USD', 'HKD'][pick(3)],
      revenueMicro: BigInt(pick(5_000_000)),
      isRoyaltyBearing: pick(5) !== 0,
      title: null,
      artist: null,
      transactionId: null,
    });
    const owner = pick(7);
    const catalogue = catalogues[owner % 2];
    if (owner === 6)
      matches.push({ orgId: null, trackId: null, albumId: null, reason: 'no-identifier' });
    else if (owner === 5)
      matches.push({
        orgId: catalogue.org,
        trackId: null,
        albumId: catalogue.albums[pick(3)],
        reason: null,
      });
    else {
      const track = catalogue.tracks[pick(catalogue.tracks.length)];
      matches.push({ orgId: catalogue.org, trackId: track.id, albumId: track.album, reason: null });
    }
  }
  return { lines, matches };
}

async function importFile(db: Db, userId: string, catalogues: readonly Catalogue[], seed: number) {
  const id = randomUUID();
  await db.query(
    `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by, uploaded_at)
     VALUES ($1, 'r.csv', 'csv', $2, 1, 'importing', $3, now())`,
    [id, randomUUID().replace(/-/g, '').padEnd(64, '0'), userId],
  );
  const { lines, matches } = randomLines(catalogues, 600, seed);
  await ensureMonthPartitions(
    db,
    lines.map((l) => l.periodStart),
  );
  await insertLines(db, id, lines, matches);
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE report_files SET state = 'imported' WHERE id = $1`, [id]);
    await addFileRollup(tx, id);
  });
  return id;
}

const FIGURES = `coalesce(sum(r.units) FILTER (WHERE r.usage_type = 'stream'), 0)::text AS plays,
  coalesce(sum(r.units) FILTER (WHERE r.usage_type = 'download'), 0)::text AS downloads,
  sum(r.units)::text AS units`;

/** The same figures straight from report_lines, through the same scope filter. */
async function direct(db: Db, scope: TrendScopeSql, from: string, to: string) {
  const n = scope.params.length;
  const params = [...scope.params, from, to];
  const where = `r.org_id IS NOT NULL AND ${scope.where} AND r.period BETWEEN $${n + 1} AND $${n + 2}`;
  const grouped = async (key: string, join = '', only = 'true') =>
    (
      await db.query(
        `SELECT ${key} AS key, ${FIGURES} FROM report_lines r ${join} WHERE ${where} AND ${only}
         GROUP BY 1 ORDER BY sum(r.units) DESC, 1`,
        params,
      )
    ).rows;
  const artists = `JOIN tracks t ON t.id = r.track_id AND t.org_id = $1
    CROSS JOIN LATERAL (SELECT DISTINCT a.value ->> 'artistId' AS id
                        FROM jsonb_array_elements(t.data -> 'artists') a) e`;
  return {
    total: (await db.query(`SELECT ${FIGURES} FROM report_lines r WHERE ${where}`, params)).rows[0],
    days: await grouped(`to_char(r.period, 'YYYY-MM-DD')`),
    revenue: (
      await db.query(
        `SELECT r.currency, sum(r.revenue_micro)::text AS micro FROM report_lines r WHERE ${where}
         GROUP BY 1 ORDER BY 1`,
        params,
      )
    ).rows,
    tracks: await grouped('r.track_id::text', '', 'r.track_id IS NOT NULL'),
    albums: await grouped('r.album_id::text', '', 'r.album_id IS NOT NULL'),
    artists: await grouped('e.id', artists),
    territories: await grouped('r.territory'),
    channels: await grouped('r.channel'),
  };
}

async function compare(db: Db, orgId: string, input: TrendQueryInput): Promise<void> {
  const query = trendQuerySchema.parse({ top: 50, ...input });
  const auth = { userId: '', orgId, roles: [], privileges: new Set<string>(), sessionHash: '' };
  const scope = await authorizeTrendScope(db, auth, query);
  const got = await loadTrendFigures(db, scope, query);
  const want = await direct(db, scope, query.from, query.to);
  const keyed = (
    rows: readonly { id?: string; key?: string; plays: string; downloads: string; units: string }[],
  ) =>
    rows.map((r) => ({
      key: r.id ?? r.key,
      plays: r.plays,
      downloads: r.downloads,
      units: r.units,
    }));
  const label = JSON.stringify(input);
  const total = want.total.units === null ? { plays: '0', downloads: '0', units: '0' } : want.total;
  expect(got.current, label).toEqual(total);
  expect(keyed(got.days.map((d) => ({ ...d, key: d.day }))), label).toEqual(
    keyed(want.days as never).sort((a, b) => String(a.key).localeCompare(String(b.key))),
  );
  expect(
    got.revenue
      .map((r) => ({ currency: r.currency, micro: r.revenueMicro }))
      .filter((r) => r.micro !== '0'),
    label,
  ).toEqual(want.revenue);
  expect(keyed(got.topTracks), label).toEqual(keyed(want.tracks as never));
  expect(keyed(got.topAlbums), label).toEqual(keyed(want.albums as never));
  expect(keyed(got.topArtists), label).toEqual(keyed(want.artists as never));
  expect(keyed(got.territories), label).toEqual(keyed(want.territories as never));
  expect(keyed(got.channels), label).toEqual(keyed(want.channels as never));
}

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`trend summary on ${backend.title}`, () => {
    let db: Db;
    beforeAll(async () => {
      await backend.setup();
      db = await backend.freshDb();
    });
    afterAll(async () => {
      await db?.close();
      await backend.teardown();
    });

    it('answers what a direct aggregate of report_lines answers, as artists change and a file goes', async () => {
      const catalogues = [await makeCatalogue(db), await makeCatalogue(db)];
      const user = await createUser(db, catalogues[0].org);
      const files = [];
      for (const seed of [7, 11, 13]) files.push(await importFile(db, user.id, catalogues, seed));
      const [a] = catalogues;
      const queries: TrendQueryInput[] = [
        { from: '2026-01-01', to: '2026-01-31' },
        { from: '2025-11-15', to: '2026-03-10' },
        { from: '2025-12-01', to: '2026-02-28', scope: 'album', id: a.albums[1] },
        { from: '2025-12-01', to: '2026-02-28', scope: 'track', id: a.tracks[3].id },
        { from: '2025-11-01', to: '2026-03-31', scope: 'artist', id: a.artists[1] },
        { from: '2025-12-01', to: '2026-02-28', scope: 'artist', id: a.artists[0] },
        { from: '2026-01-01', to: '2026-01-31', scope: 'artist', id: a.artists[0] },
      ];
      const check = async () => {
        for (const input of queries) await compare(db, a.org, input);
        await compare(db, catalogues[1].org, { from: '2025-11-01', to: '2026-03-31' });
      };
      await check();

      // artists changed as the app writes them: A's track to B, B's to both, both's to B twice,
      // an album's release-level lines from B to A
      const [A, B] = a.artists;
      await setArtists(db, a.org, 'track', a.tracks[0].id, credits([B], 'main', 'featured'));
      await setArtists(db, a.org, 'track', a.tracks[1].id, credits([A, B], 'main', 'featured'));
      await setArtists(db, a.org, 'track', a.tracks[3].id, credits([B, B], 'main', 'featured'));
      await setArtists(db, a.org, 'album', a.albums[0], credits([A], 'MainArtist', 'Others'));
      await check();

      // taking a file out (its rollup rows cascade) takes its sums out, and nothing else
      await db.query('DELETE FROM report_lines WHERE file_id = $1', [files[1]]);
      await db.query('DELETE FROM report_files WHERE id = $1', [files[1]]);
      await check();

      // and the rebuild from the whole rollup gives the very rows the triggers kept
      const snapshot = () =>
        db.query(
          `SELECT org_id, part, day, track_id, album_id, key, usage_type, currency, units::text,
                  revenue_micro::text, line_count::text FROM report_trend_sums
            ORDER BY org_id, part, day, track_id, album_id, key, usage_type, currency`,
        );
      const artistSnapshot = () =>
        db.query(
          `SELECT org_id, artist_id, part, day, key, usage_type, currency, units::text,
                  revenue_micro::text, line_count::text FROM report_artist_sums
            ORDER BY org_id, artist_id, part, day, key, usage_type, currency`,
        );
      const kept = (await snapshot()).rows;
      const keptByArtist = (await artistSnapshot()).rows;
      expect(kept.length).toBeGreaterThan(0);
      expect(keptByArtist.length).toBeGreaterThan(0);
      await db.query('SELECT report_trend_sums_rebuild()');
      expect((await snapshot()).rows).toEqual(kept);
      expect((await artistSnapshot()).rows).toEqual(keptByArtist);
    });
  });
}

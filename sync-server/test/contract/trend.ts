// Contract: the trend call (issue 17). Figures come from report_rollups of the caller's
// organisation only: another organisation's lines on the same days, tracks and territories never
// count, and its album, track or artist is "not found" as a scope. Periods compare with the one
// before; an empty organisation answers zeros; bad input is a localized 422 that writes nothing;
// a report queued or being imported holds no answer back (issue 28: no code 12000 for it; the
// import itself, held half way, is in the reports contract).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import { makeAlbum, makeTrack } from '../../../src/domain/catalogue/testing';
import { TREND_PATHS, type TrendFigures } from '../../../src/domain/trend/api';
import type { Db } from '../../src/db/db';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { createOrganisation, createUser, demoUserId, insertCatalogueRecord } from '../fixtures';
import { artistContent } from '../records';
import { useApp } from '../suite';

const URL = apiUrl(TREND_PATHS.naturalTime);

interface Rollup {
  org: string;
  day: string;
  track?: string | null;
  album?: string | null;
  channel?: string;
  territory?: string;
  usage?: 'stream' | 'download' | 'other';
  currency?: string;
  units: number;
  micro: number;
}

async function insertFile(db: Db, state = 'imported'): Promise<string> {
  const { orgId } = await demoUserId(db, 'demo-staff');
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE org_id = $1 LIMIT 1',
    [orgId],
  );
  const id = randomUUID();
  await db.query(
    `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by, uploaded_at)
     VALUES ($1, 'r.csv', 'csv', $2, 1, $3, $4, now())`,
    [id, randomUUID().replace(/-/g, '').padEnd(64, '0'), state, rows[0].id],
  );
  return id;
}

async function insertRollups(db: Db, fileId: string, rollups: readonly Rollup[]): Promise<void> {
  for (const r of rollups)
    await db.query(
      `INSERT INTO report_rollups (org_id, day, file_id, track_id, album_id, channel, territory,
         usage_type, currency, is_royalty_bearing, units, revenue_micro, line_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11, 1)`,
      [
        r.org,
        r.day,
        fileId,
        r.track ?? null,
        r.album ?? null,
        r.channel ?? 'Harbour FM',
        r.territory ?? 'CN',
        r.usage ?? 'stream',
        r.currency ?? 'CNY',
        r.units,
        r.micro,
      ],
    );
}

export function describeTrendContract(backend: TestBackend): void {
  describe('trend figures (queryNaturalTime)', () => {
    const ctx = useApp(backend);
    let shared: Awaited<ReturnType<typeof makeSetup>> | undefined;
    const setup = async () => (shared ??= await makeSetup());

    async function makeSetup() {
      const { app, db } = ctx();
      const orgA = await createOrganisation(db);
      const orgB = await createOrganisation(db);
      const empty = await createOrganisation(db);
      const artist = await insertCatalogueRecord(db, orgA, 'artist', {
        ...artistContent(),
        name: '林夕',
      } as never);
      const album = await insertCatalogueRecord(
        db,
        orgA,
        'album',
        makeAlbum({ name: 'Harbour Lights', authorizationCompanyId: orgA }),
      );
      const song = await insertCatalogueRecord(
        db,
        orgA,
        'track',
        makeTrack({
          name: 'Tide',
          albumId: album,
          artists: [{ artistId: artist, role: 'main' }],
          authorizationCompanyId: orgA,
        }),
      );
      const other = await insertCatalogueRecord(
        db,
        orgA,
        'track',
        makeTrack({ name: 'Ferry', authorizationCompanyId: orgA }),
      );
      const foreign = await insertCatalogueRecord(
        db,
        orgB,
        'track',
        makeTrack({ name: 'Foreign', authorizationCompanyId: orgB }),
      );
      const file = await insertFile(db);
      await insertRollups(db, file, [
        // March 2026 (the period asked) for A
        { org: orgA, day: '2026-03-02', track: song, album, units: 100, micro: 2_500_000 },
        {
          org: orgA,
          day: '2026-03-02',
          track: song,
          album,
          usage: 'download',
          units: 3,
          micro: 3_000_000,
        },
        {
          org: orgA,
          day: '2026-03-15',
          track: song,
          album,
          territory: 'HK',
          currency: 'HKD',
          units: 40,
          micro: 1_000_000,
        },
        {
          org: orgA,
          day: '2026-03-20',
          track: other,
          channel: 'Kugou',
          territory: 'TW',
          units: 60,
          micro: 600_000,
        },
        { org: orgA, day: '2026-03-31', album, usage: 'download', units: 2, micro: 2_000_000 },
        // February 2026 (the previous period) for A
        { org: orgA, day: '2026-02-10', track: song, album, units: 50, micro: 1_250_000 },
        // B on the same days, channels and territories, far larger: none of it may show in A's
        { org: orgB, day: '2026-03-02', track: foreign, units: 1_000_000, micro: 9_000_000_000 },
        { org: orgB, day: '2026-02-10', track: foreign, territory: 'HK', units: 7_000, micro: 1 },
      ]);
      const user = async (org: string, roles: Parameters<typeof createUser>[2]) => {
        const u = await createUser(db, org, roles);
        return (await login(app, u.loginName, u.password)).sign;
      };
      return {
        orgA,
        artist,
        album,
        song,
        other,
        foreign,
        signA: await user(orgA, ['admin']),
        signB: await user(orgB, ['admin']),
        signEmpty: await user(empty, ['adminNoDistribution']),
        signOperator: await user(orgA, ['contentOperator']),
      };
    }

    const ask = (sign: string, json: Record<string, unknown>, language = 'en') =>
      call<TrendFigures>(ctx().app, URL, { sign, json, language });
    const march = { from: '2026-03-01', to: '2026-03-31' };

    it("sums the organisation's period against the previous one, exactly, per currency", async () => {
      const s = await setup();
      const res = await ask(s.signA, march);
      expect(res.status, res.text).toBe(200);
      const f = res.body.result;
      expect(f.previousRange).toEqual({ from: '2026-02-01', to: '2026-02-28' });
      expect(f.current).toEqual({ plays: '200', downloads: '5', units: '205' });
      expect(f.previous).toEqual({ plays: '50', downloads: '0', units: '50' });
      expect(f.revenue).toEqual([
        { currency: 'CNY', revenueMicro: '8100000', previousRevenueMicro: '1250000' },
        { currency: 'HKD', revenueMicro: '1000000', previousRevenueMicro: '0' },
      ]);
      expect(f.days.map((d) => [d.day, d.plays, d.downloads])).toEqual([
        ['2026-03-02', '100', '3'],
        ['2026-03-15', '40', '0'],
        ['2026-03-20', '60', '0'],
        ['2026-03-31', '0', '2'],
      ]);
      expect(f.previousDays.map((d) => [d.day, d.plays])).toEqual([['2026-02-10', '50']]);
      expect(f.revenueDays).toContainEqual({
        day: '2026-03-15',
        currency: 'HKD',
        revenueMicro: '1000000',
      });
      expect({ from: f.dataFrom, to: f.dataTo }).toEqual({ from: '2026-02-10', to: '2026-03-31' });
      expect(f.topTracks.map((t) => [t.name, t.units])).toEqual([
        ['Tide', '143'],
        ['Ferry', '60'],
      ]);
      expect(f.topAlbums.map((t) => [t.name, t.units])).toEqual([['Harbour Lights', '145']]);
      expect(f.topArtists.map((t) => [t.name, t.units])).toEqual([['林夕', '143']]);
      expect(f.territories.map((t) => [t.key, t.units])).toEqual([
        ['CN', '105'],
        ['TW', '60'],
        ['HK', '40'],
      ]);
      expect(f.channels.map((t) => [t.key, t.units])).toEqual([
        ['Harbour FM', '145'],
        ['Kugou', '60'],
      ]);
    });

    it('narrows to an album, a track or an artist of the organisation', async () => {
      const s = await setup();
      const units = async (scope: string, id: string) => {
        const res = await ask(s.signA, { ...march, scope, id });
        expect(res.status, res.text).toBe(200);
        return [res.body.result.scopeName, res.body.result.current.units];
      };
      expect(await units('album', s.album)).toEqual(['Harbour Lights', '145']);
      expect(await units('track', s.other)).toEqual(['Ferry', '60']);
      expect(await units('artist', s.artist)).toEqual(['林夕', '143']);
    });

    it("never counts or names another organisation's records", async () => {
      const s = await setup();
      const b = (await ask(s.signB, march)).body.result;
      expect(b.current.units).toBe('1000000');
      expect(b.topTracks.map((t) => t.name)).toEqual(['Foreign']);
      for (const [scope, id] of [
        ['track', s.foreign],
        ['album', randomUUID()],
      ] as const) {
        const res = await ask(s.signA, { ...march, scope, id }, 'zh-Hans');
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ state: false, code: 'notFound' });
      }
      const asB = await ask(s.signB, { ...march, scope: 'track', id: s.song });
      expect(asB.status).toBe(404);
    });

    it('answers zeros and empty lists for an organisation without reports', async () => {
      const s = await setup();
      const res = await ask(s.signEmpty, march);
      expect(res.status, res.text).toBe(200);
      const f = res.body.result;
      expect(f.current).toEqual({ plays: '0', downloads: '0', units: '0' });
      expect([f.days, f.revenue, f.topTracks, f.territories, f.channels]).toEqual([
        [],
        [],
        [],
        [],
        [],
      ]);
      expect([f.dataFrom, f.dataTo]).toEqual([null, null]);
    });

    it('refuses bad input with a localized 422 and writes nothing', async () => {
      const s = await setup();
      const before = await digestTables(ctx().db);
      for (const json of [
        { from: '2026-03-31', to: '2026-03-01' },
        { from: '2026-02-30', to: '2026-03-01' },
        { from: '2024-01-01', to: '2026-03-01' },
        { ...march, scope: 'track' },
        { ...march, id: s.song },
        { ...march, scope: 'label', id: s.song },
        { ...march, top: 0 },
        { ...march, extra: 1 },
        { from: 20260301, to: '2026-03-31' },
      ]) {
        for (const language of ['en', 'zh-Hans']) {
          const res = await ask(s.signA, json, language);
          expect(res.status, JSON.stringify(json)).toBe(422);
          expect(res.body).toMatchObject({ state: false, code: 'badInput' });
          expect(res.body.msg.length).toBeGreaterThan(0);
        }
      }
      expect(await ask(s.signOperator, march).then((r) => r.status)).toBe(403);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });

    it('answers from the committed figures while a report is queued or importing, never 12000', async () => {
      const s = await setup();
      const { db } = ctx();
      const before = (await ask(s.signA, march)).body.result;
      const files = [await insertFile(db, 'queued'), await insertFile(db, 'importing')];
      try {
        for (const sign of [s.signA, s.signEmpty]) {
          const res = await ask(sign, march, 'zh-Hans');
          expect(res.status, res.text).toBe(200);
          expect(res.headers['retry-after']).toBeUndefined();
        }
        expect((await ask(s.signA, march)).body.result).toEqual(before);
      } finally {
        await db.query('DELETE FROM report_files WHERE id = ANY($1::uuid[])', [files]);
      }
    });
  });
}

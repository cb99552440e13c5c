// Contract: the partner's distribution calls (issue 16). An administrator distributes an approved
// album to every channel the contract allows; a channel the contract excludes, an album not
// approved, an off-shelf of an album not on shelf are visible 409s in both languages that write
// nothing; the administrator without distribution rights gets 403; another organisation's album
// answers as one nobody has (0 reads, 0 writes); bad input is a localized 422.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import { DISTRIBUTION_PATHS, type AlbumChannelsResult } from '../../../src/domain/distribution/api';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { insertChannel } from '../../src/distribution/channelStore';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { useApp } from '../suite';
import { channelFields } from './distributionStore';

const URLS = {
  distribute: apiUrl(DISTRIBUTION_PATHS.distribute),
  offShelf: apiUrl(DISTRIBUTION_PATHS.offShelf),
  channels: apiUrl(DISTRIBUTION_PATHS.channels),
};

export function describeAlbumDistributionContract(backend: TestBackend): void {
  describe('partner distribution calls', () => {
    const ctx = useApp(backend);
    let admin = '';
    let orgId = '';
    const albums: Record<string, { id: string; version: number }> = {};
    let harbourId = '';

    const written = async () =>
      (
        await ctx().db.query<{ n: number }>(
          `SELECT ((SELECT count(*) FROM album_channels WHERE state <> 20) + (SELECT count(*) FROM jobs WHERE kind = 'distribution.delivery'))::int AS n`,
        )
      ).rows[0].n;

    beforeAll(async () => {
      const { app, db } = ctx();
      admin = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      orgId = (
        await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
          DEMO_ORGANISATIONS.partner.name,
        ])
      ).rows[0].id;
      const { rows } = await db.query<{ id: string; name: string; version: number }>(
        `SELECT id, data ->> 'name' AS name, version::int AS version FROM albums WHERE org_id = $1`,
        [orgId],
      );
      for (const r of rows) albums[r.name] = { id: r.id, version: r.version };
      // the demo contract excludes "Harbour FM"
      harbourId = (
        await insertChannel(
          db,
          {
            fields: channelFields('harbour-fm', {
              nameEn: 'Harbour FM',
              endpoint: { kind: 'folder', folder: 'harbour' },
            }),
          },
          'unused-secret-for-folder-channels',
          new Date(),
        )
      ).id;
    });

    it('lists the channels with the contract verdict, and distributes to all the allowed ones', async () => {
      const { app } = ctx();
      const album = albums['城市夜色']!;
      const before = await call<AlbumChannelsResult>(app, URLS.channels, {
        sign: admin,
        query: { albumId: album.id },
      });
      expect(before.status).toBe(200);
      const harbour = before.body.result.channels.find((c) => c.channelId === harbourId);
      expect(harbour).toMatchObject({ refusal: 'channel-excluded', state: 20 });
      const demo = before.body.result.channels.find((c) => c.code === 'demo-music');
      expect(demo).toMatchObject({ refusal: null, state: 20 });

      const refused = await call(app, URLS.distribute, {
        sign: admin,
        language: 'en',
        json: { albumId: album.id, channelIds: [harbourId], albumVersion: album.version },
      });
      expect([refused.status, refused.body.code]).toEqual([409, 'channelNotAllowed']);
      expect(refused.body.msg).toContain('Nothing was changed');
      expect(await written()).toBe(0);

      const done = await call<AlbumChannelsResult>(app, URLS.distribute, {
        sign: admin,
        json: { albumId: album.id, channelIds: 'all', albumVersion: album.version },
      });
      expect(done.status).toBe(200);
      expect(done.body.result.releaseStatus).toBe(21);
      expect(done.body.result.channels.find((c) => c.code === 'demo-music')?.state).toBe(21);
      expect(done.body.result.channels.find((c) => c.channelId === harbourId)?.state).toBe(20);

      const again = await call(app, URLS.distribute, {
        sign: admin,
        language: 'zh-Hans',
        json: { albumId: album.id, channelIds: 'all', albumVersion: album.version + 1 },
      });
      expect([again.status, again.body.msg]).toEqual([
        409,
        expect.stringContaining('未做任何更改'),
      ]);
    });

    it('refuses an album not approved, and an off-shelf of an album not on shelf, writing nothing', async () => {
      const { app } = ctx();
      const n = await written();
      const pending = albums['Blue Hour']!;
      const r1 = await call(app, URLS.distribute, {
        sign: admin,
        json: { albumId: pending.id, channelIds: 'all', albumVersion: pending.version },
      });
      expect([r1.status, r1.body.code]).toEqual([409, 'releaseNeedsApproval']);
      const r2 = await call(app, URLS.offShelf, {
        sign: admin,
        json: { albumId: pending.id, channelIds: 'all', albumVersion: pending.version },
      });
      expect([r2.status, r2.body.code]).toEqual([409, 'releaseConflict']);
      const bad = await call<{ issues: { path: string }[] }>(app, URLS.distribute, {
        sign: admin,
        language: 'en',
        json: { albumId: 'x', channelIds: [], albumVersion: 0 },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.result.issues.map((i) => i.path).sort()).toEqual([
        'albumId',
        'albumVersion',
        'channelIds',
      ]);
      expect(await written()).toBe(n);
    });

    it('no distribution privilege: 403; another organisation: as an album nobody has; nothing written', async () => {
      const { app, db } = ctx();
      const n = await written();
      const album = albums['城市夜色']!;
      const limited = await createUser(db, orgId, ['adminNoDistribution']);
      const signLimited = (await login(app, limited.loginName, limited.password)).sign;
      for (const url of [URLS.distribute, URLS.offShelf]) {
        const res = await call(app, url, {
          sign: signLimited,
          json: { albumId: album.id, channelIds: 'all', albumVersion: album.version },
        });
        expect(res.status, url).toBe(403);
      }
      // reading the states is not distributing: the panel shows them to every album reader
      expect(
        (await call(app, URLS.channels, { sign: signLimited, query: { albumId: album.id } }))
          .status,
      ).toBe(200);

      const other = await createUser(db, await createOrganisation(db), ['admin']);
      const signOther = (await login(app, other.loginName, other.password)).sign;
      const foreign = await call(app, URLS.channels, {
        sign: signOther,
        query: { albumId: album.id },
      });
      const nobody = await call(app, URLS.channels, {
        sign: signOther,
        query: { albumId: randomUUID() },
      });
      expect([foreign.status, foreign.text]).toEqual([nobody.status, nobody.text]);
      expect(foreign.status).toBe(404);
      const write = await call(app, URLS.offShelf, {
        sign: signOther,
        json: { albumId: album.id, channelIds: 'all', albumVersion: album.version + 1 },
      });
      expect(write.status).toBe(404);
      expect(await written()).toBe(n);
    });
  });
}

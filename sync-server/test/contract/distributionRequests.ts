// Contract: distribution requests sent by a device's queue (issue 16, offline). The requestId makes
// a request idempotent: sent again, or twice at once, it answers as the first time and gives one
// delivery job; a request decided on an album version that moved, on a channel the contract does
// not allow, or on an album without UPC is refused with its own code in both languages, writing
// nothing, and that refusal is the answer to the id from then on.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import { DISTRIBUTION_PATHS, type AlbumChannelsResult } from '../../../src/domain/distribution/api';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { insertChannel } from '../../src/distribution/channelStore';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { useApp } from '../suite';
import { channelFields } from './distributionStore';

const DISTRIBUTE = apiUrl(DISTRIBUTION_PATHS.distribute);
const OFF_SHELF = apiUrl(DISTRIBUTION_PATHS.offShelf);

export function describeDistributionRequestsContract(backend: TestBackend): void {
  describe('queued distribution requests', () => {
    const ctx = useApp(backend);
    let admin = '';
    let orgId = '';
    let harbourId = '';

    const album = async (name: string) =>
      (
        await ctx().db.query<{ id: string; version: number }>(
          `SELECT id, version::int AS version FROM albums WHERE org_id = $1 AND data ->> 'name' = $2`,
          [orgId, name],
        )
      ).rows[0];
    const jobs = async (albumId: string) =>
      (
        await ctx().db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM jobs WHERE kind = 'distribution.delivery' AND payload ->> 'albumId' = $1`,
          [albumId],
        )
      ).rows[0].n;
    const moved = async (albumId: string) =>
      (
        await ctx().db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM album_channels WHERE album_id = $1 AND state <> 20`,
          [albumId],
        )
      ).rows[0].n;
    const send = (url: string, json: Record<string, unknown>, language = 'en') =>
      call<AlbumChannelsResult>(ctx().app, url, { sign: admin, language, json });

    beforeAll(async () => {
      const { app, db } = ctx();
      admin = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      orgId = (
        await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
          DEMO_ORGANISATIONS.partner.name,
        ])
      ).rows[0].id;
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

    it('the same requestId again, and twice at once, answers as the first time with one delivery', async () => {
      const a = await album('城市夜色');
      const requestId = randomUUID();
      const body = { albumId: a.id, channelIds: 'all', albumVersion: a.version, requestId };
      const [one, two] = await Promise.all([send(DISTRIBUTE, body), send(DISTRIBUTE, body)]);
      expect([one.status, two.status]).toEqual([200, 200]);
      const demo = (r: typeof one) =>
        r.body.result.channels.find((c) => c.code === 'demo-music')?.state;
      expect([demo(one), demo(two)]).toEqual([21, 21]);
      const deliveries = await jobs(a.id);
      expect(deliveries).toBeGreaterThan(0);
      // a resend after a lost answer: the album moved on (21, a new version) yet it is no conflict
      const again = await send(DISTRIBUTE, body);
      expect(again.status).toBe(200);
      expect(demo(again)).toBe(21);
      expect(await jobs(a.id)).toBe(deliveries);
      const kept = await ctx().db.query(
        'SELECT code FROM distribution_requests WHERE org_id = $1 AND request_id = $2',
        [orgId, requestId],
      );
      expect(kept.rows).toEqual([{ code: null }]);

      // one id is one request: used for an off-shelf of the album it is refused, never done
      const reused = await send(OFF_SHELF, {
        ...body,
        albumVersion: (await album('城市夜色')).version,
      });
      expect([reused.status, reused.body.code]).toEqual([409, 'requestIdReused']);
      expect(await jobs(a.id)).toBe(deliveries);
    });

    it('a request decided on an older album version is a conflict in both languages, and stays the answer to its id', async () => {
      const seen = await album('Blue Hour');
      // approved on another device meanwhile: a new version
      await ctx().db.query(
        `UPDATE albums SET data = jsonb_set(data, '{reviewStatus}', '12'), version = version + 1 WHERE id = $1`,
        [seen.id],
      );
      const a = await album('Blue Hour');
      const requestId = randomUUID();
      const stale = { albumId: a.id, channelIds: 'all', albumVersion: seen.version, requestId };
      const en = await send(DISTRIBUTE, stale);
      expect([en.status, en.body.code]).toEqual([409, 'albumChanged']);
      expect(en.body.msg).toContain(`version ${seen.version}, now ${a.version}`);
      const zh = await send(DISTRIBUTE, stale, 'zh-Hans');
      expect([zh.status, zh.body.code]).toEqual([409, 'albumChanged']);
      expect(zh.body.msg).toContain('未做任何更改');
      // the same id with the version now current is still the first answer: it was decided then
      const current = await send(DISTRIBUTE, { ...stale, albumVersion: a.version });
      expect([current.status, current.body.code]).toEqual([409, 'albumChanged']);
      expect(await jobs(a.id)).toBe(0);
      expect(await moved(a.id)).toBe(0);
    });

    it('a channel the contract does not allow (any more) and an album without UPC are refused with their codes', async () => {
      const a = await album('Blue Hour');
      const setUpc = (upc: string) =>
        ctx().db.query(
          `UPDATE albums SET data = jsonb_set(data, '{upc}', $2::jsonb) WHERE id = $1`,
          [a.id, upc],
        );
      await setUpc('"4006381333931"');
      const refused = await send(DISTRIBUTE, {
        albumId: a.id,
        channelIds: [harbourId],
        albumVersion: a.version,
        requestId: randomUUID(),
      });
      expect([refused.status, refused.body.code]).toEqual([409, 'channelNotAllowed']);
      expect(refused.body.msg).toContain('harbour-fm');

      await ctx().db.query(
        `UPDATE albums SET data = jsonb_set(data, '{upc}', 'null') WHERE id = $1`,
        [a.id],
      );
      const noUpc = await send(
        DISTRIBUTE,
        { albumId: a.id, channelIds: 'all', albumVersion: a.version, requestId: randomUUID() },
        'zh-Hans',
      );
      expect([noUpc.status, noUpc.body.code]).toEqual([409, 'albumNoUpc']);
      expect(noUpc.body.msg).toContain('UPC');
      expect(await jobs(a.id)).toBe(0);
      expect(await moved(a.id)).toBe(0);

      const bad = await send(DISTRIBUTE, {
        albumId: a.id,
        channelIds: 'all',
        albumVersion: a.version,
        requestId: 'not-a-uuid',
      });
      expect(bad.status).toBe(422);
    });
  });
}

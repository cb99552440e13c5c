// Contract (PostgreSQL): what only a real multi-connection database can show. Concurrent pushes
// and pulls never let a cursor step over a change (seqs of an organisation commit in order), two
// server instances on one database sync two clients to the same state with SSE pokes crossing
// instances, and migration 002 turns foundation rows into valid, pullable records.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENTITY_SCHEMAS } from '../../../src/domain/catalogue/entities';
import { loadDashboardSummary } from '../../src/dashboard/summary';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { openPostgresDb } from '../../src/db/postgres';
import { readChanges } from '../../src/sync/pull';
import type { TestBackend } from '../backends';
import { login } from '../client';
import { artistContent, trackPayload, albumPayload } from '../records';
import { baseUrlOf, openEvents } from '../sse';
import { TestSyncClient } from '../syncClient';
import { createTestApp } from '../testApp';

const WRITERS = 8;
const OPS_PER_WRITER = 25;

export function describeSyncScaleContract(backend: TestBackend): void {
  describe('sync on one PostgreSQL with concurrency', () => {
    it('lets no pulled cursor skip a change while pushes commit concurrently', async () => {
      if (!backend.freshDatabaseUrl) throw new Error('needs PostgreSQL');
      // a stress test of the database: pullers loop as fast as they can on one session, far
      // past any client's pace, so the request budget (http/rateLimit.ts) is lifted here
      const unlimited = {
        RATE_LIMIT_PER_SESSION: '100000000',
        RATE_LIMIT_PER_ADDRESS: '100000000',
      };
      const t = await createTestApp(openPostgresDb(await backend.freshDatabaseUrl(), 12), {
        env: unlimited,
      });
      try {
        const { sign } = await login(t.app, 'demo-admin', 'Demo-Admin-2026');
        const writers = Array.from({ length: WRITERS }, () => new TestSyncClient(t.app, sign));
        const pullers = Array.from({ length: 3 }, () => new TestSyncClient(t.app, sign));
        const seen = pullers.map(() => [] as number[]);
        let writing = true;
        const pushing = Promise.all(
          writers.map(async (w) => {
            for (let i = 0; i < OPS_PER_WRITER; i++) {
              const result = await w.send('create', {
                entity: 'artist',
                payload: artistContent({ name: `w${i}` }),
              });
              expect(result.status).toBe('applied');
            }
          }),
        ).finally(() => (writing = false));
        const pulling = pullers.map(async (p, i) => {
          while (writing) seen[i].push(...(await p.pullPage(4)).changes.map((c) => c.serverSeq));
          seen[i].push(...(await p.pullAll()).map((c) => c.serverSeq));
        });
        await Promise.all([pushing, ...pulling]);
        const { rows } = await t.db.query<{ seq: string }>(
          `SELECT server_seq::text AS seq FROM change_log WHERE org_id = (SELECT org_id FROM users WHERE login_name = 'demo-admin') ORDER BY server_seq`,
        );
        const all = rows.map((r) => Number(r.seq));
        expect(all.length).toBeGreaterThanOrEqual(WRITERS * OPS_PER_WRITER);
        // every puller saw every change exactly once, in order: no cursor stepped over a late commit
        for (const list of seen) expect(list).toEqual(all);
      } finally {
        await t.close();
      }
    });

    it('syncs two clients through two instances until they converge, poked across instances', async () => {
      if (!backend.freshDatabaseUrl) throw new Error('needs PostgreSQL');
      const url = await backend.freshDatabaseUrl();
      const one = await createTestApp(openPostgresDb(url, 4));
      const two = await createTestApp(openPostgresDb(url, 4));
      try {
        const a = new TestSyncClient(
          one.app,
          (await login(one.app, 'demo-admin', 'Demo-Admin-2026')).sign,
        );
        const b = new TestSyncClient(
          two.app,
          (await login(two.app, 'demo-editor', 'Demo-Editor-2026')).sign,
        );
        await a.pullAll();
        await b.pullAll();
        const eventsOfB = await openEvents(await baseUrlOf(two.app), b.sign);
        const eventsOfA = await openEvents(await baseUrlOf(one.app), a.sign);
        try {
          const start = await eventsOfB.waitForPoke(() => true);
          const artistId = randomUUID();
          await a.send('create', {
            entity: 'artist',
            entityId: artistId,
            payload: artistContent({ name: 'Via one' }),
          });
          await eventsOfB.waitForPoke((seq) => seq > start);
          await b.pullAll();
          expect(b.records.get(artistId)).toMatchObject({ name: 'Via one', version: 1 });

          // both edit the same record from the same version, different fields: merged
          const [byB, byA] = await Promise.all([
            b.send('update', {
              entity: 'artist',
              entityId: artistId,
              baseVersion: 1,
              payload: { name: 'Renamed via two' },
            }),
            a.send('update', {
              entity: 'artist',
              entityId: artistId,
              baseVersion: 1,
              payload: { introduction: 'Hi from one' },
            }),
          ]);
          expect([byA.status, byB.status]).toEqual(['applied', 'applied']);
          const albumId = randomUUID();
          await a.send('create', {
            entity: 'album',
            entityId: albumId,
            payload: albumPayload({ name: 'Shared album' }),
          });
          await b.pullAll();
          const trackId = randomUUID();
          await b.send('create', {
            entity: 'track',
            entityId: trackId,
            payload: trackPayload(albumId),
          });
          const bSeq = (await b.pullAll()).at(-1)?.serverSeq ?? 0;
          await eventsOfA.waitForPoke((seq) => seq >= bSeq);

          await a.pullAll();
          await b.pullAll();
          expect(a.cursor).toBe(b.cursor);
          expect([...a.records.entries()].sort()).toEqual([...b.records.entries()].sort());
          expect(a.records.get(artistId)).toMatchObject({
            name: 'Renamed via two',
            introduction: 'Hi from one',
            version: 3,
          });
          expect(a.records.get(trackId)).toMatchObject({ albumId });
        } finally {
          eventsOfA.close();
          eventsOfB.close();
        }
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    it('migrates foundation catalogue rows into valid, pullable records', async () => {
      if (!backend.freshEmptyDatabaseUrl) throw new Error('needs PostgreSQL');
      const db = openPostgresDb(await backend.freshEmptyDatabaseUrl(), 2);
      try {
        await migrate(db, loadMigrations().slice(0, 1));
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO organisations (name, account_type) VALUES ('Old', 'company') RETURNING id`,
        );
        const orgId = rows[0].id;
        const album = await db.query<{ id: string }>(
          `INSERT INTO albums (org_id, name, review_status) VALUES ($1, 'Old album', 12) RETURNING id`,
          [orgId],
        );
        await db.query(`INSERT INTO tracks (org_id, album_id, name) VALUES ($1, $2, 'Old track')`, [
          orgId,
          album.rows[0].id,
        ]);
        await db.query(
          `INSERT INTO artists (org_id, name) VALUES ($1, 'Old artist'), ($1, 'Gone')`,
          [orgId],
        );
        await db.query(`UPDATE artists SET deleted_at = now() WHERE name = 'Gone'`);
        expect(await migrate(db)).toEqual(
          loadMigrations()
            .slice(1)
            .map((m) => m.version),
        );

        const { changes } = await readChanges(db, orgId, 0, 100);
        expect(changes.map((c) => [c.entity, c.op]).sort()).toEqual([
          ['album', 'upsert'],
          ['artist', 'delete'],
          ['artist', 'upsert'],
          ['track', 'upsert'],
        ]);
        for (const change of changes) {
          if (change.record !== null)
            expect(ENTITY_SCHEMAS[change.entity].safeParse(change.record).success).toBe(true);
        }
        expect(changes.find((c) => c.entity === 'album')?.record).toMatchObject({
          name: 'Old album',
          reviewStatus: 12,
          approvedAt: expect.any(String),
        });
        expect(await loadDashboardSummary(db, orgId)).toMatchObject({
          albumTotal: 1,
          trackTotal: 1,
          artistTotal: 1,
          albumsApproved: 1,
        });
      } finally {
        await db.close();
      }
    });
  });
}

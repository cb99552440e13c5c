// Contract: pull pages an organisation's changes by cursor (never another organisation's), the
// demo catalogue arrives as valid domain records, and the events stream pokes the right
// organisation and closes cleanly with the server.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENTITY_SCHEMAS } from '../../../src/domain/catalogue/entities';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import { SYNC_PROTOCOL_VERSION } from '../../../src/domain/sync/protocol';
import type { TestBackend } from '../backends';
import { login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { artistContent } from '../records';
import { baseUrlOf, openEvents } from '../sse';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';
import { createTestApp } from '../testApp';

export function describeSyncPullContract(backend: TestBackend): void {
  describe('sync pull and events', () => {
    const ctx = useApp(backend);
    const admin = async () =>
      new TestSyncClient(ctx().app, (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign);
    const otherOrgClient = async () => {
      const orgB = await createOrganisation(ctx().db);
      const user = await createUser(ctx().db, orgB, ['contentOperator']);
      return new TestSyncClient(
        ctx().app,
        (await login(ctx().app, user.loginName, user.password)).sign,
      );
    };

    it('delivers the demo catalogue as valid records, page by page', async () => {
      const paged = await admin();
      const changes = await paged.pullAll(7);
      expect(changes.length).toBeGreaterThan(20);
      expect(changes.map((c) => c.serverSeq)).toEqual(
        [...changes.map((c) => c.serverSeq)].sort((a, b) => a - b),
      );
      for (const change of changes) {
        if (change.record === null) continue;
        const parsed = ENTITY_SCHEMAS[change.entity].safeParse(change.record);
        expect(parsed.success, `${change.entity} ${JSON.stringify(parsed.error?.issues)}`).toBe(
          true,
        );
      }
      const whole = await admin();
      await whole.pullAll();
      expect(whole.cursor).toBe(paged.cursor);
      expect([...whole.records.entries()].sort()).toEqual([...paged.records.entries()].sort());
      const albums = [...whole.records.values()]
        .filter((r) => 'reviewStatus' in r)
        .map((r) => r.reviewStatus);
      expect(albums.sort()).toEqual([10, 11, 12, 13, 16]);
      const empty = await whole.pullPage();
      expect(empty).toMatchObject({
        changes: [],
        hasMore: false,
        cursor: whole.cursor,
        lastSeq: 0,
      });
    });

    it('compresses a pull page (brotli or gzip, as asked) that decodes to the same JSON', async () => {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const pull = (acceptEncoding?: string) =>
        ctx().app.inject({
          method: 'POST',
          url: SYNC_PATHS.pull,
          headers: {
            uvsign: sign,
            'content-type': 'application/json',
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
          payload: JSON.stringify({
            protocol: SYNC_PROTOCOL_VERSION,
            clientId: `test-${randomUUID()}`,
            cursor: 0,
          }),
        });
      const raw = await pull();
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-encoding']).toBeUndefined();
      // the demo catalogue's first page is well above the 1 KiB threshold
      expect(raw.rawPayload.length).toBeGreaterThan(8 * 1024);
      const br = await pull('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      const gzip = await pull('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const [res, decode] of [
        [br, brotliDecompressSync],
        [gzip, gunzipSync],
      ] as const) {
        expect(res.rawPayload.length).toBeLessThan(raw.rawPayload.length / 4);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(raw.json());
      }
      // a small answer goes out as it is
      const small = await ctx().app.inject({
        url: '/api/nothing-here.json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('never returns another organisation changes', async () => {
      const a = await admin();
      const b = await otherOrgClient();
      const secret = randomUUID();
      await a.send('create', {
        entity: 'artist',
        entityId: secret,
        payload: artistContent({ name: 'Secret' }),
      });
      const mine = randomUUID();
      await b.send('create', {
        entity: 'artist',
        entityId: mine,
        payload: artistContent({ name: 'Mine' }),
      });
      const bChanges = await b.pullAll();
      expect(bChanges.map((c) => c.entityId)).toEqual([mine]);
      expect((await a.pullAll()).map((c) => c.entityId)).not.toContain(mine);
      expect(a.records.has(secret)).toBe(true);
    });

    it("numbers each organisation's changes on its own: no cursor or poke reveals another's volume", async () => {
      const { app } = ctx();
      const a = await admin();
      await a.pullAll();
      const aBefore = a.cursor;
      const b = await otherOrgClient();
      await b.send('create', { entity: 'artist', payload: artistContent({ name: 'First' }) });
      await b.pullAll();
      // a new organisation starts at 1, whatever the others wrote before it existed
      expect(b.cursor).toBe(1);
      for (let i = 0; i < 12; i++)
        await a.send('create', { entity: 'artist', payload: artistContent({ name: `A ${i}` }) });
      await b.send('create', { entity: 'artist', payload: artistContent({ name: 'Second' }) });
      const bChanges = await b.pullAll();
      expect(bChanges.map((c) => c.serverSeq)).toEqual([2]);
      // A's own twelve, none of B's two
      await a.pullAll();
      expect(a.cursor).toBe(aBefore + 12);
      // the poke B gets on connect carries B's latest number, not the server's
      const events = await openEvents(await baseUrlOf(app), b.sign);
      try {
        expect(await events.waitForPoke(() => true)).toBe(2);
      } finally {
        events.close();
      }
    });

    it('pokes the organisation that changed and no other', async () => {
      const { app } = ctx();
      const base = await baseUrlOf(app);
      const a = await admin();
      const b = await otherOrgClient();
      const eventsA = await openEvents(base, a.sign);
      const eventsB = await openEvents(base, b.sign);
      try {
        expect(eventsA.status).toBe(200);
        expect(eventsA.contentEncoding).toBeNull();
        const startA = await eventsA.waitForPoke(() => true);
        const startB = await eventsB.waitForPoke(() => true);
        expect(startB).toBe(0);
        await a.send('create', { entity: 'artist', payload: artistContent() });
        const { cursor } = await a.pullPage();
        expect(await eventsA.waitForPoke((seq) => seq > startA)).toBe(cursor);
        await b.send('create', { entity: 'artist', payload: artistContent() });
        const bSeq = (await b.pullPage()).cursor;
        await eventsB.waitForPoke((seq) => seq === bSeq);
        // B's stream saw its own start and its own change: nothing of A's
        expect(eventsB.pokes).toEqual([0, bSeq]);
        expect(eventsA.pokes).not.toContain(bSeq);
      } finally {
        eventsA.close();
        eventsB.close();
      }
    });

    it('ends open streams when the server closes, without hanging', async () => {
      const t = await createTestApp(await backend.freshDb());
      const base = await baseUrlOf(t.app);
      const { sign } = await login(t.app, 'demo-admin', 'Demo-Admin-2026');
      const events = await openEvents(base, sign);
      await events.waitForPoke(() => true);
      const started = Date.now();
      await t.close();
      await events.ended;
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await openEvents(base, sign).catch((error: unknown) => error)) instanceof Error).toBe(
        true,
      );
    });

    it('refuses a stream without a session', async () => {
      const { app } = ctx();
      const base = await baseUrlOf(app);
      const events = await openEvents(base, 'no-such-session');
      expect(events.status).toBe(401);
      events.close();
    });
  });
}

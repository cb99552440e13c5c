// Contract: push applies every op exactly once, in seq order per client, answers business
// refusals as results (200), and refuses old clients (426), malformed requests (422) and client
// ids of other callers (403).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import type { OpResult } from '../../../src/domain/sync/protocol';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId } from '../fixtures';
import { loadRecord } from '../../src/sync/records';
import { albumPayload, artistContent, trackPayload } from '../records';
import { seedAlbum } from '../syncFixtures';
import { useApp } from '../suite';
import type { TestApp } from '../testApp';
import { TestSyncClient } from '../syncClient';

async function countRows(t: TestApp, id: string): Promise<{ records: number; changes: number }> {
  const { rows } = await t.db.query<{ records: number; changes: number }>(
    `SELECT (SELECT count(*)::int FROM artists WHERE id = $1) AS records,
            (SELECT count(*)::int FROM change_log WHERE entity_id = $1) AS changes`,
    [id],
  );
  return rows[0];
}

export function describeSyncPushContract(backend: TestBackend): void {
  describe('sync push', () => {
    const ctx = useApp(backend);
    const admin = async () =>
      new TestSyncClient(ctx().app, (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign);

    it('applies the same op once however often it is sent, and answers it the same', async () => {
      const client = await admin();
      const id = randomUUID();
      const create = client.op('create', {
        entity: 'artist',
        entityId: id,
        payload: artistContent({ name: 'Once' }),
      });
      const first = await client.push([create]);
      expect(first.results[0]).toMatchObject({ status: 'applied', version: 1, entityId: id });
      expect(first.lastSeq).toBe(1);
      // the response was lost: the device sends the op again, then again in a longer batch
      const again = await client.push([create]);
      expect(again.results).toEqual(first.results);
      const rename = client.op('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 1,
        payload: { name: 'Twice' },
      });
      const batch = await client.push([create, rename]);
      expect(batch.results[0]).toEqual(first.results[0]);
      expect(batch.results[1]).toMatchObject({ status: 'applied', version: 2 });
      expect(await client.push([create, rename])).toEqual(batch);
      expect(await countRows(ctx(), id)).toEqual({ records: 1, changes: 2 });
    });

    it('stores refusals too: a resent refused op gets the same refusal and changes nothing', async () => {
      const client = await admin();
      const bad = client.op('update', {
        entity: 'artist',
        entityId: randomUUID(),
        baseVersion: 1,
        payload: { name: 'x' },
      });
      const first = await client.push([bad]);
      expect(first.results[0]).toMatchObject({ status: 'rejected', reason: 'notFound' });
      expect(first.lastSeq).toBe(1);
      expect(await client.push([bad])).toEqual(first);
    });

    it('answers a gap with outOfOrder, stops the batch there, and takes the resend from the gap', async () => {
      const client = await admin();
      const ops = [1, 2, 3, 4].map((n) =>
        client.op('create', { entity: 'artist', payload: artistContent({ name: `Gap ${n}` }) }),
      );
      await client.push([ops[0]]);
      const gap = await client.push([ops[2], ops[3]]);
      expect(gap.results).toEqual([{ status: 'outOfOrder', opId: ops[2].opId, expectedSeq: 2 }]);
      expect(gap.lastSeq).toBe(1);
      const { rows } = await ctx().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM artists WHERE id = ANY($1::uuid[])',
        [ops.map((o) => o.entityId)],
      );
      expect(rows[0].n).toBe(1);
      const resent = await client.push(ops.slice(1));
      expect(resent.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
      expect(resent.lastSeq).toBe(4);
    });

    it('keeps each client in its own order, and tells a device that lost its ops where the server is', async () => {
      const a = await admin();
      const b = await admin();
      const statuses = async (client: TestSyncClient) =>
        (await client.push([client.op('create', { entity: 'artist', payload: artistContent() })]))
          .results[0].status;
      expect([
        await statuses(a),
        await statuses(b),
        await statuses(a),
        await statuses(b),
        await statuses(a),
      ]).toEqual(Array(5).fill('applied'));
      expect((await a.pullPage()).lastSeq).toBe(3);
      expect((await b.pullPage()).lastSeq).toBe(2);
      // same client id, fresh local database: its seq starts again at 1 with new op ids
      const reborn = new TestSyncClient(a.app, a.sign, a.clientId);
      const answer = await reborn.push([
        reborn.op('create', { entity: 'artist', payload: artistContent() }),
      ]);
      expect(answer.results[0]).toMatchObject({ status: 'outOfOrder', expectedSeq: 4 });
      expect(answer.lastSeq).toBe(3);
    });

    it('refuses the ops of a user without the entity privilege, consuming them', async () => {
      const staff = new TestSyncClient(
        ctx().app,
        (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign,
      );
      const answer = await staff.push([
        staff.op('create', { entity: 'artist', payload: artistContent() }),
      ]);
      expect(answer.results[0]).toMatchObject({ status: 'rejected', reason: 'forbidden' });
      expect(answer.lastSeq).toBe(1);
    });

    it('answers notFound for another organisation record, and 403 for its client id', async () => {
      const { db, app } = ctx();
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB, ['contentOperator']);
      const b = new TestSyncClient(app, (await login(app, userB.loginName, userB.password)).sign);
      const a = await admin();
      const entityId = randomUUID();
      expect(
        await a.send('create', {
          entity: 'artist',
          entityId,
          payload: artistContent({ name: 'Mine' }),
        }),
      ).toMatchObject({ status: 'applied' });
      const attempts: OpResult[] = [
        await b.send('update', {
          entity: 'artist',
          entityId,
          baseVersion: 1,
          payload: { name: 'Theirs' },
        }),
        await b.send('delete', { entity: 'artist', entityId, baseVersion: 1 }),
        await b.send('create', { entity: 'artist', entityId, payload: artistContent() }),
      ];
      // A's record is out of B's reach, and its id is free in B's organisation: B's create is
      // applied as for an id nobody has, so no answer says the id exists elsewhere (issue 28)
      expect(attempts.map((r) => (r.status === 'rejected' ? r.reason : r.status))).toEqual([
        'notFound',
        'notFound',
        'applied',
      ]);
      expect(attempts[2]).toMatchObject({ version: 1, record: { orgId: orgB, name: 'Artist' } });
      const { orgId: orgA } = await demoUserId(db, 'demo-admin');
      expect((await loadRecord(db, orgA, 'artist', entityId))?.data).toMatchObject({
        name: 'Mine',
        version: 1,
      });
      const stolen = new TestSyncClient(app, b.sign, a.clientId);
      const res = await stolen.pushRaw([
        stolen.op('create', { entity: 'artist', payload: artistContent() }),
      ]);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
      const pull = await call(app, SYNC_PATHS.pull, {
        sign: b.sign,
        json: { protocol: 1, clientId: a.clientId, cursor: 0 },
      });
      expect(pull.status).toBe(403);
    });

    it("takes another organisation's album and track ids as new ids: applied, pulled and edited by each organisation as its own", async () => {
      const { db, app } = ctx();
      const member = async (orgId: string) => {
        const user = await createUser(db, orgId, ['admin']);
        return new TestSyncClient(app, (await login(app, user.loginName, user.password)).sign);
      };
      const orgA = await createOrganisation(db);
      const orgB = await createOrganisation(db);
      const {
        album: albumA,
        tracks: [trackA],
      } = await seedAlbum(db, orgA, { reviewStatus: 10 });
      const [a, aOtherDevice, b] = [await member(orgA), await member(orgA), await member(orgB)];
      const before = {
        album: await loadRecord(db, orgA, 'album', albumA.id),
        track: await loadRecord(db, orgA, 'track', trackA.id),
      };
      // B's creates under A's ids are answered as the create of an id nobody has
      const answers = [
        await b.send('create', { entity: 'album', payload: albumPayload({ name: 'B new' }) }),
        await b.send('create', {
          entity: 'album',
          entityId: albumA.id,
          payload: albumPayload({ name: 'B album' }),
        }),
        await b.send('create', {
          entity: 'track',
          entityId: trackA.id,
          payload: trackPayload(albumA.id, { name: 'B track' }),
        }),
      ];
      expect(answers.map((r) => [r.status, r.status === 'applied' ? r.version : null])).toEqual([
        ['applied', 1],
        ['applied', 1],
        ['applied', 1],
      ]);
      // B edits and deletes its records; A's are never touched
      const edits = [
        await b.send('update', {
          entity: 'album',
          entityId: albumA.id,
          baseVersion: 1,
          payload: { name: 'B album renamed' },
        }),
        await b.send('update', {
          entity: 'track',
          entityId: trackA.id,
          baseVersion: 1,
          payload: { name: 'B track renamed' },
        }),
        await b.send('delete', { entity: 'track', entityId: trackA.id, baseVersion: 2 }),
      ];
      expect(edits.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
      expect(await loadRecord(db, orgA, 'album', albumA.id)).toEqual(before.album);
      expect(await loadRecord(db, orgA, 'track', trackA.id)).toEqual(before.track);
      // each organisation pulls only its own record of each id
      await Promise.all([a.pullAll(), b.pullAll()]);
      expect(a.records.get(albumA.id)).toEqual(before.album?.data);
      expect(a.records.get(trackA.id)).toEqual(before.track?.data);
      expect(b.records.get(albumA.id)).toMatchObject({ orgId: orgB, name: 'B album renamed' });
      expect(b.records.has(trackA.id)).toBe(false);
      // A's stale-base edit merges against A's own versions only: B's delete (a change of every
      // field) is not A's record's history
      const renamed = await a.send('update', {
        entity: 'track',
        entityId: trackA.id,
        baseVersion: trackA.version,
        payload: { name: 'A track renamed' },
      });
      expect(renamed).toMatchObject({ status: 'applied', version: trackA.version + 1 });
      expect(
        await aOtherDevice.send('update', {
          entity: 'track',
          entityId: trackA.id,
          baseVersion: trackA.version,
          payload: { subTitle: 'A subtitle' },
        }),
      ).toMatchObject({
        status: 'applied',
        version: trackA.version + 2,
        record: { orgId: orgA, name: 'A track renamed', subTitle: 'A subtitle' },
      });
    });

    it('answers an old client 426 clientTooOld before judging its body', async () => {
      const client = await admin();
      const res = await call(ctx().app, SYNC_PATHS.push, {
        sign: client.sign,
        language: 'en',
        json: { protocol: 0, anything: true },
      });
      expect(res.status).toBe(426);
      expect(res.body).toMatchObject({
        state: false,
        code: 'clientTooOld',
        msg: en['error.clientTooOld'],
      });
      expect(res.body.result).toEqual({ type: 'clientTooOld', protocol: 1, minProtocol: 1 });
      const pull = await call(ctx().app, SYNC_PATHS.pull, {
        sign: client.sign,
        json: { protocol: 0, clientId: 'x', cursor: 0 },
      });
      expect(pull.status).toBe(426);
    });

    it('answers a malformed push 422 badInput in the caller language, and needs a session', async () => {
      const client = await admin();
      const body = { protocol: 1, clientId: client.clientId, ops: [] };
      const english = await call(ctx().app, SYNC_PATHS.push, {
        sign: client.sign,
        language: 'en',
        json: body,
      });
      expect(english.status).toBe(422);
      expect(english.body.code).toBe('badInput');
      expect(english.body.msg).toMatch(/^The request is invalid: /);
      const chinese = await call(ctx().app, SYNC_PATHS.push, { sign: client.sign, json: body });
      expect(chinese.body.msg.startsWith(zhHans['error.badInput'].split('{')[0])).toBe(true);
      const gappy = [
        client.op('create', { entity: 'artist' }),
        client.op('create', { entity: 'artist' }),
      ].map((op, i) => ({ ...op, seq: i * 2 + 1 }));
      expect(
        (
          await call(ctx().app, SYNC_PATHS.push, {
            sign: client.sign,
            json: { ...body, ops: gappy },
          })
        ).status,
      ).toBe(422);
      expect((await call(ctx().app, SYNC_PATHS.push, { json: body })).status).toBe(401);
    });
  });
}

// Contract: the review-lock and release rules (spec section 4, DESIGN.md section 5) as the server
// applies them to ops, and the field merge of a stale baseVersion.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReviewStatus } from '../../../src/domain/status/reviewStatus';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import {
  SYNC_PROTOCOL_VERSION,
  type OpResult,
  type PullResponse,
} from '../../../src/domain/sync/protocol';
import { withOrgWrite } from '../../src/sync/orgWrite';
import { loadRecord, writeRecord } from '../../src/sync/records';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { demoUserId } from '../fixtures';
import { artistContent, lyricsPayload, partyPayload, trackPayload } from '../records';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';
import { seedAlbum, storedRecord } from '../syncFixtures';

const reasonOf = (r: OpResult): string => (r.status === 'rejected' ? r.reason : r.status);

export function describeSyncLockContract(backend: TestBackend): void {
  describe('sync lock rules and merge', () => {
    const ctx = useApp(backend);
    const setup = async () => {
      const { app, db } = ctx();
      const client = new TestSyncClient(
        app,
        (await login(app, 'demo-editor', 'Demo-Editor-2026')).sign,
      );
      const { orgId } = await demoUserId(db, 'demo-editor');
      return { client, orgId, db };
    };

    it.each<ReviewStatus>([11, 16, 15, 12])(
      'locks every content edit of an album in %i, with the server copy',
      async (reviewStatus) => {
        const { client, orgId, db } = await setup();
        const { album, tracks } = await seedAlbum(db, orgId, { reviewStatus });
        const edits = [
          await client.send('update', {
            entity: 'album',
            entityId: album.id,
            payload: { introduction: 'new' },
          }),
          await client.send('update', {
            entity: 'track',
            entityId: tracks[0].id,
            payload: { auditionStartMs: 1000 },
          }),
          await client.send('create', { entity: 'lyrics', payload: lyricsPayload(tracks[0].id) }),
        ];
        for (const result of edits) expect(reasonOf(result)).toBe('locked');
        expect(edits[0]).toMatchObject({
          serverRecord: { id: album.id, reviewStatus, version: 1 },
        });
        expect(edits[1]).toMatchObject({ serverRecord: { id: tracks[0].id, version: 1 } });
      },
    );

    it('lets a modification (14) change only its fields, and lyrics as whole records', async () => {
      const { client, orgId, db } = await setup();
      const { album, tracks } = await seedAlbum(db, orgId, { reviewStatus: 14 });
      const intro = await client.send('update', {
        entity: 'album',
        entityId: album.id,
        payload: { introduction: 'Better words' },
      });
      expect(intro).toMatchObject({
        status: 'applied',
        version: 2,
        record: { introduction: 'Better words', reviewStatus: 14 },
      });
      expect(
        reasonOf(
          await client.send('update', {
            entity: 'album',
            entityId: album.id,
            baseVersion: 2,
            payload: { name: 'Renamed' },
          }),
        ),
      ).toBe('locked');
      expect(
        reasonOf(
          await client.send('update', {
            entity: 'track',
            entityId: tracks[0].id,
            payload: { isrc: 'CNA122499999' },
          }),
        ),
      ).toBe('locked');
      expect(
        reasonOf(
          await client.send('update', {
            entity: 'track',
            entityId: tracks[0].id,
            payload: { auditionStartMs: 5000 },
          }),
        ),
      ).toBe('applied');
      expect(
        reasonOf(
          await client.send('create', { entity: 'lyrics', payload: lyricsPayload(tracks[0].id) }),
        ),
      ).toBe('applied');
      expect(
        reasonOf(await client.send('create', { entity: 'track', payload: trackPayload(album.id) })),
      ).toBe('locked');
      expect(
        reasonOf(
          await client.send('bindAuthorization', {
            entity: 'authorizationTrack',
            payload: { authorizationId: randomUUID(), trackId: tracks[0].id },
          }),
        ),
      ).toBe('notFound');
    });

    it('after release adds and removes no track and changes no ISRC', async () => {
      const { client, orgId, db } = await setup();
      const { album, tracks } = await seedAlbum(db, orgId, {
        reviewStatus: 10,
        releaseStatus: 22,
        everReleased: true,
      });
      expect(
        reasonOf(await client.send('create', { entity: 'track', payload: trackPayload(album.id) })),
      ).toBe('locked');
      expect(
        reasonOf(
          await client.send('delete', {
            entity: 'track',
            entityId: tracks[0].id,
            payload: { confirmPhrase: 'I Know' },
          }),
        ),
      ).toBe('locked');
      expect(
        reasonOf(
          await client.send('update', {
            entity: 'track',
            entityId: tracks[0].id,
            payload: { isrc: 'CNA122499998' },
          }),
        ),
      ).toBe('locked');
      expect(
        reasonOf(
          await client.send('update', {
            entity: 'track',
            entityId: tracks[0].id,
            payload: { albumId: null },
          }),
        ),
      ).toBe('locked');
      // a library track cannot be moved into the released album either
      const loose = randomUUID();
      // (and its audio counts as unverified whatever the client claims: only the server verifies files)
      expect(
        await client.send('create', {
          entity: 'track',
          entityId: loose,
          payload: trackPayload(null),
        }),
      ).toMatchObject({
        status: 'applied',
        record: { audio: { verifiedAt: null } },
      });
      expect(
        reasonOf(
          await client.send('update', {
            entity: 'track',
            entityId: loose,
            payload: { albumId: album.id },
          }),
        ),
      ).toBe('locked');
      const renamed = await client.send('update', {
        entity: 'track',
        entityId: tracks[0].id,
        payload: { name: 'New title', isrc: tracks[0].data.isrc },
      });
      expect(renamed).toMatchObject({
        status: 'applied',
        record: { name: 'New title', isrc: tracks[0].data.isrc },
      });
    });

    it('deletes a track of a delivered album only with "I Know" typed exactly: a failed first delivery (27) the lock lets through', async () => {
      const { client, orgId, db } = await setup();
      // approved once and delivered, the delivery failed: not released, so the lock lets a delete through
      const { tracks } = await seedAlbum(db, orgId, {
        reviewStatus: 10,
        releaseStatus: 27,
        everReleased: false,
        tracks: 2,
      });
      for (const payload of [{}, { confirmPhrase: 'i know' }, { confirmPhrase: 'I Know ' }]) {
        const refused = await client.send('delete', {
          entity: 'track',
          entityId: tracks[0].id,
          payload,
        });
        expect(refused, JSON.stringify(payload)).toMatchObject({
          status: 'rejected',
          reason: 'invalid',
          codes: [
            {
              field: 'confirmPhrase',
              code: 'confirm-phrase-required',
              params: { phrase: 'I Know' },
            },
          ],
          serverRecord: { id: tracks[0].id },
        });
        expect((await storedRecord(db, 'track', tracks[0].id))?.deleted).toBe(false);
      }
      expect(
        await client.send('delete', {
          entity: 'track',
          entityId: tracks[0].id,
          payload: { confirmPhrase: 'I Know' },
        }),
      ).toMatchObject({ status: 'applied', record: null });
      // never delivered: a plain confirmation, no phrase
      const { tracks: draft } = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 1 });
      expect(
        reasonOf(await client.send('delete', { entity: 'track', entityId: draft[0].id })),
      ).toBe('applied');
    });

    it('submits only from 10, 13 and 14, with the spec code otherwise', async () => {
      const { client, orgId, db } = await setup();
      for (const reviewStatus of [11, 12, 15, 16] as const) {
        const { album } = await seedAlbum(db, orgId, { reviewStatus });
        const result = await client.send('submitForReview', { entityId: album.id });
        expect(result).toMatchObject({
          status: 'rejected',
          reason: 'notAllowed',
          codes: [{ code: 'review-submit-not-allowed' }],
        });
      }
      const draft = await seedAlbum(db, orgId, { reviewStatus: 10 });
      expect(await client.send('submitForReview', { entityId: draft.album.id })).toMatchObject({
        status: 'applied',
        record: { reviewStatus: 11 },
      });
      const rejected = await seedAlbum(db, orgId, { reviewStatus: 13 });
      expect(await client.send('submitForReview', { entityId: rejected.album.id })).toMatchObject({
        record: { reviewStatus: 11 },
      });
      const modified = await seedAlbum(db, orgId, { reviewStatus: 14 });
      expect(await client.send('submitForReview', { entityId: modified.album.id })).toMatchObject({
        record: { reviewStatus: 16 },
      });
    });

    it('refuses an incomplete album with the completeness codes, and keeps it editable', async () => {
      const { client, orgId, db } = await setup();
      const { album, tracks } = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 1 });
      await client.send('update', {
        entity: 'album',
        entityId: album.id,
        payload: { genreId: null },
      });
      await client.send('update', {
        entity: 'track',
        entityId: tracks[0].id,
        payload: { composers: [] },
      });
      const result = await client.send('submitForReview', { entityId: album.id });
      expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
      const codes =
        result.status === 'rejected'
          ? (result.codes ?? []).map(
              (c) => `${c.entityId === tracks[0].id ? 'track.' : ''}${c.field}:${c.code}`,
            )
          : [];
      expect(codes).toEqual(
        expect.arrayContaining([
          'genreId:required',
          'track.composers:composer-required',
          'tracks:entity-incomplete',
        ]),
      );
      expect(
        reasonOf(
          await client.send('update', {
            entity: 'album',
            entityId: album.id,
            baseVersion: 2,
            payload: { genreId: 'pop' },
          }),
        ),
      ).toBe('applied');
    });

    it('merges a stale edit of other fields, and refuses one of the same field as a conflict', async () => {
      const { app } = ctx();
      const { client: a } = await setup();
      const b = new TestSyncClient(
        app,
        (await login(app, 'demo-manager', 'Demo-Manager-2026')).sign,
      );
      const id = randomUUID();
      await a.send('create', {
        entity: 'artist',
        entityId: id,
        payload: artistContent({ name: 'Original' }),
      });
      expect(
        await b.send('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 1,
          payload: { name: 'By B' },
        }),
      ).toMatchObject({ version: 2 });
      const clash = await a.send('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 1,
        payload: { name: 'By A' },
      });
      expect(clash).toMatchObject({
        status: 'rejected',
        reason: 'conflict',
        serverRecord: { name: 'By B', version: 2 },
      });
      const same = await a.send('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 1,
        payload: { name: 'By B', alias: 'AA' },
      });
      expect(same).toMatchObject({
        status: 'applied',
        version: 3,
        record: { name: 'By B', alias: 'AA' },
      });
      const merged = await b.send('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 2,
        payload: { introduction: 'Hello' },
      });
      expect(merged).toMatchObject({
        status: 'applied',
        version: 4,
        record: { name: 'By B', alias: 'AA', introduction: 'Hello' },
      });
      expect(
        reasonOf(await a.send('delete', { entity: 'artist', entityId: id, baseVersion: 3 })),
      ).toBe('conflict');
      expect(
        reasonOf(await a.send('delete', { entity: 'artist', entityId: id, baseVersion: 4 })),
      ).toBe('applied');
      expect(
        await b.send('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 4,
          payload: { alias: 'late' },
        }),
      ).toMatchObject({
        reason: 'conflict',
        serverRecord: null,
      });
    });

    it("does not count a client's own earlier ops against its later ones, in one batch or in two", async () => {
      const { app, db } = ctx();
      const { client: a } = await setup();
      const id = randomUUID();
      await a.send('create', {
        entity: 'artist',
        entityId: id,
        payload: artistContent({ name: 'Original' }),
      });
      // offline, the device renamed twice on top of version 1: both ops carry baseVersion 1
      const first = a.op('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 1,
        payload: { name: 'First' },
      });
      const second = a.op('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 1,
        payload: { name: 'Second' },
      });
      expect((await a.push([first, second])).results).toMatchObject([
        { status: 'applied', version: 2, record: { name: 'First' } },
        { status: 'applied', version: 3, record: { name: 'Second' } },
      ]);
      // the same in two batches, with the base left where it was (the first answer was lost, say)
      expect(
        await a.send('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 3,
          payload: { name: 'Third' },
        }),
      ).toMatchObject({ version: 4 });
      const fourth = await a.send('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 3,
        payload: { name: 'Fourth', alias: 'IV' },
      });
      expect(fourth).toMatchObject({
        status: 'applied',
        version: 5,
        record: { name: 'Fourth', alias: 'IV' },
      });
      // a stale delete over the device's own edits goes through too
      expect(
        await a.send('delete', { entity: 'artist', entityId: id, baseVersion: 3 }),
      ).toMatchObject({ status: 'applied', version: 6 });

      // created and edited in one batch before any answer: the edits are based on the local copy (version 0)
      const fresh = randomUUID();
      const batch = await a.push([
        a.op('create', {
          entity: 'artist',
          entityId: fresh,
          payload: artistContent({ name: 'Draft' }),
        }),
        a.op('update', {
          entity: 'artist',
          entityId: fresh,
          baseVersion: 0,
          payload: { name: 'Draft 2' },
        }),
        a.op('update', {
          entity: 'artist',
          entityId: fresh,
          baseVersion: 0,
          payload: { name: 'Final' },
        }),
      ]);
      expect(batch.results.map(reasonOf)).toEqual(['applied', 'applied', 'applied']);
      expect(batch.results[2]).toMatchObject({ version: 3, record: { name: 'Final' } });

      // change_log knows whose op wrote each version; the pull tells nobody
      const { rows } = await db.query<{
        version: number;
        client_id: string | null;
        server_seq: number;
      }>(
        'SELECT version::int AS version, client_id, server_seq::int AS server_seq FROM change_log WHERE entity_id = $1 ORDER BY version',
        [id],
      );
      expect(rows.map((r) => [r.version, r.client_id])).toEqual(
        [1, 2, 3, 4, 5, 6].map((v) => [v, a.clientId]),
      );
      const pull = await call<PullResponse>(app, SYNC_PATHS.pull, {
        sign: a.sign,
        json: {
          protocol: SYNC_PROTOCOL_VERSION,
          clientId: a.clientId,
          cursor: rows[0].server_seq - 1,
        },
      });
      expect(pull.status).toBe(200);
      expect(pull.text).not.toContain(a.clientId);
      const changes = pull.body.result.changes;
      expect(changes.filter((c) => c.entityId === id)).toHaveLength(6);
      for (const change of changes)
        expect(Object.keys(change).sort()).toEqual([
          'entity',
          'entityId',
          'op',
          'record',
          'serverSeq',
          'version',
        ]);
    });

    it('still refuses a stale edit of a field another client or the back office changed since', async () => {
      const { app, db } = ctx();
      const { client: a, orgId } = await setup();
      const b = new TestSyncClient(
        app,
        (await login(app, 'demo-manager', 'Demo-Manager-2026')).sign,
      );
      const id = randomUUID();
      await a.send('create', {
        entity: 'artist',
        entityId: id,
        payload: artistContent({ name: 'Original' }),
      });
      expect(
        await a.send('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 1,
          payload: { name: 'A1' },
        }),
      ).toMatchObject({ version: 2 });
      expect(
        await b.send('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 2,
          payload: { name: 'B' },
        }),
      ).toMatchObject({ version: 3 });
      // A's own version 2 does not count, B's version 3 does: both in one batch and alone
      const batch = await a.push([
        a.op('update', { entity: 'artist', entityId: id, baseVersion: 1, payload: { name: 'A2' } }),
        a.op('delete', { entity: 'artist', entityId: id, baseVersion: 1 }),
      ]);
      expect(batch.results).toMatchObject([
        { status: 'rejected', reason: 'conflict', serverRecord: { name: 'B', version: 3 } },
        { status: 'rejected', reason: 'conflict', serverRecord: { name: 'B', version: 3 } },
      ]);
      // a write of no client (the back office, here straight through the write path) counts for every client
      await withOrgWrite(db, orgId, async (writer) => {
        const row = await loadRecord(writer.tx, orgId, 'artist', id);
        if (row === null) throw new Error('artist missing');
        await writeRecord(writer, 'artist', id, row, { ...row.data, alias: 'Office' });
      });
      expect(
        await a.send('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 3,
          payload: { alias: 'A' },
        }),
      ).toMatchObject({
        reason: 'conflict',
        serverRecord: { alias: 'Office', version: 4 },
      });
      expect(
        reasonOf(
          await b.send('update', {
            entity: 'artist',
            entityId: id,
            baseVersion: 3,
            payload: { alias: 'B' },
          }),
        ),
      ).toBe('conflict');
      const { rows } = await db.query<{ client_id: string | null }>(
        'SELECT client_id FROM change_log WHERE entity_id = $1 AND version = 4',
        [id],
      );
      expect(rows).toEqual([{ client_id: null }]);
    });

    it("still merges disjoint fields across clients, whatever the client's own ops changed", async () => {
      const { app } = ctx();
      const { client: a } = await setup();
      const b = new TestSyncClient(
        app,
        (await login(app, 'demo-manager', 'Demo-Manager-2026')).sign,
      );
      const id = randomUUID();
      await a.send('create', {
        entity: 'artist',
        entityId: id,
        payload: artistContent({ name: 'Original' }),
      });
      expect(
        await a.send('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 1,
          payload: { name: 'A1' },
        }),
      ).toMatchObject({ version: 2 });
      const merged = await b.send('update', {
        entity: 'artist',
        entityId: id,
        baseVersion: 1,
        payload: { alias: 'By B' },
      });
      expect(merged).toMatchObject({
        status: 'applied',
        version: 3,
        record: { name: 'A1', alias: 'By B' },
      });
      const batch = await a.push([
        a.op('update', {
          entity: 'artist',
          entityId: id,
          baseVersion: 1,
          payload: { introduction: 'Hello' },
        }),
        a.op('update', { entity: 'artist', entityId: id, baseVersion: 1, payload: { name: 'A2' } }),
      ]);
      expect(batch.results).toMatchObject([
        {
          status: 'applied',
          version: 4,
          record: { name: 'A1', alias: 'By B', introduction: 'Hello' },
        },
        {
          status: 'applied',
          version: 5,
          record: { name: 'A2', alias: 'By B', introduction: 'Hello' },
        },
      ]);
    });

    it('checks what needs the whole organisation: used ISRCs, party names, one letter per song', async () => {
      const { client, orgId, db } = await setup();
      const { album, tracks, letterId } = await seedAlbum(db, orgId, {
        reviewStatus: 10,
        tracks: 2,
      });
      const used = await client.send('update', {
        entity: 'track',
        entityId: tracks[1].id,
        payload: { isrc: String(tracks[0].data.isrc) },
      });
      expect(used).toMatchObject({
        reason: 'invalid',
        codes: [{ field: 'isrc', code: 'isrc-used' }],
      });
      const cleaned = await client.send('update', {
        entity: 'track',
        entityId: tracks[1].id,
        payload: { isrc: 'cn-z99-26-12345' },
      });
      expect(cleaned).toMatchObject({ status: 'applied', record: { isrc: 'CNZ992612345' } });
      await client.send('create', {
        entity: 'plCline',
        payload: partyPayload(orgId, 'Sony  Music'),
      });
      expect(
        await client.send('create', {
          entity: 'plCline',
          payload: partyPayload(orgId, ' sony music '),
        }),
      ).toMatchObject({
        reason: 'invalid',
        codes: [{ code: 'name-taken' }],
      });
      expect(
        reasonOf(
          await client.send('create', {
            entity: 'plCline',
            payload: partyPayload(randomUUID(), 'Sony Music'),
          }),
        ),
      ).toBe('applied');
      const second = await client.send('bindAuthorization', {
        entity: 'authorizationTrack',
        payload: { authorizationId: letterId, trackId: tracks[0].id },
      });
      expect(second).toMatchObject({
        reason: 'invalid',
        codes: [{ code: 'track-multiple-authorizations' }],
      });
      expect(
        reasonOf(
          await client.send('sortTracks', {
            entityId: album.id,
            payload: { trackIds: [tracks[0].id] },
          }),
        ),
      ).toBe('conflict');
      const sorted = await client.send('sortTracks', {
        entityId: album.id,
        payload: { trackIds: [tracks[1].id, tracks[0].id] },
      });
      expect(reasonOf(sorted)).toBe('applied');
      const { rows } = await db.query<{ id: string; no: number }>(
        `SELECT id, (data->>'trackNo')::int AS no FROM tracks WHERE album_id = $1`,
        [album.id],
      );
      expect(Object.fromEntries(rows.map((r) => [r.id, r.no]))).toEqual({
        [tracks[1].id]: 1,
        [tracks[0].id]: 2,
      });
    });
  });
}

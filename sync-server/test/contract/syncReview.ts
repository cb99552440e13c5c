// Contract: the review flow across partner and back office. The partner submits through sync ops,
// staff approve / reject / release through the guarded back-office API (any organisation), and
// every decision reaches the partner's clients by pull. undoModification restores the approved
// content (album, tracks, rights links, lyrics) as new versions.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId } from '../fixtures';
import { lyricsPayload } from '../records';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';
import { seedAlbum } from '../syncFixtures';
import { gs1RangeIndexOf } from '../../../src/domain/identifiers';
import { configureUpcRange } from '../../src/upc/assignUpc';

const REVIEW = '/api/backoffice/album/review.json';
const RELEASE = '/api/backoffice/album/release.json';

export function describeSyncReviewContract(backend: TestBackend): void {
  describe('review flow and back office', () => {
    const ctx = useApp(backend);
    const staffSign = async () => (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign;

    it('approves, modifies, and undoes the modification back to the approved content', async () => {
      const { app, db } = ctx();
      const partner = new TestSyncClient(
        app,
        (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign,
      );
      const { orgId } = await demoUserId(db, 'demo-admin');
      const { album, tracks } = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 2 });
      const staff = await staffSign();

      expect(await partner.send('submitForReview', { entityId: album.id })).toMatchObject({
        record: { reviewStatus: 11 },
      });
      // content review, then OP-SP review (spec section 4)
      await call(app, REVIEW, {
        sign: staff,
        json: { orgId: album.orgId, albumId: album.id, action: 'approve' },
      });
      const approved = await call<{ album: Record<string, unknown> }>(app, REVIEW, {
        sign: staff,
        json: { orgId: album.orgId, albumId: album.id, action: 'approve' },
      });
      expect(approved.status).toBe(200);
      expect(approved.body.result.album).toMatchObject({
        reviewStatus: 12,
        approvedAt: expect.any(String),
      });

      await partner.pullAll();
      const approvedAlbum = partner.records.get(album.id);
      expect(approvedAlbum).toMatchObject({ reviewStatus: 12 });
      const version = Number(approvedAlbum?.version);
      expect(
        await partner.send('startModification', { entityId: album.id, baseVersion: version }),
      ).toMatchObject({ record: { reviewStatus: 14 } });
      await partner.send('update', {
        entity: 'album',
        entityId: album.id,
        baseVersion: version + 1,
        payload: { introduction: 'Changed' },
      });
      await partner.send('update', {
        entity: 'track',
        entityId: tracks[0].id,
        payload: { auditionStartMs: 1000, auditionEndMs: 31_000, isAudition: true },
      });
      const lyricsId = randomUUID();
      expect(
        await partner.send('create', {
          entity: 'lyrics',
          entityId: lyricsId,
          payload: lyricsPayload(tracks[0].id),
        }),
      ).toMatchObject({ status: 'applied' });

      const undone = await partner.send('undoModification', { entityId: album.id });
      expect(undone).toMatchObject({
        status: 'applied',
        record: { reviewStatus: 12, introduction: approvedAlbum?.introduction ?? null },
      });
      await partner.pullAll();
      expect(partner.records.get(album.id)).toMatchObject({
        reviewStatus: 12,
        introduction: approvedAlbum?.introduction ?? null,
      });
      expect(partner.records.get(tracks[0].id)).toMatchObject({
        auditionStartMs: null,
        isAudition: false,
        version: 3,
      });
      expect(partner.records.has(lyricsId)).toBe(false);
      // a second undo has nothing to undo
      expect(await partner.send('undoModification', { entityId: album.id })).toMatchObject({
        reason: 'notAllowed',
      });

      // the restore is news to the partner's device too (it cannot predict the approved content): it
      // is logged as no client's, so an edit made on the device's pre-undo copy is still a conflict
      const { rows } = await db.query<{ version: number; client_id: string | null }>(
        'SELECT version::int AS version, client_id FROM change_log WHERE entity_id = $1 ORDER BY version',
        [tracks[0].id],
      );
      expect(rows).toEqual([
        { version: 1, client_id: null },
        { version: 2, client_id: partner.clientId },
        { version: 3, client_id: null },
      ]);
      const restarted = await partner.send('startModification', {
        entityId: album.id,
        baseVersion: version + 3,
      });
      expect(restarted).toMatchObject({ status: 'applied', record: { reviewStatus: 14 } });
      const stale = await partner.send('update', {
        entity: 'track',
        entityId: tracks[0].id,
        baseVersion: 2,
        payload: { auditionStartMs: 2000 },
      });
      expect(stale).toMatchObject({
        status: 'rejected',
        reason: 'conflict',
        serverRecord: { auditionStartMs: null, version: 3 },
      });
    });

    it('gives a system-generated UPC at the OP-SP approval, once a GS1 range is configured', async () => {
      const { app, db } = ctx();
      const partner = new TestSyncClient(
        app,
        (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign,
      );
      const { orgId } = await demoUserId(db, 'demo-admin');
      const staff = await staffSign();
      const approve = async (albumId: string) => {
        expect(await partner.send('submitForReview', { entityId: albumId })).toMatchObject({
          record: { reviewStatus: 11 },
        });
        const json = { orgId, albumId, action: 'approve' };
        await call(app, REVIEW, { sign: staff, json });
        const opSp = await call<{ album: Record<string, unknown> }>(app, REVIEW, {
          sign: staff,
          json,
        });
        expect(opSp.status).toBe(200);
        return opSp.body.result.album;
      };
      // no range: approved without a number (distribution says why)
      const first = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 1 });
      expect(await approve(first.album.id)).toMatchObject({ reviewStatus: 12, upc: null });
      const range = { kind: 'gtin-13', prefix: '7300011', first: 0, last: 99 } as const;
      await db.transaction((tx) => configureUpcRange(tx, range, null));
      try {
        const second = await seedAlbum(db, orgId, { reviewStatus: 10, tracks: 1 });
        const approved = await approve(second.album.id);
        expect(approved).toMatchObject({ reviewStatus: 12, upcMode: 'system' });
        expect(gs1RangeIndexOf(range, String(approved.upc))).not.toBeNull();
        await partner.pullAll();
        expect(partner.records.get(second.album.id)).toMatchObject({ upc: approved.upc });
      } finally {
        await db.query('UPDATE upc_ranges SET active = false');
      }
    });

    it('rejects with a reason the client shows, and refuses what the state machine refuses', async () => {
      const { app, db } = ctx();
      const { orgId } = await demoUserId(db, 'demo-admin');
      const { album } = await seedAlbum(db, orgId, { reviewStatus: 11 });
      const staff = await staffSign();
      const noReason = await call(app, REVIEW, {
        sign: staff,
        json: { orgId: album.orgId, albumId: album.id, action: 'reject' },
      });
      expect(noReason.status).toBe(409);
      expect(noReason.body.result).toEqual({ code: 'review-reason-required' });
      const contentPassed = await call(app, REVIEW, {
        sign: staff,
        json: { orgId: album.orgId, albumId: album.id, action: 'approve', stage: 'content' },
      });
      expect(contentPassed.status).toBe(200);
      const rejected = await call<{ album: Record<string, unknown> }>(app, REVIEW, {
        sign: staff,
        json: {
          orgId: album.orgId,
          albumId: album.id,
          action: 'reject',
          reason: '封面模糊',
          stage: 'opSp',
        },
      });
      expect(rejected.body.result.album).toMatchObject({
        reviewStatus: 13,
        rejectReason: '封面模糊',
        rejectStage: 'opSp',
      });
      expect(
        (
          await call(app, REVIEW, {
            sign: staff,
            json: { orgId: album.orgId, albumId: album.id, action: 'approve' },
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await call(app, REVIEW, {
            sign: staff,
            json: { orgId, albumId: randomUUID(), action: 'approve' },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(app, REVIEW, {
            sign: staff,
            json: { orgId: album.orgId, albumId: album.id, action: 'publish' },
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await call(app, REVIEW, {
            sign: staff,
            json: { orgId: album.orgId, albumId: album.id, action: 'reject', reason: 'a\u0000' },
          })
        ).status,
      ).toBe(422);
    });

    it('releases albums of any organisation, and marks them released for the lock rules', async () => {
      const { app, db } = ctx();
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB, ['admin']);
      const partner = new TestSyncClient(
        app,
        (await login(app, userB.loginName, userB.password)).sign,
      );
      const { album, tracks } = await seedAlbum(db, orgB, { reviewStatus: 12 });
      const staff = await staffSign();
      const release = (action: string) =>
        call<{ album: Record<string, unknown> }>(app, RELEASE, {
          sign: staff,
          json: { orgId: album.orgId, albumId: album.id, action },
        });
      expect((await release('released')).status).toBe(409);
      expect((await release('distribute')).body.result.album).toMatchObject({
        releaseStatus: 21,
        everReleased: false,
      });
      expect((await release('released')).body.result.album).toMatchObject({
        releaseStatus: 22,
        everReleased: true,
      });
      expect((await release('takedown')).body.result.album).toMatchObject({ releaseStatus: 25 });
      expect((await release('takenDown')).body.result.album).toMatchObject({
        releaseStatus: 24,
        everReleased: true,
      });
      await partner.pullAll();
      expect(partner.records.get(album.id)).toMatchObject({
        releaseStatus: 24,
        everReleased: true,
      });
      // still released for the rules: the track list is fixed, even after a takedown
      await partner.send('startModification', { entityId: album.id });
      expect(
        await partner.send('delete', {
          entity: 'track',
          entityId: tracks[0].id,
          payload: { confirmPhrase: 'I Know' },
        }),
      ).toMatchObject({
        reason: 'locked',
      });
    });

    it('keeps the back office to staff', async () => {
      const { app } = ctx();
      const admin = await login(app, 'demo-admin', 'Demo-Admin-2026');
      const res = await call(app, REVIEW, {
        sign: admin.sign,
        json: { orgId: randomUUID(), albumId: randomUUID(), action: 'approve' },
      });
      expect(res.status).toBe(403);
      expect(
        (
          await call(app, RELEASE, {
            json: { orgId: randomUUID(), albumId: randomUUID(), action: 'distribute' },
          })
        ).status,
      ).toBe(401);
    });
  });
}

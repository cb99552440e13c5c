// Contract: the review workspace (issue 15) across partner and back office. Claims hold an album
// for one reviewer at a time (one statement: of parallel claims exactly one wins) and expire on
// the server's clock; content approval keeps the album pending for OP-SP review; a rejection at
// either stage gives 13 with a reason; the history and the notices tell the partner; the queue and
// the review page are the back office's only.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import { REVIEW_CLAIM_MS, REVIEW_PATHS as RELATIVE } from '../../../src/domain/review/review';
import { createTestClock } from '../../src/clock';
import type { ReviewEvent } from '../../src/backoffice/reviewEvents';
import type { ReviewPage } from '../../src/backoffice/reviewPage';
import type { ReviewQueuePage } from '../../../src/domain/review/types';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId } from '../fixtures';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';
import { seedAlbum } from '../syncFixtures';

const REVIEW_PATHS = {
  queue: apiUrl(RELATIVE.queue),
  album: apiUrl(RELATIVE.album),
  claim: apiUrl(RELATIVE.claim),
  release: apiUrl(RELATIVE.release),
  history: apiUrl(RELATIVE.history),
};
const DECIDE = apiUrl(RELATIVE.decide);
type AlbumResult = { album: Record<string, unknown> };

export function describeReviewWorkspaceContract(backend: TestBackend): void {
  describe('review workspace', () => {
    const clock = createTestClock(Date.now());
    const ctx = useApp(backend, { clock });

    /** A partner organisation with an admin's sync client and a submitted album. */
    async function submittedAlbum() {
      const { app, db } = ctx();
      const orgId = await createOrganisation(db);
      const admin = await createUser(db, orgId, ['admin']);
      const sign = (await login(app, admin.loginName, admin.password)).sign;
      const partner = new TestSyncClient(app, sign);
      const { album, tracks } = await seedAlbum(db, orgId, { reviewStatus: 10 });
      expect(await partner.send('submitForReview', { entityId: album.id })).toMatchObject({
        record: { reviewStatus: 11 },
      });
      return { orgId, sign, partner, album, tracks };
    }

    async function staffPair() {
      const { app, db } = ctx();
      const { orgId } = await demoUserId(db, 'demo-staff');
      const other = await createUser(db, orgId, ['staff']);
      return {
        a: (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign,
        b: (await login(app, other.loginName, other.password)).sign,
      };
    }

    const decide = (sign: string, json: Record<string, unknown>, language?: string) =>
      call<AlbumResult>(ctx().app, DECIDE, { sign, json, language });

    it('of parallel claims exactly one wins; the other reviewer is refused in their language', async () => {
      const { app } = ctx();
      const { album } = await submittedAlbum();
      const { a, b } = await staffPair();
      const order = [a, b, a, b, b, a];
      const claims = await Promise.all(
        order.map((sign) =>
          call(app, REVIEW_PATHS.claim, { sign, json: { orgId: album.orgId, albumId: album.id } }),
        ),
      );
      // the winner may renew its own claim; the other reviewer is refused every time
      const winners = new Set(order.filter((_, i) => claims[i].status === 200));
      expect(winners.size).toBe(1);
      const loser = winners.has(a) ? b : a;
      expect(claims.filter((res) => res.status === 409).length).toBe(3);
      expect(claims.every((res, i) => (order[i] === loser) === (res.status === 409))).toBe(true);
      const refused = await decide(
        loser,
        { orgId: album.orgId, albumId: album.id, action: 'approve' },
        'en',
      );
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('reviewClaimed');
      expect(refused.body.msg).toMatch(/is reviewing this album.*30 min/);
      const refusedZh = await call(app, REVIEW_PATHS.claim, {
        sign: loser,
        json: { orgId: album.orgId, albumId: album.id },
        language: 'zh-hans',
      });
      expect(refusedZh.body.msg).toContain('正在审核这张专辑');
      // the refused decision wrote nothing
      const page = await call<ReviewPage>(app, REVIEW_PATHS.album, {
        sign: loser,
        query: { orgId: album.orgId, albumId: album.id },
      });
      expect(page.body.result.history.map((e) => e.decision)).toEqual(['submitted']);
      expect(page.body.result.album).toMatchObject({ reviewStatus: 11 });
    });

    it('a stale claim expires on the server clock, and a decision frees the album', async () => {
      const { app } = ctx();
      const { album } = await submittedAlbum();
      const { a, b } = await staffPair();
      expect(
        (
          await call(app, REVIEW_PATHS.claim, {
            sign: a,
            json: { orgId: album.orgId, albumId: album.id },
          })
        ).status,
      ).toBe(200);
      clock.advance(REVIEW_CLAIM_MS - 1000);
      expect(
        (
          await call(app, REVIEW_PATHS.claim, {
            sign: b,
            json: { orgId: album.orgId, albumId: album.id },
          })
        ).status,
      ).toBe(409);
      clock.advance(2000);
      expect(
        (
          await call(app, REVIEW_PATHS.claim, {
            sign: b,
            json: { orgId: album.orgId, albumId: album.id },
          })
        ).status,
      ).toBe(200);
      // b decides the content stage, which frees the album for a at OP-SP review
      expect(
        (await decide(b, { orgId: album.orgId, albumId: album.id, action: 'approve' })).status,
      ).toBe(200);
      expect(
        (
          await call(app, REVIEW_PATHS.claim, {
            sign: a,
            json: { orgId: album.orgId, albumId: album.id },
          })
        ).status,
      ).toBe(200);
      // a reviewer may give an album up by hand
      expect(
        (
          await call(app, REVIEW_PATHS.release, {
            sign: a,
            json: { orgId: album.orgId, albumId: album.id },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(app, REVIEW_PATHS.claim, {
            sign: b,
            json: { orgId: album.orgId, albumId: album.id },
          })
        ).status,
      ).toBe(200);
    });

    it('content approval keeps the album pending; OP-SP approval gives 12 and tells the partner', async () => {
      const { app, db } = ctx();
      const { orgId, sign, partner, album, tracks } = await submittedAlbum();
      const { a } = await staffPair();
      const content = await decide(a, {
        orgId: album.orgId,
        albumId: album.id,
        action: 'approve',
        stage: 'content',
      });
      expect(content.status).toBe(200);
      expect(content.body.result.album).toMatchObject({ reviewStatus: 11 });
      // the partner's edits stay refused while the review runs (the album is frozen in 11)
      await partner.pullAll();
      expect(
        await partner.send('update', {
          entity: 'track',
          entityId: tracks[0].id,
          payload: { name: 'Changed during review' },
        }),
      ).toMatchObject({ status: 'rejected', reason: 'locked' });
      // a decision for a stage the album left is refused
      const stale = await decide(a, {
        orgId: album.orgId,
        albumId: album.id,
        action: 'approve',
        stage: 'content',
      });
      expect([stale.status, stale.body.result]).toEqual([409, { code: 'review-stage-mismatch' }]);
      const queue = await call<ReviewQueuePage>(app, REVIEW_PATHS.queue, {
        sign: a,
        query: { orgId },
      });
      expect(queue.body.result.list).toMatchObject([{ albumId: album.id, stage: 'opSp' }]);

      const final = await decide(a, { orgId: album.orgId, albumId: album.id, action: 'approve' });
      expect(final.body.result.album).toMatchObject({ reviewStatus: 12 });
      await partner.pullAll();
      expect(partner.records.get(album.id)).toMatchObject({ reviewStatus: 12 });
      const history = await call<{ list: ReviewEvent[] }>(app, REVIEW_PATHS.history, {
        sign,
        query: { albumId: album.id },
      });
      expect(history.body.result.list).toMatchObject([
        { decision: 'approved', stage: 'opSp', actorName: null },
        { decision: 'approved', stage: 'content', actorName: null },
        { decision: 'submitted', stage: null, reviewType: 11 },
      ]);
      const { rows } = await db.query<{ title_zh: string; title_en: string }>(
        'SELECT title_zh, title_en FROM sys_messages WHERE org_id = $1',
        [orgId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].title_en).toMatch(/approved$/);
      expect(rows[0].title_zh).toContain('审核通过');
    });

    it('rejects at either stage with a common reason and words, and the partner reads both', async () => {
      const { app, db } = ctx();
      const { orgId, sign, partner, album } = await submittedAlbum();
      const { a } = await staffPair();
      const other = await decide(a, {
        orgId: album.orgId,
        albumId: album.id,
        action: 'reject',
        reasonCode: 'other',
      });
      expect([other.status, other.body.result]).toEqual([409, { code: 'review-reason-required' }]);
      const rejected = await decide(a, {
        orgId: album.orgId,
        albumId: album.id,
        action: 'reject',
        reasonCode: 'cover-quality',
        reason: '封面有水印',
      });
      expect(rejected.body.result.album).toMatchObject({
        reviewStatus: 13,
        rejectStage: 'content',
        rejectReasonCode: 'cover-quality',
        rejectReason: '封面有水印',
      });
      const notice = await db.query<{ content_zh: string; content_en: string }>(
        'SELECT content_zh, content_en FROM sys_messages WHERE org_id = $1',
        [orgId],
      );
      expect(notice.rows[0].content_en).toContain('The cover does not meet the requirements');
      expect(notice.rows[0].content_en).toContain('Content review');
      expect(notice.rows[0].content_zh).toContain('封面不符合要求');
      expect(notice.rows[0].content_zh).toContain('封面有水印');

      // fixed and resubmitted: a new round at content review, rejected at OP-SP with a code only
      await partner.pullAll();
      expect(await partner.send('submitForReview', { entityId: album.id })).toMatchObject({
        record: { reviewStatus: 11, rejectReasonCode: null, rejectReason: null },
      });
      await decide(a, { orgId: album.orgId, albumId: album.id, action: 'approve' });
      const opSp = await decide(a, {
        orgId: album.orgId,
        albumId: album.id,
        action: 'reject',
        reasonCode: 'territory-terms',
      });
      expect(opSp.body.result.album).toMatchObject({
        reviewStatus: 13,
        rejectStage: 'opSp',
        rejectReasonCode: 'territory-terms',
        rejectReason: null,
      });
      const history = await call<{ list: ReviewEvent[] }>(app, REVIEW_PATHS.history, {
        sign,
        query: { albumId: album.id },
      });
      expect(history.body.result.list.map((e) => [e.decision, e.stage, e.reasonCode])).toEqual([
        ['rejected', 'opSp', 'territory-terms'],
        ['approved', 'content', null],
        ['submitted', null, null],
        ['rejected', 'content', 'cover-quality'],
        ['submitted', null, null],
      ]);
    });

    it('lists the queue oldest first, filtered by organisation, type and waiting time, with counts', async () => {
      const { app, db } = ctx();
      const { a } = await staffPair();
      const first = await submittedAlbum();
      const second = await submittedAlbum();
      // a modification (16) of the first organisation
      const { album: modified } = await seedAlbum(db, first.orgId, { reviewStatus: 14 });
      await first.partner.pullAll();
      expect(await first.partner.send('submitForReview', { entityId: modified.id })).toMatchObject({
        record: { reviewStatus: 16 },
      });
      // submissions are stamped with the write's time: move the first one three hours back
      await db.query(
        "UPDATE review_events SET created_at = created_at - interval '3 hours' WHERE album_id = $1",
        [first.album.id],
      );
      clock.set(Date.now());
      const queue = (query: Record<string, string>) =>
        call<ReviewQueuePage>(app, REVIEW_PATHS.queue, { sign: a, query });

      const all = (await queue({ size: '100' })).body.result;
      const ids = all.list.map((item) => item.albumId);
      expect(ids.indexOf(first.album.id)).toBeLessThan(ids.indexOf(second.album.id));
      expect(all.counts.newAlbums + all.counts.modifications).toBe(all.total);
      expect(all.counts.byOrg).toContainEqual(
        expect.objectContaining({ orgId: first.orgId, count: 2 }),
      );
      const ofFirst = (await queue({ orgId: first.orgId })).body.result;
      expect(ofFirst.list.map((item) => [item.albumId, item.type])).toEqual([
        [first.album.id, 11],
        [modified.id, 16],
      ]);
      expect(ofFirst.list[0].waitingMs).toBeGreaterThanOrEqual(3 * 3_600_000);
      const mods = (await queue({ orgId: first.orgId, type: '16' })).body.result;
      expect(mods.list.map((item) => item.albumId)).toEqual([modified.id]);
      const waited = (await queue({ orgId: first.orgId, minWaitHours: '2' })).body.result;
      expect(waited.list.map((item) => item.albumId)).toEqual([first.album.id]);
      const bad = await queue({ type: '12' });
      expect(bad.status).toBe(422);
    });

    it('keeps the queue, the review page and claims to the back office; history to its organisation', async () => {
      const { app, db } = ctx();
      const { album, orgId } = await submittedAlbum();
      // an administrator of another partner, and a member of the album's own organisation
      const stranger = await createUser(db, await createOrganisation(db), ['admin']);
      const strangerSign = (await login(app, stranger.loginName, stranger.password)).sign;
      // a partner's member given the staff role is not the back office
      const fakeStaff = await createUser(db, orgId, ['staff']);
      const fakeSign = (await login(app, fakeStaff.loginName, fakeStaff.password)).sign;
      for (const sign of [strangerSign, fakeSign]) {
        expect((await call(app, REVIEW_PATHS.queue, { sign })).status).toBe(403);
        expect(
          (
            await call(app, REVIEW_PATHS.album, {
              sign,
              query: { orgId: album.orgId, albumId: album.id },
            })
          ).status,
        ).toBe(403);
        expect(
          (
            await call(app, REVIEW_PATHS.claim, {
              sign,
              json: { orgId: album.orgId, albumId: album.id },
            })
          ).status,
        ).toBe(403);
        expect(
          (await decide(sign, { orgId: album.orgId, albumId: album.id, action: 'approve' })).status,
        ).toBe(403);
      }
      const claims = await db.query('SELECT 1 FROM review_claims WHERE album_id = $1', [album.id]);
      expect(claims.rows).toHaveLength(0);
      const foreign = await call(app, REVIEW_PATHS.history, {
        sign: strangerSign,
        query: { albumId: album.id },
      });
      const nobody = await call(app, REVIEW_PATHS.history, {
        sign: strangerSign,
        query: { albumId: randomUUID() },
      });
      expect([foreign.status, foreign.text]).toEqual([nobody.status, nobody.text]);
      expect(foreign.status).toBe(404);
    });

    it('the review page carries the album, its content, letters, approved content and claim', async () => {
      const { app, db } = ctx();
      const { a } = await staffPair();
      const { orgId } = await demoUserId(db, 'demo-admin');
      const { album, tracks, letterId } = await seedAlbum(db, orgId, { reviewStatus: 16 });
      await call(app, REVIEW_PATHS.claim, {
        sign: a,
        json: { orgId: album.orgId, albumId: album.id },
      });
      const page = (
        await call<ReviewPage>(app, REVIEW_PATHS.album, {
          sign: a,
          query: { orgId: album.orgId, albumId: album.id },
        })
      ).body.result;
      expect(page.orgId).toBe(orgId);
      // both names: the reviewer reads the organisation in their own language
      const org = await db.query<{ name: string; name_en: string }>(
        'SELECT name, name_en FROM organisations WHERE id = $1',
        [orgId],
      );
      expect(page).toMatchObject({ orgName: org.rows[0]?.name, orgNameEn: org.rows[0]?.name_en });
      expect(page.stage).toBe('content');
      expect(page.claim).toMatchObject({ isMine: true });
      expect(page.content.filter((e) => e.entity === 'track').map((e) => e.record.id)).toEqual(
        expect.arrayContaining(tracks.map((t) => t.id)),
      );
      expect(page.authorizations.map((l) => l.id)).toEqual([letterId]);
      expect(page.approved?.[0]).toMatchObject({ entity: 'album', record: { id: album.id } });
      const missing = await call(app, REVIEW_PATHS.album, {
        sign: a,
        query: { orgId, albumId: randomUUID() },
      });
      expect(missing.status).toBe(404);
    });
  });
}

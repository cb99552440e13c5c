// Contract: an approved modification of an album a channel has (22) shows 23 on that channel and
// queues an update, delivered as a new message for the same release; the channel's answer brings
// it back to 22. An update whose channel was taken down meanwhile is dropped, nothing sent.
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/clock';
import { albumChannelStates } from '../../src/distribution/albumChannelStore';
import { albumBatches } from '../../src/distribution/batchStore';
import { useApprovedAlbum } from '../approvedAlbum';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { useApp } from '../suite';

const REVIEW = '/api/backoffice/album/review.json';

export function describeAlbumUpdateContract(backend: TestBackend): void {
  describe('updates after an approved modification', () => {
    const clock = createTestClock(Date.now());
    const ctx = useApp(backend, { clock });
    const fx = useApprovedAlbum(ctx, clock, 'rpp-update-');

    const album = async () =>
      (
        await ctx().db.query<{ version: number; release: number; review: number }>(
          `SELECT version::int AS version, (data ->> 'releaseStatus')::int AS release,
              (data ->> 'reviewStatus')::int AS review FROM albums WHERE id = $1`,
          [fx.albumId],
        )
      ).rows[0];
    const stateOn = async (channelId: string) =>
      (await albumChannelStates(ctx().db, fx.orgId, fx.albumId)).find(
        (s) => s.channelId === channelId,
      );
    const batchesOn = async (channelId: string) =>
      (await albumBatches(ctx().db, fx.orgId, fx.albumId)).filter((b) => b.channelId === channelId);
    /** The partner's modification is submitted (16) and staff approve it at both stages. */
    const approveModification = async () => {
      await ctx().db.query(
        `UPDATE albums SET data = jsonb_set(data, '{reviewStatus}', '16') WHERE id = $1`,
        [fx.albumId],
      );
      const staff = (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign;
      // content then OP-SP; without a fresh submission event the content stage may count as passed
      for (let stage = 0; stage < 2 && (await album()).review !== 12; stage += 1) {
        const r = await call(ctx().app, REVIEW, {
          sign: staff,
          json: { orgId: fx.orgId, albumId: fx.albumId, action: 'approve' },
        });
        expect(r.status).toBe(200);
      }
      expect((await album()).review).toBe(12);
    };

    it('a channel that has the album shows 23, gets the update as a new message, and 22 on the answer', async () => {
      const { db } = ctx();
      const channelId = await fx.folderChannel('update-folder', 'upd');
      await fx.request([channelId]);
      expect((await fx.runner().drain()).map((s) => s.outcome)).toEqual(['done']);
      const [first] = await batchesOn(channelId);
      fx.answer('upd', first);
      expect(await fx.poll()).toBe(1);
      expect((await stateOn(channelId))?.state).toBe(22);

      await approveModification();
      expect((await stateOn(channelId))?.state).toBe(23);
      expect((await album()).release).toBe(23);
      const queued = await db.query<{ kind: string }>(
        `SELECT payload ->> 'kind' AS kind FROM jobs
          WHERE kind = 'distribution.delivery' AND state = 'queued' AND payload ->> 'channelId' = $1`,
        [channelId],
      );
      expect(queued.rows.map((r) => r.kind)).toEqual(['update']);

      expect((await fx.runner().drain()).map((s) => s.outcome)).toEqual(['done']);
      const update = (await batchesOn(channelId)).find((b) => b.kind === 'update');
      expect(update).toBeDefined();
      expect(update?.messageId).not.toBe(first.messageId);
      expect(update?.releaseDir).toBe(first.releaseDir);
      // sent, not yet answered: still 23 (the channel has the old content)
      const sent = await stateOn(channelId);
      expect(sent).toMatchObject({ state: 23, lastBatchId: update?.batchId });
      expect(sent?.sentAt).not.toBeNull();

      fx.answer('upd', update!);
      expect(await fx.poll()).toBe(1);
      expect(await stateOn(channelId)).toMatchObject({ state: 22, answerCode: 'FileOK' });
      expect((await album()).release).toBe(22);
    });

    it('an update whose channel was taken off shelf meanwhile is dropped and nothing is sent', async () => {
      await approveModification();
      const channel = (await albumChannelStates(ctx().db, fx.orgId, fx.albumId)).find(
        (s) => s.state === 23,
      );
      expect(channel).toBeDefined();
      const before = (await batchesOn(channel!.channelId)).length;
      await fx.request([channel!.channelId], 'takedown');
      const outcomes = await fx.runner().drain();
      // the update is done without a batch; the takedown goes out
      expect(outcomes.map((s) => s.outcome)).toEqual(['done', 'done']);
      const after = await batchesOn(channel!.channelId);
      expect(after.length - before).toBe(1);
      expect(after[0].kind).toBe('takedown');
    });
  });
}

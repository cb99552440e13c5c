// Contract: an approved modification of an album a channel has (22) shows 23 on that channel and
// queues an update, delivered as a new message for the same release; the channel's answer brings
// it back to 22. An update whose channel was taken down meanwhile is dropped, nothing sent.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/clock';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { pollAcknowledgements } from '../../src/distribution/ackPollJob';
import { albumChannelStates } from '../../src/distribution/albumChannelStore';
import { albumBatches, type BatchSummary } from '../../src/distribution/batchStore';
import { insertChannel } from '../../src/distribution/channelStore';
import { deliveryHandler } from '../../src/distribution/deliveryJob';
import { requestDelivery } from '../../src/distribution/requestDelivery';
import { createJobRunner } from '../../src/jobs/runner';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { restoreDemoObjects } from '../demoObjects';
import { useApp } from '../suite';
import { channelFields } from './distributionStore';

const SECRET = 'test-signing-secret-0123456789abcdef';
const REVIEW = '/api/backoffice/album/review.json';
const HOUR = 3_600_000;

export function describeAlbumUpdateContract(backend: TestBackend): void {
  describe('updates after an approved modification', () => {
    const clock = createTestClock(Date.now());
    const ctx = useApp(backend, { clock });
    let deliveries = '';
    let orgId = '';
    let albumId = '';

    beforeAll(async () => {
      deliveries = mkdtempSync(path.join(os.tmpdir(), 'rpp-update-'));
      const { db, store } = ctx();
      await restoreDemoObjects(db, store);
      orgId = (
        await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
          DEMO_ORGANISATIONS.partner.name,
        ])
      ).rows[0].id;
      albumId = (
        await db.query<{ id: string }>(
          `SELECT id FROM albums WHERE org_id = $1 AND data ->> 'name' = '城市夜色'`,
          [orgId],
        )
      ).rows[0].id;
    });
    afterAll(() => rmSync(deliveries, { recursive: true, force: true }));

    const runner = () =>
      createJobRunner({
        db: ctx().db,
        clock,
        handlers: [
          deliveryHandler({
            db: ctx().db,
            store: ctx().store,
            secret: SECRET,
            deliveriesDir: deliveries,
          }),
        ],
        random: () => 0,
      });
    const album = async () =>
      (
        await ctx().db.query<{ version: number; release: number; review: number }>(
          `SELECT version::int AS version, (data ->> 'releaseStatus')::int AS release,
              (data ->> 'reviewStatus')::int AS review FROM albums WHERE id = $1`,
          [albumId],
        )
      ).rows[0];
    const stateOn = async (channelId: string) =>
      (await albumChannelStates(ctx().db, orgId, albumId)).find((s) => s.channelId === channelId);
    const batchesOn = async (channelId: string) =>
      (await albumBatches(ctx().db, orgId, albumId)).filter((b) => b.channelId === channelId);
    const acknowledge = async (folder: string, batch: BatchSummary) => {
      writeFileSync(
        path.join(
          deliveries,
          folder,
          batch.batchId,
          batch.releaseDir,
          `ACK_${batch.releaseDir}.xml`,
        ),
        `<?xml version="1.0"?><FtpAcknowledgementMessage><AcknowledgedFile><FileName>${batch.releaseDir}.xml</FileName><FileStatus>FileOK</FileStatus></AcknowledgedFile></FtpAcknowledgementMessage>`,
      );
      clock.advance(HOUR);
      return (
        await pollAcknowledgements(
          { db: ctx().db, secret: SECRET, deliveriesDir: deliveries },
          () => clock.now(),
        )
      ).moved;
    };
    /** The partner's modification is submitted (16) and staff approve it at both stages. */
    const approveModification = async () => {
      await ctx().db.query(
        `UPDATE albums SET data = jsonb_set(data, '{reviewStatus}', '16') WHERE id = $1`,
        [albumId],
      );
      const staff = (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign;
      // content then OP-SP; without a fresh submission event the content stage may count as passed
      for (let stage = 0; stage < 2 && (await album()).review !== 12; stage += 1) {
        const r = await call(ctx().app, REVIEW, {
          sign: staff,
          json: { albumId, action: 'approve' },
        });
        expect(r.status).toBe(200);
      }
      expect((await album()).review).toBe(12);
    };

    it('a channel that has the album shows 23, gets the update as a new message, and 22 on the answer', async () => {
      const { db } = ctx();
      const channel = await insertChannel(
        db,
        { fields: channelFields('update-folder', { endpoint: { kind: 'folder', folder: 'upd' } }) },
        SECRET,
        clock.now(),
      );
      await requestDelivery(db, clock, {
        orgId,
        albumId,
        albumVersion: (await album()).version,
        channelIds: [channel.id],
        kind: 'release',
      });
      expect((await runner().drain()).map((s) => s.outcome)).toEqual(['done']);
      const [first] = await batchesOn(channel.id);
      expect(await acknowledge('upd', first)).toBe(1);
      expect((await stateOn(channel.id))?.state).toBe(22);

      await approveModification();
      expect((await stateOn(channel.id))?.state).toBe(23);
      expect((await album()).release).toBe(23);
      const queued = await db.query<{ kind: string }>(
        `SELECT payload ->> 'kind' AS kind FROM jobs
          WHERE kind = 'distribution.delivery' AND state = 'queued' AND payload ->> 'channelId' = $1`,
        [channel.id],
      );
      expect(queued.rows.map((r) => r.kind)).toEqual(['update']);

      expect((await runner().drain()).map((s) => s.outcome)).toEqual(['done']);
      const update = (await batchesOn(channel.id)).find((b) => b.kind === 'update');
      expect(update).toBeDefined();
      expect(update?.messageId).not.toBe(first.messageId);
      expect(update?.releaseDir).toBe(first.releaseDir);
      // sent, not yet answered: still 23 (the channel has the old content)
      const sent = await stateOn(channel.id);
      expect(sent).toMatchObject({ state: 23, lastBatchId: update?.batchId });
      expect(sent?.sentAt).not.toBeNull();

      expect(await acknowledge('upd', update!)).toBe(1);
      expect(await stateOn(channel.id)).toMatchObject({ state: 22, answerCode: 'FileOK' });
      expect((await album()).release).toBe(22);
    });

    it('an update whose channel was taken off shelf meanwhile is dropped and nothing is sent', async () => {
      const { db } = ctx();
      await approveModification();
      const channel = (await albumChannelStates(db, orgId, albumId)).find((s) => s.state === 23);
      expect(channel).toBeDefined();
      const before = (await batchesOn(channel!.channelId)).length;
      await requestDelivery(db, clock, {
        orgId,
        albumId,
        albumVersion: (await album()).version,
        channelIds: [channel!.channelId],
        kind: 'takedown',
      });
      const outcomes = await runner().drain();
      // the update is done without a batch; the takedown goes out
      expect(outcomes.map((s) => s.outcome)).toEqual(['done', 'done']);
      const after = await batchesOn(channel!.channelId);
      expect(after.length - before).toBe(1);
      expect(after[0].kind).toBe('takedown');
    });
  });
}

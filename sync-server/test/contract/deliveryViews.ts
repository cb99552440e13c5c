// Contract: what each channel was told and when. After a delivery and its acknowledgement, the
// partner and the back office list the album's batches (files, hashes, times, the answer) and
// download the message, manifest and acknowledgement as kept; another organisation reads nothing
// (404, as an album nobody has), a partner gets 403 on the back office's calls, bad input is a 422.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, HEADER_TOKEN } from '../../../src/domain/api';
import {
  DELIVERY_PATHS,
  type AlbumBatchesResult,
} from '../../../src/domain/distribution/deliveries';
import { createTestClock } from '../../src/clock';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { pollAcknowledgements } from '../../src/distribution/ackPollJob';
import { insertChannel } from '../../src/distribution/channelStore';
import { deliveryHandler } from '../../src/distribution/deliveryJob';
import { requestDelivery } from '../../src/distribution/requestDelivery';
import { createJobRunner } from '../../src/jobs/runner';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { restoreDemoObjects } from '../demoObjects';
import { createOrganisation, createUser } from '../fixtures';
import { useApp } from '../suite';
import { channelFields } from './distributionStore';

const SECRET = 'test-signing-secret-0123456789abcdef';
const ACK = `<?xml version="1.0"?><FtpAcknowledgementMessage><FileStatus>ErrorInXml</FileStatus><ErrorText>Cover below 3000 px</ErrorText></FtpAcknowledgementMessage>`;

export function describeDeliveryViewsContract(backend: TestBackend): void {
  describe('what each channel was told', () => {
    const clock = createTestClock(Date.now());
    const ctx = useApp(backend, { clock });
    let deliveries = '';
    let orgId = '';
    let albumId = '';
    let admin = '';
    let staff = '';

    beforeAll(async () => {
      deliveries = mkdtempSync(path.join(os.tmpdir(), 'rpp-views-'));
      const { db, store, app } = ctx();
      await restoreDemoObjects(db, store);
      orgId = (
        await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
          DEMO_ORGANISATIONS.partner.name,
        ])
      ).rows[0].id;
      const album = (
        await db.query<{ id: string; version: number }>(
          `SELECT id, version::int AS version FROM albums WHERE org_id = $1 AND data ->> 'name' = '城市夜色'`,
          [orgId],
        )
      ).rows[0];
      albumId = album.id;
      const channel = await insertChannel(
        db,
        { fields: channelFields('views-folder', { endpoint: { kind: 'folder', folder: 'v' } }) },
        SECRET,
        clock.now(),
      );
      await requestDelivery(db, clock, {
        orgId,
        albumId,
        albumVersion: album.version,
        channelIds: [channel.id],
        kind: 'release',
      });
      const runner = createJobRunner({
        db,
        clock,
        handlers: [deliveryHandler({ db, store, secret: SECRET, deliveriesDir: deliveries })],
        random: () => 0,
      });
      expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
      const { rows } = await db.query<{ batch_id: string; release_dir: string }>(
        'SELECT batch_id, release_dir FROM delivery_batches WHERE channel_id = $1',
        [channel.id],
      );
      // the channel's answer beside the message: ACK_<message file>
      writeFileSync(
        path.join(
          deliveries,
          'v',
          rows[0].batch_id,
          rows[0].release_dir,
          `ACK_${rows[0].release_dir}.xml`,
        ),
        ACK,
      );
      const polled = await pollAcknowledgements(
        { db, secret: SECRET, deliveriesDir: deliveries },
        () => clock.now(),
      );
      expect(polled.moved).toBe(1);
      admin = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
    });
    afterAll(() => rmSync(deliveries, { recursive: true, force: true }));

    const download = (url: string, sign: string, query: Record<string, string>) =>
      ctx().app.inject({ method: 'GET', url, headers: { [HEADER_TOKEN]: sign }, query });

    it('the partner and staff see each batch with its files, hashes, times and answer, and download what was sent', async () => {
      const { app } = ctx();
      // the back office names the album with its organisation (albums are keyed by (org_id, id))
      for (const [url, sign, query] of [
        [apiUrl(DELIVERY_PATHS.partnerBatches), admin, { albumId }],
        [apiUrl(DELIVERY_PATHS.staffBatches), staff, { orgId, albumId }],
      ] as const) {
        const r = await call<AlbumBatchesResult>(app, url, { sign, query });
        expect(r.status, url).toBe(200);
        const [batch] = r.body.result.batches;
        expect(batch).toMatchObject({
          channelCode: 'views-folder',
          kind: 'release',
          state: 'answered',
          acks: [{ fileStatus: 'ErrorInXml', ok: false, errorText: 'Cover below 3000 px' }],
        });
        expect(batch.completedAt).not.toBeNull();
        expect(batch.files.map((f) => f.role)).toContain('manifest');
        expect(batch.files.every((f) => f.writtenAt !== null)).toBe(true);

        const fileUrl = apiUrl(
          url.includes('backoffice')
            ? DELIVERY_PATHS.staffBatchFile
            : DELIVERY_PATHS.partnerBatchFile,
        );
        const message = await download(fileUrl, sign, { id: batch.id, file: 'message' });
        expect(message.statusCode).toBe(200);
        expect(message.headers['content-type']).toContain('application/xml');
        expect(createHash('sha256').update(message.rawPayload).digest('hex')).toBe(
          batch.messageSha256,
        );
        const manifest = await download(fileUrl, sign, { id: batch.id, file: 'manifest' });
        const kept = batch.files.find((f) => f.role === 'manifest');
        expect(createHash('sha256').update(manifest.rawPayload).digest('hex')).toBe(kept?.sha256);
        const ack = await download(fileUrl, sign, { id: batch.id, file: 'ack' });
        expect(ack.payload).toBe(ACK);
        expect(createHash('sha256').update(ack.rawPayload).digest('hex')).toBe(
          batch.acks[0].sha256,
        );
      }
    });

    it('another organisation reads nothing, a partner cannot use the staff calls, bad input is a 422', async () => {
      const { app, db } = ctx();
      const mine = await call<AlbumBatchesResult>(app, apiUrl(DELIVERY_PATHS.partnerBatches), {
        sign: admin,
        query: { albumId },
      });
      const batchRef = mine.body.result.batches[0].id;
      const stranger = await createUser(db, await createOrganisation(db), ['admin']);
      const other = (await login(app, stranger.loginName, stranger.password)).sign;
      const list = await call(app, apiUrl(DELIVERY_PATHS.partnerBatches), {
        sign: other,
        query: { albumId },
      });
      expect([list.status, list.body.code]).toEqual([404, 'notFound']);
      for (const file of ['message', 'manifest', 'ack']) {
        const r = await download(apiUrl(DELIVERY_PATHS.partnerBatchFile), other, {
          id: batchRef,
          file,
        });
        expect(r.statusCode, file).toBe(404);
        expect(r.payload).not.toContain('<');
      }
      for (const url of [
        apiUrl(DELIVERY_PATHS.staffBatches),
        apiUrl(DELIVERY_PATHS.staffBatchFile),
      ]) {
        const r = await call(app, url, {
          sign: admin,
          query: { albumId, id: batchRef, file: 'message' },
        });
        expect(r.status, url).toBe(403);
      }
      const bad = await call(app, apiUrl(DELIVERY_PATHS.partnerBatchFile), {
        sign: admin,
        language: 'en',
        query: { id: batchRef, file: 'zip' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.msg).not.toBe('');
      const badAlbum = await call(app, apiUrl(DELIVERY_PATHS.staffBatches), {
        sign: staff,
        language: 'zh-Hans',
        query: { albumId: 'not-an-id' },
      });
      expect(badAlbum.status).toBe(422);
    });
  });
}

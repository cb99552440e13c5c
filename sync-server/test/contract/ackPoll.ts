// Contract: the acknowledgement poll reads each channel on its own rhythm (ackPollSeconds, the
// clock moved, not the machine's) and one channel that cannot be read (its SFTP server down) is
// kept as that channel's error while the others are read in the same run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/clock';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { pollAcknowledgements } from '../../src/distribution/ackPollJob';
import { albumChannelStates } from '../../src/distribution/albumChannelStore';
import { albumBatches } from '../../src/distribution/batchStore';
import { insertChannel } from '../../src/distribution/channelStore';
import { deliveryHandler } from '../../src/distribution/deliveryJob';
import { requestDelivery } from '../../src/distribution/requestDelivery';
import { createJobRunner } from '../../src/jobs/runner';
import type { TestBackend } from '../backends';
import { restoreDemoObjects } from '../demoObjects';
import { useApp } from '../suite';
import { channelFields } from './distributionStore';

const SECRET = 'test-signing-secret-0123456789abcdef';
const MINUTE = 60_000;

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function describeAckPollContract(backend: TestBackend): void {
  describe('acknowledgement poll per channel', () => {
    const ctx = useApp(backend);
    const clock = createTestClock(Date.parse('2027-03-01T08:00:00Z'));
    let deliveries = '';

    beforeAll(() => {
      deliveries = mkdtempSync(path.join(os.tmpdir(), 'rpp-ackpoll-'));
    });
    afterAll(() => rmSync(deliveries, { recursive: true, force: true }));

    it('reads each channel on its own period, and a channel that fails does not stop the others', async () => {
      const { db, store } = ctx();
      await restoreDemoObjects(db, store);
      const orgId = (
        await db.query<{ id: string }>('SELECT id FROM organisations WHERE name = $1', [
          DEMO_ORGANISATIONS.partner.name,
        ])
      ).rows[0].id;
      const albumId = (
        await db.query<{ id: string }>(
          `SELECT id FROM albums WHERE org_id = $1 AND data ->> 'name' = '城市夜色'`,
          [orgId],
        )
      ).rows[0].id;
      // 'aa-down' sorts before 'zz-folder': the failing channel is read first
      const down = await insertChannel(
        db,
        {
          fields: channelFields('aa-down', {
            endpoint: {
              kind: 'sftp',
              host: '127.0.0.1',
              port: await closedPort(),
              username: 'dsp',
              remoteRoot: 'inbox',
              hostKeySha256: `SHA256:${'A'.repeat(43)}`,
            },
            ackPollSeconds: 600,
          }),
          secret: { password: 'never-used' },
        },
        SECRET,
        clock.now(),
      );
      const folder = await insertChannel(
        db,
        {
          fields: channelFields('zz-folder', {
            endpoint: { kind: 'folder', folder: 'zz' },
            ackPollSeconds: 3600,
          }),
        },
        SECRET,
        clock.now(),
      );
      const { rows } = await db.query<{ version: number }>(
        'SELECT version::int AS version FROM albums WHERE id = $1',
        [albumId],
      );
      await requestDelivery(db, clock, {
        orgId,
        albumId,
        albumVersion: rows[0].version,
        channelIds: [folder.id],
        kind: 'release',
      });
      const runner = createJobRunner({
        db,
        clock,
        handlers: [deliveryHandler({ db, store, secret: SECRET, deliveriesDir: deliveries })],
        random: () => 0,
      });
      expect((await runner.drain()).map((s) => s.outcome)).toEqual(['done']);
      // the down channel waits for an answer to a batch it was sent earlier (a copy of the other's)
      await db.query(
        `INSERT INTO delivery_batches (batch_id, channel_id, org_id, album_id, album_version, kind,
           message_id, release_dir, message_file, message_sha256, message_xml, manifest_xml, state,
           created_at)
         SELECT '20270301070000000', $1, org_id, album_id, album_version, kind, message_id,
           release_dir, message_file, message_sha256, message_xml, manifest_xml, 'sent', created_at
           FROM delivery_batches WHERE channel_id = $2`,
        [down.id, folder.id],
      );
      await db.query(
        `INSERT INTO album_channels (org_id, album_id, channel_id, state, last_batch_id, sent_at, updated_at)
         VALUES ($1, $2, $3, 21, '20270301070000000', $4, $4)`,
        [orgId, albumId, down.id, clock.now()],
      );
      const [batch] = (await albumBatches(db, orgId, albumId)).filter(
        (b) => b.channelId === folder.id,
      );
      const poll = () =>
        pollAcknowledgements({ db, secret: SECRET, deliveriesDir: deliveries }, () => clock.now());

      const first = await poll();
      expect(first.failed.map((f) => f.channelId)).toEqual([down.id]);
      expect(first.polled).toContain(folder.id);
      const kept = await db.query<{ error: string | null; at: Date | null }>(
        'SELECT ack_poll_error AS error, ack_poll_failed_at AS at FROM channels WHERE id = $1',
        [down.id],
      );
      expect(kept.rows[0].error).not.toBeNull();
      expect(kept.rows[0].at).not.toBeNull();

      // an answer in the message's place that acknowledges another message (an earlier release's)
      const ackFile = path.join(
        deliveries,
        'zz',
        batch.batchId,
        batch.releaseDir,
        `ACK_${batch.releaseDir}.xml`,
      );
      const echoAck = (messageId: string) =>
        `<?xml version="1.0"?><ErnAcknowledgementStatusMessage><ReleaseStatus><ReleaseId><ICPN>${batch.releaseDir}</ICPN></ReleaseId><ReleaseStatus>Received</ReleaseStatus><Acknowledgement><MessageType>NewReleaseMessage</MessageType><MessageId>${messageId}</MessageId><MessageStatus><Status>FileOK</Status></MessageStatus></Acknowledgement></ReleaseStatus></ErnAcknowledgementStatusMessage>`;
      writeFileSync(ackFile, echoAck(`${batch.messageId}-earlier`));
      // ten minutes on: the down channel (600 s) is due again, the folder channel (3600 s) is not
      clock.advance(10 * MINUTE);
      const second = await poll();
      expect(second.skipped).toContain(folder.id);
      expect(second.failed.map((f) => f.channelId)).toEqual([down.id]);
      expect(second.moved).toBe(0);
      const waiting = (await albumChannelStates(db, orgId, albumId)).find(
        (s) => s.channelId === folder.id,
      );
      expect(waiting?.state).toBe(21);

      // an hour after its last read the folder channel is read: the other message's answer is
      // never applied
      clock.advance(50 * MINUTE);
      const other = await poll();
      expect(other.polled).toContain(folder.id);
      expect(other.moved).toBe(0);
      expect(
        (await albumChannelStates(db, orgId, albumId)).find((s) => s.channelId === folder.id)
          ?.state,
      ).toBe(21);

      // the answer to this batch's message, in the ECHO choreography's place and name (the batch's
      // acknowledgements/ folder, ACK_<date time>_<ReleaseId>.xml), is applied at the next read
      const standardDir = path.join(deliveries, 'zz', batch.batchId, 'acknowledgements');
      mkdirSync(standardDir);
      writeFileSync(
        path.join(standardDir, `ACK_20270301090000_${batch.releaseDir}-other.xml`),
        echoAck(`${batch.messageId}-other`),
      );
      writeFileSync(
        path.join(standardDir, `ACK_20270301090000_${batch.releaseDir}.xml`),
        echoAck(batch.messageId),
      );
      clock.advance(60 * MINUTE);
      const third = await poll();
      expect(third.polled).toContain(folder.id);
      expect(third.moved).toBe(1);
      const answered = (await albumChannelStates(db, orgId, albumId)).find(
        (s) => s.channelId === folder.id,
      );
      expect(answered).toMatchObject({ state: 22, answerCode: 'FileOK' });

      // the clock set back two days (an NTP step, the e2e's moved clock reset): the folder channel
      // is read again within its period, not once the clock has caught up with its last read
      clock.advance(-2 * 24 * 60 * MINUTE);
      expect((await poll()).polled).toContain(folder.id);
      // and a read within a period of the last one is still not due
      clock.advance(1000);
      expect((await poll()).skipped).toContain(folder.id);
    });
  });
}

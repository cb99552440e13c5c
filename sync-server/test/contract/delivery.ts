// Contract: the delivery job end to end over the folder transport (issue 16). A request moves the
// channel to 21 and queues one job; the job writes the DDEX batch (manifest last) and marks it
// sent; a runner stopped mid-batch is resumed by another with no file fetched twice and none
// missing; two runners on one database deliver one batch once; a channel the contract does not
// allow ends in 27 with the reason, after nothing was sent.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/clock';
import { DEMO_CHANNEL_CODE } from '../../src/demo/channel';
import { albumChannelStates } from '../../src/distribution/albumChannelStore';
import { albumBatches, batchFiles } from '../../src/distribution/batchStore';
import { insertChannel } from '../../src/distribution/channelStore';
import type { ObjectStore } from '../../src/storage/objectStore';
import type { ChannelFields } from '../../../src/domain/distribution/channel';
import { DELIVERY_SECRET as SECRET, useApprovedAlbum } from '../approvedAlbum';
import type { TestBackend } from '../backends';
import { runTestChannel } from '../../../tests/channel/testChannel';
import { sshdUnavailable, startSshd } from '../sshd';
import { useApp } from '../suite';
import { channelFields } from './distributionStore';

function sftpEndpoint(fields: ChannelFields) {
  if (fields.endpoint.kind !== 'sftp') throw new Error('an SFTP endpoint was expected');
  return fields.endpoint;
}

/** A loopback port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
const HOUR = 3_600_000;

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}`],
  );
}

/** The store, counting the objects read through it and failing the n-th read when asked. */
function countingStore(store: ObjectStore, failAt = 0): { store: ObjectStore; reads: string[] } {
  const reads: string[] = [];
  const wrapped: ObjectStore = Object.create(store) as ObjectStore;
  wrapped.openRead = async (key, range) => {
    reads.push(key);
    if (reads.length === failAt) throw new Error('server killed mid-batch');
    return store.openRead(key, range);
  };
  return { store: wrapped, reads };
}

export function describeDeliveryContract(backend: TestBackend): void {
  describe('delivery jobs over the folder transport', () => {
    const ctx = useApp(backend);
    const clock = createTestClock(Date.now());
    const fx = useApprovedAlbum(ctx, clock, 'rpp-deliveries-');
    let channelId = '';

    beforeAll(async () => {
      channelId = (
        await ctx().db.query<{ id: string }>('SELECT id FROM channels WHERE code = $1', [
          DEMO_CHANNEL_CODE,
        ])
      ).rows[0].id;
    });

    const albumRelease = async () => {
      const { rows } = await ctx().db.query<{ status: number; version: number }>(
        `SELECT (data ->> 'releaseStatus')::int AS status, version::int AS version FROM albums WHERE id = $1`,
        [fx.albumId],
      );
      return rows[0];
    };

    it('a runner stopped mid-batch is resumed by another: nothing fetched twice, nothing missing, manifest last', async () => {
      const { db, store } = ctx();
      const before = await fx.version();
      const [requested] = await fx.request([channelId]);
      expect(requested.state).toBe(21);
      // the album follows its channels through the versioned path: devices pull it
      expect(await albumRelease()).toEqual({ status: 21, version: before + 1 });
      expect(await fx.request([channelId]).catch((e: Error) => e.message)).toBe('releaseConflict');

      const killed = countingStore(store, 3);
      const first = await fx.runner(killed.store).drain();
      expect(first.map((s) => s.outcome)).toEqual(['retried']);
      const [batch] = await albumBatches(db, fx.orgId, fx.albumId);
      const planned = await batchFiles(db, batch.ref);
      const onDisk = () => filesUnder(path.join(fx.deliveries, 'demo-music', batch.batchId)).sort();
      expect(onDisk()).toHaveLength(2);
      expect(onDisk()).not.toContain(`BatchComplete_${batch.batchId}.xml`);
      expect((await albumChannelStates(db, fx.orgId, fx.albumId))[0].state).toBe(21);

      clock.advance(HOUR);
      const resumed = countingStore(store);
      const second = await fx.runner(resumed.store).drain();
      expect(second.map((s) => s.outcome)).toEqual(['done']);
      const resources = planned.filter((f) => f.role === 'resource');
      // the two files the killed run finished are not fetched again; every other one once
      expect(resumed.reads).toHaveLength(resources.length - 2);
      expect(new Set(resumed.reads).size).toBe(resumed.reads.length);
      expect(onDisk()).toEqual(planned.map((f) => f.path).sort());
      for (const f of planned) {
        const bytes = readFileSync(path.join(fx.deliveries, 'demo-music', batch.batchId, f.path));
        expect(createHash('sha256').update(bytes).digest('hex'), f.path).toBe(f.sha256);
      }
      const message = readFileSync(
        path.join(fx.deliveries, 'demo-music', batch.batchId, batch.messageFile),
        'utf8',
      );
      for (const f of resources) expect(message).toContain(f.sha256);
      // sent as the install's configured sender (the demo's test DPID), to the channel's DPID
      expect(message).toMatch(
        /<MessageSender>\s*<PartyId>PADPIDA2026DEMO027<\/PartyId>\s*<PartyName>\s*<FullName>Rights Partner Portal \(demo\)<\/FullName>/,
      );
      expect(message).toMatch(/<MessageRecipient>\s*<PartyId>PADPIDA2026DEMO019<\/PartyId>/);
      expect((await batchFiles(db, batch.ref)).every((f) => f.writtenAt !== null)).toBe(true);
      const [state] = await albumChannelStates(db, fx.orgId, fx.albumId);
      expect(state).toMatchObject({
        state: 21,
        lastBatchId: batch.batchId,
        lastMessageId: batch.messageId,
      });
      expect(state.sentAt).not.toBeNull();

      // no answer yet: the album waits in 21, its age told by sentAt
      // each poll a period later: a channel is read at most once per its ackPollSeconds
      expect(await fx.poll()).toBe(0);
      expect((await albumChannelStates(db, fx.orgId, fx.albumId))[0].state).toBe(21);
      fx.answer('demo-music', batch);
      expect(await fx.poll()).toBe(1);
      expect(await fx.poll()).toBe(0);
      expect((await albumChannelStates(db, fx.orgId, fx.albumId))[0]).toMatchObject({
        state: 22,
        answerCode: 'FileOK',
      });
      const kept = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM delivery_acks WHERE batch_ref = $1 AND ok',
        [batch.ref],
      );
      expect(kept.rows[0].n).toBe(1);
    });

    it('two runners on one database deliver one batch once', async () => {
      const { db, store } = ctx();
      const other = await fx.folderChannel('race-folder', 'race');
      await fx.request([other]);
      const a = countingStore(store);
      const b = countingStore(store);
      const [ra, rb] = await Promise.all([fx.runner(a.store).drain(), fx.runner(b.store).drain()]);
      expect([...ra, ...rb].map((s) => s.outcome)).toEqual(['done']);
      const batches = (await albumBatches(db, fx.orgId, fx.albumId)).filter(
        (x) => x.channelId === other,
      );
      expect(batches).toHaveLength(1);
      const resources = (await batchFiles(db, batches[0].ref)).filter((f) => f.role === 'resource');
      expect(a.reads.length + b.reads.length).toBe(resources.length);

      // the channel refuses it: 27 with the channel's own words
      const b0 = batches[0];
      fx.answer(
        'race',
        b0,
        `<ack:FtpAcknowledgementMessage xmlns:ack="http://ddex.net/xml/ern-ack"><ack:FileStatus>ErrorInXml</ack:FileStatus><ack:ErrorText>Cover below 3000 px</ack:ErrorText></ack:FtpAcknowledgementMessage>`,
      );
      expect(await fx.poll()).toBe(1);
      const state = (await albumChannelStates(db, fx.orgId, fx.albumId)).find(
        (s) => s.channelId === other,
      );
      expect(state).toMatchObject({
        state: 27,
        answerCode: 'ErrorInXml',
        answerText: 'Cover below 3000 px',
      });
    });

    it('a channel the contract does not allow ends in 27 with the reason, and nothing is sent', async () => {
      const { db, store } = ctx();
      const jp = await insertChannel(
        db,
        {
          fields: channelFields('jp-only', {
            endpoint: { kind: 'folder', folder: 'jp' },
            capabilities: { ...channelFields('x').capabilities, territories: ['JP'] },
          }),
        },
        SECRET,
        clock.now(),
      );
      await fx.request([jp.id]);
      const settled = await fx.runner(store).drain();
      expect(settled.map((s) => s.outcome)).toEqual(['failed']);
      const state = (await albumChannelStates(db, fx.orgId, fx.albumId)).find(
        (s) => s.channelId === jp.id,
      );
      expect(state).toMatchObject({ state: 27, answerCode: 'channel-territory' });
      expect(filesUnder(path.join(fx.deliveries, 'jp'))).toEqual([]);
    });

    it('with no DDEX sender configured, a delivery ends in 27 with that reason, and nothing is sent', async () => {
      const { db, store } = ctx();
      const saved = await db.query<{ value: unknown }>(
        "SELECT value FROM install_settings WHERE key = 'ddexSender'",
      );
      await db.query("DELETE FROM install_settings WHERE key = 'ddexSender'");
      try {
        const none = await insertChannel(
          db,
          { fields: channelFields('no-sender', { endpoint: { kind: 'folder', folder: 'ns' } }) },
          SECRET,
          clock.now(),
        );
        await fx.request([none.id]);
        const settled = await fx.runner(store).drain();
        expect(settled.map((s) => s.outcome)).toEqual(['failed']);
        const state = (await albumChannelStates(db, fx.orgId, fx.albumId)).find(
          (s) => s.channelId === none.id,
        );
        expect(state).toMatchObject({ state: 27, answerCode: 'sender-not-configured' });
        expect(filesUnder(path.join(fx.deliveries, 'ns'))).toEqual([]);
      } finally {
        await db.query(
          `INSERT INTO install_settings (key, value, updated_at) VALUES ('ddexSender', $1, now())`,
          [JSON.stringify(saved.rows[0].value)],
        );
      }
    });

    it('a channel that keeps failing is retried with backoff, then ends in 27 with the last error', async () => {
      const { db, store } = ctx();
      // an SFTP channel whose server is down (nothing listens on its port): unreachable, retryable
      const port = await closedPort();
      const sftp = await insertChannel(
        db,
        {
          fields: channelFields('sftp-down', {
            endpoint: { ...sftpEndpoint(channelFields('x')), port },
          }),
          secret: { password: 'never-used' },
        },
        SECRET,
        clock.now(),
      );
      await fx.request([sftp.id]);
      const outcomes: string[] = [];
      for (let run = 0; run < 8 && !outcomes.includes('failed'); run += 1) {
        outcomes.push(...(await fx.runner(store).drain()).map((s) => s.outcome));
        const state = (await albumChannelStates(db, fx.orgId, fx.albumId)).find(
          (s) => s.channelId === sftp.id,
        );
        if (!outcomes.includes('failed')) expect(state?.state).toBe(21);
        clock.advance(HOUR);
      }
      expect(outcomes).toEqual(['retried', 'retried', 'retried', 'retried', 'retried', 'failed']);
      const state = (await albumChannelStates(db, fx.orgId, fx.albumId)).find(
        (s) => s.channelId === sftp.id,
      );
      expect(state).toMatchObject({ state: 27, answerCode: 'unreachable' });
    });

    it.skipIf(sshdUnavailable() !== null)(
      'over SFTP to a real sshd: the test channel acknowledges the batch and the channel reaches 22; a wrong host key sends nothing',
      async () => {
        const { db, store } = ctx();
        const sshd = await startSshd();
        try {
          const remoteRoot = mkdtempSync(`${sshd.root}/channel-`);
          const endpoint = {
            kind: 'sftp' as const,
            host: sshd.host,
            port: sshd.port,
            username: sshd.username,
            remoteRoot,
            hostKeySha256: sshd.hostKeySha256,
          };
          const channel = await insertChannel(
            db,
            {
              fields: channelFields('sftp-dsp', { endpoint }),
              secret: { privateKey: sshd.privateKey },
            },
            SECRET,
            clock.now(),
          );
          await fx.request([channel.id]);
          expect((await fx.runner(store).drain()).map((s) => s.outcome)).toEqual(['done']);
          const acks = await runTestChannel({ root: remoteRoot });
          expect(acks.map((a) => a.status)).toEqual(['FileOK']);
          expect(await fx.poll()).toBe(1);
          const state = (await albumChannelStates(db, fx.orgId, fx.albumId)).find(
            (s) => s.channelId === channel.id,
          );
          expect(state).toMatchObject({ state: 22, answerCode: 'FileOK' });

          const impostorRoot = mkdtempSync(`${sshd.root}/impostor-`);
          const pinnedElsewhere = await insertChannel(
            db,
            {
              fields: channelFields('sftp-pinned', {
                endpoint: {
                  ...endpoint,
                  remoteRoot: impostorRoot,
                  hostKeySha256: `SHA256:${'B'.repeat(43)}`,
                },
              }),
              secret: { privateKey: sshd.privateKey },
            },
            SECRET,
            clock.now(),
          );
          await fx.request([pinnedElsewhere.id]);
          expect((await fx.runner(store).drain()).map((s) => s.outcome)).toEqual(['failed']);
          const refused = (await albumChannelStates(db, fx.orgId, fx.albumId)).find(
            (s) => s.channelId === pinnedElsewhere.id,
          );
          expect(refused).toMatchObject({ state: 27, answerCode: 'host-key-mismatch' });
          expect(readdirSync(impostorRoot)).toEqual([]);
        } finally {
          await sshd.stop();
        }
      },
    );
  });
}

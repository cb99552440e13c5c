// Contract: the distribution tables (issue 16). Channel secrets are sealed at rest and never
// presented; an album's state on a channel moves only by the domain's table, under the album's
// organisation; batches keep their files in writing order and each acknowledgement once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelFields } from '../../../src/domain/distribution/channel';
import type { ChannelEvent } from '../../../src/domain/distribution/channelState';
import type { Db } from '../../src/db/db';
import {
  albumChannelStates,
  applyChannelEvent,
  waitingAlbumChannels,
} from '../../src/distribution/albumChannelStore';
import {
  albumBatches,
  batchFiles,
  batchIdAt,
  insertBatch,
  keepAck,
} from '../../src/distribution/batchStore';
import {
  getChannel,
  insertChannel,
  listChannels,
  openChannelSecret,
  updateChannel,
} from '../../src/distribution/channelStore';
import type { TestBackend } from '../backends';
import { createOrganisation, insertAlbum } from '../fixtures';

const SECRET = 'test-signing-secret-0123456789abcdef';
const KEY =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----';
const NOW = new Date('2026-11-26T08:00:00.000Z');
const HASH = 'a'.repeat(64);

export function channelFields(code: string, extra: Partial<ChannelFields> = {}): ChannelFields {
  return {
    code,
    nameZh: `渠道 ${code}`,
    nameEn: `Channel ${code}`,
    dpid: 'PADPIDA2026112601R',
    logoFileId: null,
    capabilities: {
      usages: ['subscriptionStream', 'permanentDownload'],
      territories: ['Worldwide'],
      spatialAudio: false,
      lyrics: true,
      takedownStyle: 'endDatedDeals',
    },
    endpoint: {
      kind: 'sftp',
      host: '127.0.0.1',
      port: 2222,
      username: 'dsp',
      remoteRoot: 'inbox',
      hostKeySha256: `SHA256:${'A'.repeat(43)}`,
    },
    ackFolder: '',
    ackPollSeconds: 60,
    enabled: true,
    ...extra,
  };
}

export function describeDistributionStoreContract(backend: TestBackend): void {
  describe('distribution store', () => {
    let db: Db;
    beforeAll(async () => {
      db = await backend.freshDb();
    });
    afterAll(() => db.close());

    it('seals a channel secret at rest, never presents it, keeps it when a save leaves it out', async () => {
      const code = `sftp-${randomUUID().slice(0, 6)}`;
      const view = await insertChannel(
        db,
        { fields: channelFields(code), secret: { privateKey: KEY } },
        SECRET,
        NOW,
      );
      expect(view.hasSecret).toBe(true);
      expect(JSON.stringify(view)).not.toContain('PRIVATE KEY');
      const { rows } = await db.query<{ raw: string }>(
        `SELECT row_to_json(c)::text AS raw FROM channels c WHERE id = $1`,
        [view.id],
      );
      expect(rows[0].raw).not.toContain('PRIVATE KEY');
      expect(rows[0].raw).not.toContain('b3BlbnNzaC1rZXktdjEAAAAA');
      expect(await openChannelSecret(db, view.id, SECRET)).toEqual({ privateKey: KEY });

      const renamed = await updateChannel(
        db,
        view.id,
        { fields: channelFields(code, { nameEn: 'Renamed' }) },
        SECRET,
        NOW,
      );
      expect(renamed?.fields.nameEn).toBe('Renamed');
      expect(await openChannelSecret(db, view.id, SECRET)).toEqual({ privateKey: KEY });
      await updateChannel(db, view.id, { fields: channelFields(code), secret: {} }, SECRET, NOW);
      expect(await openChannelSecret(db, view.id, SECRET)).toBeNull();
      expect((await getChannel(db, view.id))?.hasSecret).toBe(false);
      expect(JSON.stringify(await listChannels(db))).not.toContain('PRIVATE KEY');
    });

    it('moves an album on a channel only by the table, and only in its organisation', async () => {
      const orgId = await createOrganisation(db);
      const otherOrg = await createOrganisation(db);
      const albumId = await insertAlbum(db, orgId, 12);
      const channel = await insertChannel(
        db,
        { fields: channelFields(`c-${randomUUID().slice(0, 6)}`) },
        SECRET,
        NOW,
      );
      const target = { orgId, albumId, channelId: channel.id, reviewStatus: 12 as const };
      const step = async (event: ChannelEvent, facts = {}) => {
        const r = await db.transaction((tx) => applyChannelEvent(tx, target, event, facts, NOW));
        return r.ok ? r.state.state : r.code;
      };
      expect(await step('ackOk')).toBe('channel-event-not-allowed');
      expect(await step('requested', { albumVersion: 3 })).toBe(21);
      expect(await step('requested')).toBe('channel-event-not-allowed');
      expect(await step('batchSent', { batchId: '20261126080000000', messageId: 'm1' })).toBe(21);
      expect((await waitingAlbumChannels(db, channel.id)).map((w) => w.albumId)).toEqual([albumId]);
      expect(await step('ackFailed', { answerCode: 'ErrorInXml', answerText: 'bad UPC' })).toBe(27);
      const [failed] = await albumChannelStates(db, orgId, albumId);
      expect(failed).toMatchObject({
        state: 27,
        albumVersion: 3,
        lastBatchId: '20261126080000000',
        answerCode: 'ErrorInXml',
        answerText: 'bad UPC',
      });
      expect(await step('requested')).toBe(21);
      expect((await albumChannelStates(db, orgId, albumId))[0].answerText).toBeNull();
      expect(await step('ackOk', { answerCode: 'FileOK', answerText: '' })).toBe(22);
      expect(await step('updateNeeded')).toBe(23);
      expect(await step('takedownRequested')).toBe(25);
      expect(await step('gaveUp', { answerCode: 'no-space', answerText: 'disk full' })).toBe(26);
      expect(await step('takedownRequested')).toBe(25);
      expect(await step('takedownOk')).toBe(24);

      expect(await albumChannelStates(db, otherOrg, albumId)).toEqual([]);
      // another organisation's album with the same id (albums are keyed by (org_id, id), migration
      // 086) has rows of its own: its events never move this organisation's
      const foreign = await db.transaction((tx) =>
        applyChannelEvent(tx, { ...target, orgId: otherOrg }, 'requested', {}, NOW),
      );
      expect(foreign.ok && foreign.state.state).toBe(21);
      expect((await albumChannelStates(db, orgId, albumId))[0].state).toBe(24);
      expect((await albumChannelStates(db, otherOrg, albumId)).map((c) => c.state)).toEqual([21]);
    });

    it('a request for an album not approved is refused and writes nothing', async () => {
      const orgId = await createOrganisation(db);
      const albumId = await insertAlbum(db, orgId, 14);
      const channel = await insertChannel(
        db,
        { fields: channelFields(`d-${randomUUID().slice(0, 6)}`) },
        SECRET,
        NOW,
      );
      const r = await db.transaction((tx) =>
        applyChannelEvent(
          tx,
          { orgId, albumId, channelId: channel.id, reviewStatus: 14 },
          'requested',
          {},
          NOW,
        ),
      );
      expect(r).toMatchObject({ ok: false, code: 'release-requires-approval' });
      expect((await albumChannelStates(db, orgId, albumId)).map((s) => s.state)).toEqual([20]);
    });

    it('keeps a batch with its files in writing order and each acknowledgement once', async () => {
      const orgId = await createOrganisation(db);
      const albumId = await insertAlbum(db, orgId, 12);
      const channel = await insertChannel(
        db,
        { fields: channelFields(`b-${randomUUID().slice(0, 6)}`) },
        SECRET,
        NOW,
      );
      const batchId = batchIdAt(NOW);
      expect(batchId).toBe('20261126080000000');
      const ref = await db.transaction((tx) =>
        insertBatch(
          tx,
          {
            batchId,
            channelId: channel.id,
            orgId,
            albumId,
            albumVersion: 1,
            kind: 'release',
            messageId: 'm1',
            releaseDir: '1234567890123',
            messageFile: '1234567890123/1234567890123.xml',
            messageSha256: HASH,
            messageXml: '<x/>',
            manifestXml: '<m/>',
            jobId: null,
            files: [
              {
                path: `BatchComplete_${batchId}.xml`,
                role: 'manifest',
                sizeBytes: 10,
                sha256: HASH,
                sourceFileId: null,
              },
              {
                path: '1234567890123/1234567890123.xml',
                role: 'message',
                sizeBytes: 4,
                sha256: HASH,
                sourceFileId: null,
              },
              {
                path: '1234567890123/resources/b.wav',
                role: 'resource',
                sizeBytes: 9,
                sha256: HASH,
                sourceFileId: null,
              },
              {
                path: '1234567890123/resources/a.jpg',
                role: 'resource',
                sizeBytes: 9,
                sha256: HASH,
                sourceFileId: null,
              },
            ],
          },
          NOW,
        ),
      );
      expect((await batchFiles(db, ref)).map((f) => f.role)).toEqual([
        'resource',
        'resource',
        'message',
        'manifest',
      ]);
      const ack = {
        fileName: 'ACK_1234567890123.xml',
        raw: Buffer.from('<ack/>'),
        sha256: HASH,
        fileStatus: 'FileOK',
        ok: true,
        errorText: '',
      };
      expect(await keepAck(db, ref, ack, NOW)).toBe(true);
      expect(await keepAck(db, ref, ack, NOW)).toBe(false);
      expect((await albumBatches(db, orgId, albumId)).map((b) => b.batchId)).toEqual([batchId]);
      expect(await albumBatches(db, await createOrganisation(db), albumId)).toEqual([]);
    });
  });
}

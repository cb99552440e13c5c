// The pieces meet: a batch put over SFTP in the agreed layout (messages, resources, the manifest
// last) is answered by the test channel on the sshd's folder, and the acknowledgement is read back
// over SFTP, as the batch writer and the acknowledgement reader will do it.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTestChannel } from '../../../tests/channel/testChannel';
import { sshdUnavailable, startSshd, type RunningSshd } from '../../test/sshd';
import { createSftpTransport } from './sftpTransport';

const unavailable = sshdUnavailable();
const SINGLE = readFileSync(new URL('../ddex/fixtures/single.xml', import.meta.url));
const ICPN = '4711234567899';
const TRACK = Buffer.from('The quick brown fox jumps over the lazy dog');

function source(data: Buffer | string): () => Readable {
  return () => Readable.from([Buffer.from(data)]);
}

describe.skipIf(unavailable !== null)('a batch over SFTP, answered by the test channel', () => {
  let sshd: RunningSshd;
  beforeAll(async () => {
    sshd = await startSshd();
  });
  afterAll(async () => {
    await sshd?.stop();
  });

  it('is answered only once its manifest is written, and the ACK reads back over SFTP', async () => {
    const remoteRoot = mkdtempSync(`${sshd.root}/channel-`);
    const t = createSftpTransport({ ...sshd, remoteRoot });
    try {
      const batchId = '20261126061500123';
      await t.ensureDir(`${batchId}/${ICPN}/resources`);
      await t.writeFile(
        `${batchId}/${ICPN}/resources/${ICPN}_01_001.flac`,
        source(TRACK),
        TRACK.length,
      );
      await t.writeFile(`${batchId}/${ICPN}/resources/${ICPN}.jpg`, source('jpeg'), 4);
      await t.writeFile(`${batchId}/${ICPN}/${ICPN}.xml`, source(SINGLE), SINGLE.length);
      expect(await runTestChannel({ root: remoteRoot })).toEqual([]);

      const manifest = [
        '<ManifestMessage>',
        `<MessageInBatch><MessageType>NewReleaseMessage</MessageType><MessageId>${ICPN}</MessageId>`,
        `<URL>${ICPN}/${ICPN}.xml</URL><HashSum><Algorithm>SHA256</Algorithm>`,
        `<HashSumValue>${createHash('sha256').update(SINGLE).digest('hex')}</HashSumValue></HashSum>`,
        '</MessageInBatch></ManifestMessage>',
      ].join('');
      await t.writeFile(
        `${batchId}/BatchComplete_${batchId}.xml`,
        source(manifest),
        manifest.length,
      );
      expect((await runTestChannel({ root: remoteRoot })).map((a) => a.status)).toEqual(['FileOK']);

      const ack = (await t.readFile(`${batchId}/${ICPN}/ACK_${ICPN}.xml`, 64 * 1024)).toString();
      expect(ack).toMatch(/<FileStatus>FileOK<\/FileStatus>/);
    } finally {
      await t.close();
    }
  });
});

// The test channel against batches written by hand: it must answer only complete batches, and tell a
// good message from a corrupt, invalid, incomplete or refused one, as a DSP would.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runTestChannel } from '../channel/testChannel';

const FIXTURES = new URL('../../sync-server/src/ddex/fixtures/', import.meta.url);
const SINGLE = readFileSync(new URL('single.xml', FIXTURES));
const ICPN = '4711234567899';
// the fixture's track carries the MD5 of this sentence
const TRACK = Buffer.from('The quick brown fox jumps over the lazy dog');

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

interface Release {
  folder: string;
  xml: Buffer;
  track?: Buffer;
  /** the hash the manifest states (default: the real one) */
  listedHash?: string;
  /** a takedown names the resources sent before and carries none */
  isTakedown?: boolean;
}

/** Writes a batch the way the batch writer lays it out; the manifest last unless `complete` is false. */
function writeBatch(root: string, batchId: string, releases: Release[], complete = true): string {
  const batchDir = path.join(root, batchId);
  const entries = releases.map(({ folder, xml, track, listedHash, isTakedown }) => {
    mkdirSync(path.join(batchDir, folder, 'resources'), { recursive: true });
    writeFileSync(path.join(batchDir, folder, `${folder}.xml`), xml);
    if (track)
      writeFileSync(path.join(batchDir, folder, 'resources', `${ICPN}_01_001.flac`), track);
    writeFileSync(path.join(batchDir, folder, 'resources', `${ICPN}.jpg`), 'jpeg');
    return [
      '  <ddex:MessageInBatch>',
      '    <MessageType>NewReleaseMessage</MessageType>',
      `    <MessageId>${folder}</MessageId>`,
      `    <URL>${folder}/${folder}.xml</URL>`,
      `    <DeliveryType>${isTakedown ? 'TakedownDelivery' : 'NewReleaseDelivery'}</DeliveryType>`,
      `    <HashSum><Algorithm>SHA256</Algorithm><HashSumValue>${listedHash ?? sha256(xml)}</HashSumValue></HashSum>`,
      '  </ddex:MessageInBatch>',
    ].join('\n');
  });
  if (complete)
    writeFileSync(
      path.join(batchDir, `BatchComplete_${batchId}.xml`),
      `<?xml version="1.0"?>\n<ddex:ManifestMessage xmlns:ddex="urn:example">\n<NumberOfMessages>${releases.length}</NumberOfMessages>\n${entries.join('\n')}\n</ddex:ManifestMessage>\n`,
    );
  return batchDir;
}

function ackOf(batchDir: string, folder: string): string {
  return readFileSync(path.join(batchDir, folder, `ACK_${folder}.xml`), 'utf8');
}

describe('test channel', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'channel-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('answers FileOK for a valid message whose resources are intact, once', async () => {
    const batchDir = writeBatch(root, '20261126060000000', [
      { folder: ICPN, xml: SINGLE, track: TRACK },
    ]);
    const acks = await runTestChannel({ root });
    expect(acks).toEqual([
      expect.objectContaining({
        messageFile: `${ICPN}/${ICPN}.xml`,
        status: 'FileOK',
        ackFile: `${ICPN}/ACK_${ICPN}.xml`,
      }),
    ]);
    const ack = ackOf(batchDir, ICPN);
    expect(ack).toContain('<FileStatus>FileOK</FileStatus>');
    expect(ack).toContain(`<FileName>${ICPN}.xml</FileName>`);
    expect(await runTestChannel({ root })).toEqual([]);
  });

  it('leaves a batch alone until its manifest is there', async () => {
    const batchDir = writeBatch(
      root,
      '20261126060000001',
      [{ folder: ICPN, xml: SINGLE, track: TRACK }],
      false,
    );
    expect(await runTestChannel({ root })).toEqual([]);
    expect(existsSync(path.join(batchDir, ICPN, `ACK_${ICPN}.xml`))).toBe(false);
  });

  it('tells a hash mismatch, an invalid message, a corrupt and a missing resource apart', async () => {
    const invalid = Buffer.from(
      SINGLE.toString()
        .replace(/<ICPN>/g, '<Icpn>')
        .replace(/<\/ICPN>/g, '</Icpn>'),
    );
    const batchDir = writeBatch(root, '20261126060000002', [
      { folder: 'A0000000001', xml: SINGLE, track: TRACK, listedHash: sha256('something else') },
      { folder: 'A0000000002', xml: invalid, track: TRACK },
      { folder: 'A0000000003', xml: SINGLE, track: Buffer.from('not the fox') },
      { folder: 'A0000000004', xml: SINGLE },
    ]);
    const acks = await runTestChannel({ root });
    expect(acks.map((a) => [a.messageFile.split('/')[0], a.status])).toEqual([
      ['A0000000001', 'ErrorInXml'],
      ['A0000000002', 'ErrorInXml'],
      ['A0000000003', 'ResourceCorrupt'],
      ['A0000000004', 'FileNotFound'],
    ]);
    expect(ackOf(batchDir, 'A0000000001')).toContain('SHA-256 differs from the manifest');
    expect(ackOf(batchDir, 'A0000000002')).toMatch(/Icpn.*not expected|fails to validate/);
    expect(ackOf(batchDir, 'A0000000003')).toContain(`${ICPN}_01_001.flac`);
  });

  it('accepts a takedown without the resources its message names, not a release', async () => {
    writeBatch(root, '20261126060000005', [
      { folder: 'A0000000005', xml: SINGLE, isTakedown: true },
      { folder: 'A0000000006', xml: SINGLE, track: Buffer.from('not the fox'), isTakedown: true },
      { folder: 'A0000000007', xml: SINGLE },
    ]);
    const acks = await runTestChannel({ root });
    expect(acks.map((a) => [a.messageFile.split('/')[0], a.status])).toEqual([
      ['A0000000005', 'FileOK'],
      // what a takedown does carry is still checked
      ['A0000000006', 'ResourceCorrupt'],
      ['A0000000007', 'FileNotFound'],
    ]);
  });

  it('refuses a given ICPN on request, and a silent channel answers nothing', async () => {
    writeBatch(root, '20261126060000003', [{ folder: ICPN, xml: SINGLE, track: TRACK }]);
    expect(await runTestChannel({ root, silent: true })).toEqual([]);
    const [ack] = await runTestChannel({ root, failIcpns: [ICPN] });
    expect(ack).toMatchObject({
      status: 'ErrorInXml',
      errorText: expect.stringContaining('on request'),
    });
  });
});

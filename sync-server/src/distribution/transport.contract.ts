// The behaviour every DeliveryTransport shares, as one suite each transport runs (SFTP against a real
// sshd, the folder transport against a temp folder): the batch writer and the acknowledgement reader
// may then assume exactly this and nothing more of whichever transport a channel uses.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TransportError, type DeliveryTransport, type TransportFailure } from './transport';

export interface TransportUnderTest {
  /** a transport whose remote folder is new and empty */
  transport: DeliveryTransport;
  cleanup(): Promise<void>;
}

const MiB = 1024 * 1024;

function bytes(text: string): () => Readable {
  return () => Readable.from([Buffer.from(text)]);
}

/** `total` bytes in 1 MiB chunks made on demand, with the SHA-256 of what was made. */
function generated(total: number): { source: () => Readable; sha256: () => string } {
  const hash = createHash('sha256');
  return {
    source: () =>
      Readable.from(
        (function* chunks() {
          for (let at = 0; at < total; at += MiB) {
            const chunk = Buffer.alloc(Math.min(MiB, total - at), (at / MiB) % 251);
            hash.update(chunk);
            yield chunk;
          }
        })(),
      ),
    sha256: () => hash.digest('hex'),
  };
}

/** `good` bytes, then the source fails: a transfer cut on our side. */
function cutAfter(good: number): () => Readable {
  return () =>
    new Readable({
      read() {
        this.push(Buffer.alloc(good, 1));
        this.destroy(new Error('the source broke off'));
      },
    });
}

async function failureOf(action: Promise<unknown>): Promise<TransportFailure> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TransportError);
  return (error as TransportError).failure;
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function describeTransport(name: string, make: () => Promise<TransportUnderTest>): void {
  describe(`${name}: the DeliveryTransport contract`, () => {
    let under: TransportUnderTest;
    let t: DeliveryTransport;
    beforeEach(async () => {
      under = await make();
      t = under.transport;
    });
    afterEach(async () => {
      await t.close();
      await under.cleanup();
    });

    it('writes a file whole, then stats, lists and reads it back', async () => {
      await t.ensureDir('b1/A1/resources');
      await t.ensureDir('b1/A1/resources'); // an existing folder is fine
      await t.writeFile('b1/A1/A1.xml', bytes('<xml/>'), 6);
      expect(await t.stat('b1/A1/A1.xml')).toEqual({ size: 6, isDirectory: false });
      expect(await t.stat('b1/A1')).toMatchObject({ isDirectory: true });
      expect(await t.stat('b1/nothing.xml')).toBeNull();
      expect(await t.list('b1/A1')).toEqual([
        { name: 'A1.xml', size: 6, isDirectory: false },
        expect.objectContaining({ name: 'resources', isDirectory: true }),
      ]);
      expect((await t.readFile('b1/A1/A1.xml', 100)).toString()).toBe('<xml/>');
      expect(await sha256Of(await t.openRead('b1/A1/A1.xml'))).toBe(
        createHash('sha256').update('<xml/>').digest('hex'),
      );
    });

    it('replaces a file that is already there', async () => {
      await t.writeFile('ack.xml', bytes('first, longer'), 13);
      await t.writeFile('ack.xml', bytes('second'), 6);
      expect((await t.readFile('ack.xml', 100)).toString()).toBe('second');
      expect((await t.list('')).map((e) => e.name)).toEqual(['ack.xml']);
    });

    it('answers not-found for a missing file or folder', async () => {
      expect(await failureOf(t.readFile('none.xml', 10))).toBe('not-found');
      expect(await failureOf(t.openRead('none.xml'))).toBe('not-found');
      expect(await failureOf(t.list('none'))).toBe('not-found');
      expect(await failureOf(t.writeFile('none/a.xml', bytes('x'), 1))).toBe('not-found');
    });

    it('refuses any path that leaves the channel folder, and sends nothing', async () => {
      for (const path of ['../x.xml', 'a/../../x.xml', '/etc/passwd', 'a/\0b']) {
        expect(await failureOf(t.writeFile(path, bytes('x'), 1))).toBe('permission-denied');
        expect(await failureOf(t.stat(path))).toBe('permission-denied');
        expect(await failureOf(t.list(path))).toBe('permission-denied');
        expect(await failureOf(t.readFile(path, 10))).toBe('permission-denied');
        expect(await failureOf(t.ensureDir(path))).toBe('permission-denied');
        expect(await failureOf(t.remove(path))).toBe('permission-denied');
      }
      expect(await t.list('')).toEqual([]);
    });

    it('a cut write leaves no file at the path, no part file in the listing, and the retry is whole', async () => {
      await t.ensureDir('b2');
      expect(await failureOf(t.writeFile('b2/track.wav', cutAfter(300_000), 1_000_000))).not.toBe(
        'permission-denied',
      );
      expect(await t.stat('b2/track.wav')).toBeNull();
      expect(await t.list('b2')).toEqual([]);
      const again = generated(1_000_000);
      await t.writeFile('b2/track.wav', again.source, 1_000_000);
      expect(await sha256Of(await t.openRead('b2/track.wav'))).toBe(again.sha256());
      expect((await t.list('b2')).map((e) => e.name)).toEqual(['track.wav']);
    });

    it('a source shorter or longer than announced leaves no file', async () => {
      await failureOf(t.writeFile('short.xml', bytes('abc'), 4));
      await failureOf(t.writeFile('long.xml', bytes('abcde'), 4));
      expect(await t.list('')).toEqual([]);
    });

    it('readFile refuses a file larger than maxBytes', async () => {
      await t.writeFile('big.xml', bytes('0123456789'), 10);
      expect(await failureOf(t.readFile('big.xml', 9))).toBe('other');
      expect((await t.readFile('big.xml', 10)).length).toBe(10);
    });

    it('removes a file or a whole folder; removing nothing is fine', async () => {
      await t.ensureDir('b3/A/resources');
      await t.writeFile('b3/A/resources/a.wav', bytes('wav'), 3);
      await t.writeFile('b3/A/A.xml', bytes('xml'), 3);
      await t.remove('b3/A/A.xml');
      expect(await t.stat('b3/A/A.xml')).toBeNull();
      await t.remove('b3');
      expect(await t.stat('b3')).toBeNull();
      await t.remove('b3');
      expect(await failureOf(t.remove(''))).toBe('permission-denied');
    });

    it('streams a large file through without holding it in memory', async () => {
      const size = 160 * MiB;
      const big = generated(size);
      const before = process.memoryUsage().arrayBuffers;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().arrayBuffers);
      }, 5);
      try {
        await t.writeFile('large.wav', big.source, size);
      } finally {
        clearInterval(sampler);
      }
      // a transport that buffered the file would hold 160 MiB at once
      expect(peak - before).toBeLessThan(80 * MiB);
      expect(await t.stat('large.wav')).toEqual({ size, isDirectory: false });
      expect(await sha256Of(await t.openRead('large.wav'))).toBe(big.sha256());
    }, 120_000);
  });
}

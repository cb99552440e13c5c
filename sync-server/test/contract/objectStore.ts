// Contract: what every ObjectStore does, whatever holds the bytes (objectStore.ts): multipart
// uploads joined into a server key with their sha256, ranged reads and byte sources, the same
// refusals by the same S3 names, abort, and the sweep of abandoned uploads. Run on each store by
// storage/objectStore.contract.test.ts; a case a store under test cannot show is skipped by name
// (ObjectStoreGap), never weakened.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildObjectKey } from '../../src/storage/objectKeys';
import {
  isObjectStoreError,
  type ObjectStore,
  type ObjectStoreErrorCode,
  type PartRef,
} from '../../src/storage/objectStore';
import type { ObjectStoreBackend } from '../objectStores';

const ORG = '11111111-2222-3333-4444-555555555555';

export function patterned(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

export async function refused(
  promise: Promise<unknown>,
  code: ObjectStoreErrorCode,
): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isObjectStoreError(error) ? error.code : error).toBe(code);
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Two chunks per part, so a store never sees a part arrive in one piece. */
const streamOf = (bytes: Buffer): Readable =>
  Readable.from([bytes.subarray(0, bytes.length >> 1), bytes.subarray(bytes.length >> 1)]);

export function describeObjectStoreContract(backend: ObjectStoreBackend): void {
  const skipUnless = (...needs: Parameters<typeof backend.lacks.has>[0][]) =>
    it.skipIf(needs.some((need) => backend.lacks.has(need)));
  let place = '';
  let store: ObjectStore;
  beforeAll(async () => {
    place = await backend.freshPlace();
    store = backend.openStore(place);
  });

  const newKey = (name = 'song.wav') => buildObjectKey(ORG, name, new Date(), randomUUID());
  /** three parts: the first two at least the minimum, the last small */
  const threeParts = () => [
    patterned(backend.minPartBytes + 3, 1),
    patterned(backend.minPartBytes, 2),
    patterned(7, 3),
  ];

  async function upload(
    parts: Buffer[],
    key = newKey(),
  ): Promise<{ key: string; uploadId: string; refs: PartRef[] }> {
    const { uploadId, key: created } = await store.createMultipartUpload(key);
    expect(created).toBe(key);
    const refs: PartRef[] = [];
    for (const [index, body] of parts.entries()) {
      const part = await store.writePart(uploadId, index + 1, streamOf(body));
      expect(part).toMatchObject({ PartNumber: index + 1, Size: body.length });
      refs.push({ PartNumber: part.PartNumber, ETag: part.ETag });
    }
    return { key, uploadId, refs };
  }

  describe('multipart upload', () => {
    it('joins the parts into the key with their sha256, shows nothing at the key before, and forgets the upload after', async () => {
      const parts = threeParts();
      const whole = Buffer.concat(parts);
      const { key, uploadId, refs } = await upload(parts);
      expect(await store.stat(key)).toBeNull();
      // ETags may come back quoted: the store compares them bare
      const quoted = refs.map((ref, i) => (i === 0 ? { ...ref, ETag: `"${ref.ETag}"` } : ref));
      expect(
        await store.completeMultipartUpload(uploadId, quoted, { maxBytes: whole.length }),
      ).toEqual({ key, size: whole.length, sha256: sha256(whole) });
      const stat = await store.stat(key);
      expect(stat?.size).toBe(whole.length);
      expect(stat?.modifiedAt.getTime()).toBeGreaterThan(0);
      expect((await readAll(await store.openRead(key))).equals(whole)).toBe(true);
      // the upload is finished: its id now names nothing
      await refused(store.writePart(uploadId, 1, streamOf(parts[0])), 'NoSuchUpload');
      await refused(store.completeMultipartUpload(uploadId, refs), 'NoSuchUpload');
      await refused(store.abortMultipartUpload(uploadId), 'NoSuchUpload');
    });

    it('deletes a stored object, and a key not there is no error', async () => {
      const parts = threeParts();
      const { key, uploadId, refs } = await upload(parts);
      await store.completeMultipartUpload(uploadId, refs);
      expect(await store.stat(key)).not.toBeNull();
      await store.deleteObject(key);
      expect(await store.stat(key)).toBeNull();
      await refused(store.openRead(key), 'NoSuchKey');
      await store.deleteObject(key);
    });

    it('finds an upload begun by another instance over the same place (nothing kept only in memory)', async () => {
      const body = patterned(10, 9);
      const { key, uploadId } = await store.createMultipartUpload(newKey());
      const other = backend.openStore(place);
      const part = await other.writePart(uploadId, 1, streamOf(body));
      expect(await backend.openStore(place).completeMultipartUpload(uploadId, [part])).toEqual({
        key,
        size: 10,
        sha256: sha256(body),
      });
    });

    skipUnless('listParts')(
      'lists the parts stored so far with their size and MD5 ETag, and replaces a part sent again',
      async () => {
        const parts = threeParts();
        const { uploadId } = await upload(parts);
        expect(await store.listParts(uploadId)).toEqual(
          parts.map((body, i) => ({ PartNumber: i + 1, Size: body.length, ETag: md5(body) })),
        );
        const again = patterned(5, 4);
        await store.writePart(uploadId, 3, streamOf(again));
        expect((await store.listParts(uploadId)).map((p) => [p.PartNumber, p.ETag])).toEqual([
          [1, md5(parts[0])],
          [2, md5(parts[1])],
          [3, md5(again)],
        ]);
      },
    );

    it('refuses a part number outside 1-10,000 and a part longer than its limit', async () => {
      const { uploadId } = await store.createMultipartUpload(newKey());
      await refused(store.writePart(uploadId, 0, streamOf(Buffer.from('x'))), 'InvalidPart');
      await refused(store.writePart(uploadId, 10_001, streamOf(Buffer.from('x'))), 'InvalidPart');
      await refused(
        store.writePart(uploadId, 1, streamOf(Buffer.from('0123456789')), { maxBytes: 5 }),
        'EntityTooLarge',
      );
      if (!backend.lacks.has('listParts')) expect(await store.listParts(uploadId)).toEqual([]);
    });
  });

  describe('completion refusals', () => {
    it('refuses parts listed out of order, with a gap, or none, and the upload still completes once they are right', async () => {
      const { key, uploadId, refs } = await upload(threeParts());
      const [p1, p2, p3] = refs;
      await refused(store.completeMultipartUpload(uploadId, [p2, p1, p3]), 'InvalidPartOrder');
      await refused(store.completeMultipartUpload(uploadId, [p1, p3]), 'InvalidPartOrder');
      await refused(store.completeMultipartUpload(uploadId, []), 'InvalidPart');
      expect(await store.stat(key)).toBeNull();
      expect((await store.completeMultipartUpload(uploadId, refs)).size).toBe(
        2 * backend.minPartBytes + 10,
      );
    });

    it('refuses an object larger than maxBytes and leaves nothing at the key', async () => {
      const parts = threeParts();
      const { key, uploadId, refs } = await upload(parts);
      await refused(
        store.completeMultipartUpload(uploadId, refs, {
          maxBytes: Buffer.concat(parts).length - 1,
        }),
        'EntityTooLarge',
      );
      expect(await store.stat(key)).toBeNull();
    });

    skipUnless('completionPartChecks')(
      'refuses a part it does not hold, a stale ETag and a part under the minimum but the last',
      async () => {
        const { key, uploadId, refs } = await upload(threeParts());
        const [p1, p2, p3] = refs;
        await refused(
          store.completeMultipartUpload(uploadId, [
            p1,
            p2,
            p3,
            { PartNumber: 4, ETag: md5(Buffer.from('x')) },
          ]),
          'InvalidPart',
        );
        await refused(
          store.completeMultipartUpload(uploadId, [
            p1,
            { PartNumber: 2, ETag: md5(Buffer.from('other')) },
            p3,
          ]),
          'InvalidPart',
        );
        expect(await store.stat(key)).toBeNull();
        const small = await upload([patterned(backend.minPartBytes - 1, 5), patterned(3, 6)]);
        await refused(store.completeMultipartUpload(small.uploadId, small.refs), 'EntityTooSmall');
        expect(await store.stat(small.key)).toBeNull();
      },
    );
  });

  describe('abort', () => {
    skipUnless('abort')('removes the parts; the upload id names nothing afterwards', async () => {
      const { key, uploadId } = await upload([patterned(10, 1)]);
      await store.abortMultipartUpload(uploadId);
      expect(await store.stat(key)).toBeNull();
      await refused(store.listParts(uploadId), 'NoSuchUpload');
      await refused(store.writePart(uploadId, 1, streamOf(Buffer.from('x'))), 'NoSuchUpload');
      await refused(
        store.completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: md5(patterned(10, 1)) }]),
        'NoSuchUpload',
      );
      await refused(store.abortMultipartUpload(uploadId), 'NoSuchUpload');
    });
  });

  describe('reads', () => {
    it('reads the object whole, by inclusive range across a part boundary, its tail, and nothing past its end', async () => {
      const parts = [patterned(backend.minPartBytes + 3, 1), patterned(1000, 7)];
      const whole = Buffer.concat(parts);
      const { key, uploadId, refs } = await upload(parts);
      await store.completeMultipartUpload(uploadId, refs);
      const boundary = parts[0].length;
      const across = await readAll(
        await store.openRead(key, { start: boundary - 2, end: boundary + 1 }),
      );
      expect(across.equals(whole.subarray(boundary - 2, boundary + 2))).toBe(true);
      expect(
        (await readAll(await store.openRead(key, { start: whole.length - 5 }))).equals(
          whole.subarray(-5),
        ),
      ).toBe(true);
      expect((await readAll(await store.openRead(key, { start: 0 }))).equals(whole)).toBe(true);
      expect((await readAll(await store.openRead(key, { start: whole.length + 10 }))).length).toBe(
        0,
      );

      const source = await store.openByteSource(key);
      try {
        expect(source.size).toBe(whole.length);
        expect(Buffer.from(await source.read(0, 12)).equals(whole.subarray(0, 12))).toBe(true);
        expect(
          Buffer.from(await source.read(boundary - 4, 8)).equals(
            whole.subarray(boundary - 4, boundary + 4),
          ),
        ).toBe(true);
        // short at the end, empty past it and before the start
        expect(
          Buffer.from(await source.read(whole.length - 3, 100)).equals(whole.subarray(-3)),
        ).toBe(true);
        expect((await source.read(whole.length, 10)).length).toBe(0);
        expect((await source.read(-1, 10)).length).toBe(0);
      } finally {
        await source.close?.();
      }
    });

    it('answers an absent key: no stat, NoSuchKey to a read and to a byte source', async () => {
      const key = newKey('none.wav');
      expect(await store.stat(key)).toBeNull();
      await refused(store.openRead(key), 'NoSuchKey');
      await refused(store.openByteSource(key), 'NoSuchKey');
    });
  });

  describe('keys and upload ids', () => {
    it('refuses a key that could leave its place or hide among the upload records', async () => {
      for (const key of [
        '../x',
        'a/../../x',
        '/etc/passwd',
        'a//b',
        '.uploads/x',
        '.uploads/x.json',
        'a\\..\\b',
        'a/./b',
        '',
        'a\0b',
        'org/../x',
      ]) {
        await refused(store.createMultipartUpload(key), 'InvalidKey');
        await refused(store.openRead(key), 'InvalidKey');
        await refused(store.openByteSource(key), 'InvalidKey');
      }
    });

    it('answers an upload id it never gave with NoSuchUpload', async () => {
      for (const uploadId of ['../../etc', 'not-an-upload-id', randomUUID()]) {
        await refused(store.writePart(uploadId, 1, streamOf(Buffer.from('x'))), 'NoSuchUpload');
        await refused(
          store.completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: 'aa' }]),
          'NoSuchUpload',
        );
        if (!backend.lacks.has('listParts'))
          await refused(store.listParts(uploadId), 'NoSuchUpload');
      }
    });
  });

  describe('sweep of abandoned uploads', () => {
    // a place of its own: a sweep with a cutoff in the future takes every upload it finds
    let sweptStore: ObjectStore;
    beforeAll(async () => {
      sweptStore = backend.openStore(await backend.freshPlace());
    });

    it('keeps an upload begun after the cutoff', async () => {
      const { uploadId } = await sweptStore.createMultipartUpload(newKey('young.wav'));
      // the records' dates are the store's own; the cutoff is moved instead of the clock
      expect(await sweptStore.expireUploads(new Date(Date.now() - 60_000))).toEqual({
        expired: [],
        failed: [],
      });
      await sweptStore.writePart(uploadId, 1, streamOf(Buffer.from('still here')));
    });

    skipUnless('abort')(
      'aborts an upload begun before the cutoff: its parts go and its id names nothing',
      async () => {
        const { key, uploadId } = await sweptStore.createMultipartUpload(newKey('old.wav'));
        await sweptStore.writePart(uploadId, 1, streamOf(Buffer.from('abandoned')));
        const swept = await sweptStore.expireUploads(new Date(Date.now() + 60_000));
        expect(swept.failed).toEqual([]);
        expect(swept.expired).toContain(uploadId);
        await refused(
          sweptStore.writePart(uploadId, 1, streamOf(Buffer.from('x'))),
          'NoSuchUpload',
        );
        expect(await sweptStore.stat(key)).toBeNull();
        expect(await sweptStore.expireUploads(new Date(Date.now() + 60_000))).toEqual({
          expired: [],
          failed: [],
        });
      },
    );
  });
}

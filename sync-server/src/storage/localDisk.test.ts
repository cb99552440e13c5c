import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStore } from './localDisk';
import { resolveKeyPath } from './localDiskFiles';
import { buildObjectKey, sanitizeFileName } from './objectKeys';
import { isObjectStoreError, type ObjectStore } from './objectStore';

const ORG = '11111111-2222-3333-4444-555555555555';
let root: string;
let store: ObjectStore;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rpp-objects-'));
  store = createLocalDiskStore(root, { minPartBytes: 4 });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const bytes = (text: string): Readable => Readable.from([Buffer.from(text)]);
const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

async function refused(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isObjectStoreError(error) ? error.code : error).toBe(code);
}

async function upload(parts: string[]): Promise<{ key: string; uploadId: string }> {
  const created = await store.createMultipartUpload(buildObjectKey(ORG, 'song.wav'));
  for (const [i, text] of parts.entries())
    await store.writePart(created.uploadId, i + 1, bytes(text));
  return created;
}

describe('local disk object store: parts written in place', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  it('publishes parts sent in order (running hash), and parts sent again or out of order (hash read back)', async () => {
    for (const order of [
      [1, 2, 3],
      [3, 1, 2, 1],
    ]) {
      const texts = ['aaaa', 'bbbb', 'cc'];
      const { key, uploadId } = await store.createMultipartUpload(buildObjectKey(ORG, 'song.wav'), {
        partSize: 4,
        totalSize: 10,
      });
      for (const n of order) await store.writePart(uploadId, n, bytes(texts[n - 1]));
      expect(existsSync(resolveKeyPath(root, key))).toBe(false);
      const listed = await store.listParts(uploadId);
      expect(listed.map((p) => [p.PartNumber, p.Size])).toEqual([
        [1, 4],
        [2, 4],
        [3, 2],
      ]);
      const done = await store.completeMultipartUpload(
        uploadId,
        listed.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })),
      );
      expect(done).toEqual({ key, size: 10, sha256: sha('aaaabbbbcc') });
      expect(readFileSync(resolveKeyPath(root, key), 'utf8')).toBe('aaaabbbbcc');
    }
    expect(readdirSync(path.join(root, '.uploads'))).toEqual([]);
  });

  it('refuses a part past the declared size or larger than its place, and a completion that does not fill it', async () => {
    const { uploadId } = await store.createMultipartUpload(buildObjectKey(ORG, 'song.wav'), {
      partSize: 4,
      totalSize: 10,
    });
    await refused(store.writePart(uploadId, 4, bytes('x')), 'InvalidPart');
    await refused(store.writePart(uploadId, 1, bytes('aaaaa')), 'EntityTooLarge');
    await store.writePart(uploadId, 1, bytes('aaaa'));
    await store.writePart(uploadId, 2, bytes('bbbb'));
    await store.writePart(uploadId, 3, bytes('c'));
    const [p1, p2, p3] = (await store.listParts(uploadId)).map(({ PartNumber, ETag }) => ({
      PartNumber,
      ETag,
    }));
    await refused(store.completeMultipartUpload(uploadId, [p1, p2, p3]), 'InvalidPart');
    await refused(store.completeMultipartUpload(uploadId, [p1, p2]), 'InvalidPart');
    await abortAndCheckEmpty(uploadId);
  });

  it('names each write of a part by a fresh ETag: a completion naming the replaced write is refused', async () => {
    const { uploadId } = await store.createMultipartUpload(buildObjectKey(ORG, 'song.wav'), {
      partSize: 4,
      totalSize: 6,
    });
    const first = await store.writePart(uploadId, 1, bytes('aaaa'));
    const last = await store.writePart(uploadId, 2, bytes('bb'));
    const again = await store.writePart(uploadId, 1, bytes('aaaa'));
    expect(again.ETag).not.toBe(first.ETag);
    await refused(
      store.completeMultipartUpload(uploadId, [
        { PartNumber: 1, ETag: first.ETag },
        { PartNumber: 2, ETag: last.ETag },
      ]),
      'InvalidPart',
    );
    await abortAndCheckEmpty(uploadId);
  });
});

async function abortAndCheckEmpty(uploadId: string): Promise<void> {
  await store.abortMultipartUpload(uploadId);
  expect(readdirSync(path.join(root, '.uploads'))).toEqual([]);
}

// What every store does is in the object-store contract (test/contract/objectStore.ts, run by
// objectStore.contract.test.ts); here only what the local disk shows on disk.
describe('local disk object store', () => {
  it("joins the parts into one file at the key's path and removes the parts", async () => {
    const { key, uploadId } = await upload(['aaaa', 'bbbbb', 'cc']);
    expect(existsSync(resolveKeyPath(root, key))).toBe(false);
    await store.completeMultipartUpload(uploadId, [
      { PartNumber: 1, ETag: `"${md5('aaaa')}"` },
      { PartNumber: 2, ETag: md5('bbbbb') },
      { PartNumber: 3, ETag: md5('cc') },
    ]);
    expect(readFileSync(resolveKeyPath(root, key), 'utf8')).toBe('aaaabbbbbcc');
    expect(readdirSync(path.join(root, '.uploads'))).toEqual([]);
  });

  it('cuts off a part longer than its limit and keeps nothing of it', async () => {
    const { uploadId } = await upload([]);
    await refused(
      store.writePart(uploadId, 1, bytes('0123456789'), { maxBytes: 5 }),
      'EntityTooLarge',
    );
    expect(await store.listParts(uploadId)).toEqual([]);
    expect(readdirSync(path.join(root, '.uploads', uploadId))).toEqual(['upload.json']);
  });

  it("abort removes the upload's directory", async () => {
    const { key, uploadId } = await upload(['aaaa']);
    await store.abortMultipartUpload(uploadId);
    expect(existsSync(path.join(root, '.uploads', uploadId))).toBe(false);
    expect(await store.stat(key)).toBeNull();
  });

  it('never resolves a key outside its place', () => {
    for (const key of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      '.uploads/x',
      'a\\..\\b',
      'a/./b',
      '',
      'a\0b',
    ]) {
      expect(() => resolveKeyPath(root, key), key).toThrow();
    }
  });

  it('makes keys of the organisation, the year and a sanitized name', () => {
    const key = buildObjectKey(
      ORG,
      '../../evil/..\\Song 1.WAV',
      new Date('2026-03-01T00:00:00Z'),
      'id',
    );
    expect(key).toBe(`${ORG}/2026/id/Song_1.WAV`);
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('.hidden.png')).toBe('hidden.png');
    expect(sanitizeFileName('a\u0000b\u202e.txt')).toBe('ab.txt');
    const long = sanitizeFileName(`${'x'.repeat(300)}.flac`);
    expect(long.length).toBe(120);
    expect(long.endsWith('.flac')).toBe(true);
    expect(() => resolveKeyPath(root, key)).not.toThrow();
  });
});

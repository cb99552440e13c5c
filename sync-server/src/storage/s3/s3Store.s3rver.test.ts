// The S3 store against s3rver 3.7.1 on loopback: create, presigned part PUTs (with Node's fetch,
// as a browser would), complete, HEAD, ranged GETs and byte sources, path-style keys that need encoding.
//
// What s3rver cannot show, so stays untested against a real server (see s3Store.test.ts for the
// request building and XML parsing against canned answers):
// - ListParts and AbortMultipartUpload: s3rver answers MethodNotAllowed (so the sweep of abandoned
//   uploads is shown here up to the abort it asks for: listing our records by age);
// - SigV4 signatures: s3rver checks the access key id, the presence of x-amz-content-sha256, clock
//   skew and a presigned URL's expiry, but never the signature itself (a forged one would pass;
//   the signer is held to AWS's published vectors in sigv4.test.ts instead);
// - S3's own part checks at completion (5 MiB minimum, ETags, order): s3rver joins whatever parts
//   it has, so EntityTooSmall / InvalidPart come only from canned answers;
// - the multipart ETag format and If-Match on ranged reads (s3rver ignores If-Match).
import { Readable } from 'node:stream';
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectStoreError, S3_MIN_PART_BYTES, type ObjectStoreErrorCode } from '../objectStore';
import { createS3Store, type S3ObjectStore } from './s3Store';
import type { S3StoreSettings } from './s3Client';

const BUCKET = 'portal';
let server: S3rver;
let directory: string;
let settings: S3StoreSettings;
let store: S3ObjectStore;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  // s3rver's one account
  settings = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  store = createS3Store(settings);
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

function patterned(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

function newKey(name = 'Bände & Co (1) +!=\'~.wav'): string {
  return `org-1/2026/${randomUUID()}/${name}`;
}

async function putPart(url: string, body: Buffer): Promise<{ status: number; etag: string | null; text: string }> {
  const response = await fetch(url, { method: 'PUT', body });
  return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
}

async function refused(promise: Promise<unknown>, code: ObjectStoreErrorCode): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isObjectStoreError(error, code), String(error)).toBe(true);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Uploads the parts through presigned URLs; returns the key, upload id and the parts' refs. */
async function uploadParts(parts: Buffer[], key = newKey()) {
  const { uploadId } = await store.createMultipartUpload(key);
  const refs = [];
  for (const [index, body] of parts.entries()) {
    const { url, expires } = await store.signPartUrl(uploadId, index + 1);
    expect(expires).toBe(15 * 60);
    const answer = await putPart(url, body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.etag).toBeTruthy();
    refs.push({ PartNumber: index + 1, ETag: answer.etag ?? '' });
  }
  return { key, uploadId, refs };
}

describe('S3 object store on s3rver', () => {
  it('uploads two parts to presigned URLs, completes, and reads back whole, by range and by byte source', async () => {
    const first = patterned(S3_MIN_PART_BYTES + 3, 1);
    const second = patterned(1000, 7);
    const whole = Buffer.concat([first, second]);
    const { key, uploadId, refs } = await uploadParts([first, second]);

    const done = await store.completeMultipartUpload(uploadId, refs, { maxBytes: whole.length });
    expect(done).toEqual({ key, size: whole.length, sha256: createHash('sha256').update(whole).digest('hex') });

    // the key arrived decoded exactly once (s3rver keeps `<key>._S3rver_object` on disk)
    await access(path.join(directory, BUCKET, `${key}._S3rver_object`));
    const stat = await store.stat(key);
    expect(stat?.size).toBe(whole.length);
    expect(stat?.modifiedAt.getTime()).toBeGreaterThan(0);

    expect((await readAll(await store.openRead(key))).equals(whole)).toBe(true);
    const across = await readAll(await store.openRead(key, { start: first.length - 2, end: first.length + 1 }));
    expect(across.equals(whole.subarray(first.length - 2, first.length + 2))).toBe(true);
    const tail = await readAll(await store.openRead(key, { start: whole.length - 5 }));
    expect(tail.equals(whole.subarray(-5))).toBe(true);
    expect((await readAll(await store.openRead(key, { start: whole.length + 10 }))).length).toBe(0);

    const source = await store.openByteSource(key);
    expect(source.size).toBe(whole.length);
    expect(Buffer.from(await source.read(0, 12)).equals(whole.subarray(0, 12))).toBe(true);
    expect(Buffer.from(await source.read(first.length - 4, 8)).equals(whole.subarray(first.length - 4, first.length + 4))).toBe(true);
    expect(Buffer.from(await source.read(whole.length - 3, 100)).equals(whole.subarray(-3))).toBe(true);
    expect((await source.read(whole.length, 10)).length).toBe(0);
    expect((await source.read(-1, 10)).length).toBe(0);

    const download = await fetch(store.signGetUrl(key).url, { headers: { range: 'bytes=3-6' } });
    expect(download.status).toBe(206);
    expect(Buffer.from(await download.arrayBuffer()).equals(whole.subarray(3, 7))).toBe(true);

    // the upload is finished: its id now names nothing
    await refused(store.signPartUrl(uploadId, 1), 'NoSuchUpload');
    await refused(store.completeMultipartUpload(uploadId, refs), 'NoSuchUpload');
    await refused(store.abortMultipartUpload(uploadId), 'NoSuchUpload');
  });

  it('takes a part through the server (a form upload): spooled, PUT with its length, refused past its limit', async () => {
    const body = patterned(1000, 3);
    const key = newKey();
    const { uploadId } = await store.createMultipartUpload(key);
    const part = await store.writePart(uploadId, 1, Readable.from([body.subarray(0, 400), body.subarray(400)]), { maxBytes: 1000 });
    expect(part).toMatchObject({ PartNumber: 1, Size: 1000 });
    const done = await store.completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: part.ETag }], { maxBytes: 1000 });
    expect(done.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect((await readAll(await store.openRead(key))).equals(body)).toBe(true);

    const { uploadId: second } = await store.createMultipartUpload(newKey());
    await refused(store.writePart(second, 1, Readable.from([body]), { maxBytes: 999 }), 'EntityTooLarge');
  });

  it('finds an upload from a second store instance (the record lives in the bucket, not in memory)', async () => {
    const { uploadId } = await store.createMultipartUpload(newKey('a.wav'));
    const other = createS3Store(settings);
    const { url } = await other.signPartUrl(uploadId, 1);
    const answer = await putPart(url, Buffer.from('tiny'));
    expect(answer.status).toBe(200);
    const done = await other.completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: answer.etag ?? '' }]);
    expect(done.size).toBe(4);
  });

  it('refuses a completed object larger than maxBytes and deletes it', async () => {
    const { key, uploadId, refs } = await uploadParts([Buffer.from('0123456789')]);
    await refused(store.completeMultipartUpload(uploadId, refs, { maxBytes: 9 }), 'EntityTooLarge');
    expect(await store.stat(key)).toBeNull();
  });

  it('checks the part order itself before asking S3', async () => {
    const { uploadId, refs } = await uploadParts([Buffer.from('a'), Buffer.from('b')]);
    await refused(store.completeMultipartUpload(uploadId, [...refs].reverse()), 'InvalidPartOrder');
    await refused(store.completeMultipartUpload(uploadId, [refs[1]]), 'InvalidPartOrder');
    await refused(store.completeMultipartUpload(uploadId, []), 'InvalidPart');
  });

  it('has s3rver refuse an expired presigned part URL and one of an unknown access key', async () => {
    let lagMs = 0;
    const clocked = createS3Store(settings, { now: () => new Date(Date.now() - lagMs) });
    const { uploadId } = await clocked.createMultipartUpload(newKey());
    // the upload's record is now known to this instance, so signing needs no request to S3
    lagMs = 16 * 60 * 1000;
    const expired = await putPart((await clocked.signPartUrl(uploadId, 1)).url, Buffer.from('x'));
    expect(expired.status).toBe(403);
    expect(expired.text).toMatch(/<Code>AccessDenied<\/Code>[\s\S]*expired/);

    const { url } = await store.signPartUrl(uploadId, 1);
    const foreign = await putPart(url.replace('X-Amz-Credential=S3RVER', 'X-Amz-Credential=NOTME'), Buffer.from('x'));
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain('<Code>InvalidAccessKeyId</Code>');
  });

  it('reports S3 errors it has no store name for, with status and code', async () => {
    const stranger = createS3Store({ ...settings, accessKeyId: 'NOTME' });
    await expect(stranger.createMultipartUpload(newKey())).rejects.toMatchObject({ name: 'S3RequestError', status: 403, code: 'InvalidAccessKeyId' });
    // header-signed requests carry their time: s3rver refuses one 16 minutes old
    const late = createS3Store(settings, { now: () => new Date(Date.now() - 16 * 60 * 1000) });
    await expect(late.stat(newKey())).rejects.toMatchObject({ status: 403 });
    await expect(late.createMultipartUpload(newKey())).rejects.toMatchObject({ code: 'RequestTimeTooSkewed' });
  });

  it('sweeps abandoned uploads by their records in the bucket: young ones stay, old ones are aborted (s3rver refuses the abort)', async () => {
    const { uploadId } = await store.createMultipartUpload(newKey('abandoned.wav'));
    // the records' dates are the bucket's; our cutoff is moved instead of the time
    const before = await store.expireUploads(new Date(Date.now() - 60_000));
    expect(before).toEqual({ expired: [], failed: [] });
    const after = await store.expireUploads(new Date(Date.now() + 60_000));
    const mine = after.failed.find((failure) => failure.uploadId === uploadId);
    expect(mine?.error).toMatchObject({ name: 'S3RequestError', status: 405, code: 'MethodNotAllowed' });
    expect(after.expired).toEqual([]);
    // refused, so the record stays for the next sweep: another instance still finds the upload
    expect((await createS3Store(settings).signPartUrl(uploadId, 1)).url).toContain('uploadId=');
  });

  it('answers absent keys and unknown upload ids as the local store does', async () => {
    const key = newKey('none.wav');
    expect(await store.stat(key)).toBeNull();
    await refused(store.openRead(key), 'NoSuchKey');
    await refused(store.openByteSource(key), 'NoSuchKey');
    await refused(store.signPartUrl(randomUUID(), 1), 'NoSuchUpload');
    await refused(store.listParts('not-an-upload-id'), 'NoSuchUpload');
    await refused(store.createMultipartUpload('.uploads/x.json'), 'InvalidKey');
    await refused(store.createMultipartUpload('org/../x'), 'InvalidKey');
  });
});

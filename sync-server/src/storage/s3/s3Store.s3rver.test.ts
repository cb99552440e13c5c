// The S3 store against s3rver 3.7.1 on loopback, beyond the object-store contract (which runs on it
// too: test/contract/objectStore.ts): presigned part PUTs with Node's fetch, as a browser would,
// presigned downloads, path-style keys that need encoding, and s3rver's own refusals.
//
// What s3rver cannot show, so stays untested against a real server (s3Store.test.ts has the SDK's
// requests for them against canned answers):
// - ListParts and AbortMultipartUpload: s3rver answers MethodNotAllowed (so the sweep of abandoned
//   uploads is shown here up to the abort it asks for: listing our records by age);
// - SigV4 signatures: s3rver checks the access key id, the presence of x-amz-content-sha256, clock
//   skew and a presigned URL's expiry, but never the signature itself (the signing is the AWS
//   SDK's, tested by AWS);
// - S3's own part checks at completion (5 MiB minimum, ETags, order): s3rver joins whatever parts
//   it has, so EntityTooSmall / InvalidPart come only from canned answers;
// - Content-MD5 on a part, the multipart ETag format and If-Match on ranged reads (s3rver ignores them).
import { createHash, randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../../../test/contract/objectStore';
import { s3rverBackend } from '../../../test/objectStores';
import { S3_MIN_PART_BYTES } from '../objectStore';
import { createS3Store, type S3ObjectStore } from './s3Store';
import type { S3StoreSettings } from './s3Client';

const backend = s3rverBackend();
let bucket: string;
let settings: S3StoreSettings;
let store: S3ObjectStore;

beforeAll(async () => {
  await backend.setup();
  bucket = await backend.freshPlace();
  settings = backend.settingsOf(bucket);
  store = createS3Store(settings);
});

afterAll(() => backend.teardown());

function patterned(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

function newKey(name = "Bände & Co (1) +!='~.wav"): string {
  return `org-1/2026/${randomUUID()}/${name}`;
}

async function putPart(
  url: string,
  body: Buffer,
): Promise<{ status: number; etag: string | null; text: string }> {
  const response = await fetch(url, { method: 'PUT', body });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    text: await response.text(),
  };
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
  it('uploads two parts to presigned URLs, completes, and serves a presigned ranged download', async () => {
    const first = patterned(S3_MIN_PART_BYTES + 3, 1);
    const second = patterned(1000, 7);
    const whole = Buffer.concat([first, second]);
    const { key, uploadId, refs } = await uploadParts([first, second]);

    const done = await store.completeMultipartUpload(uploadId, refs, { maxBytes: whole.length });
    expect(done).toEqual({
      key,
      size: whole.length,
      sha256: createHash('sha256').update(whole).digest('hex'),
    });

    // the key arrived decoded exactly once (s3rver keeps `<key>._S3rver_object` on disk)
    await access(path.join(backend.directory, bucket, `${key}._S3rver_object`));

    const download = await fetch((await store.signGetUrl(key)).url, {
      headers: { range: 'bytes=3-6' },
    });
    expect(download.status).toBe(206);
    expect(Buffer.from(await download.arrayBuffer()).equals(whole.subarray(3, 7))).toBe(true);

    // the upload is finished: no part URL for it any more
    await refused(store.signPartUrl(uploadId, 1), 'NoSuchUpload');
  });

  it('finds an upload from a second store instance (the record lives in the bucket, not in memory)', async () => {
    const { uploadId } = await store.createMultipartUpload(newKey('a.wav'));
    const other = createS3Store(settings);
    const { url } = await other.signPartUrl(uploadId, 1);
    const answer = await putPart(url, Buffer.from('tiny'));
    expect(answer.status).toBe(200);
    const done = await other.completeMultipartUpload(uploadId, [
      { PartNumber: 1, ETag: answer.etag ?? '' },
    ]);
    expect(done.size).toBe(4);
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
    const foreign = await putPart(
      url.replace('X-Amz-Credential=S3RVER', 'X-Amz-Credential=NOTME'),
      Buffer.from('x'),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain('<Code>InvalidAccessKeyId</Code>');
  });

  it('reports S3 errors it has no store name for, with status and code', async () => {
    const stranger = createS3Store({ ...settings, accessKeyId: 'NOTME' });
    await expect(stranger.createMultipartUpload(newKey())).rejects.toMatchObject({
      name: 'S3RequestError',
      status: 403,
      code: 'InvalidAccessKeyId',
    });
  });

  it('sweeps abandoned uploads by their records in the bucket: young ones stay, old ones are aborted (s3rver refuses the abort)', async () => {
    const { uploadId } = await store.createMultipartUpload(newKey('abandoned.wav'));
    // the records' dates are the bucket's; our cutoff is moved instead of the time
    const before = await store.expireUploads(new Date(Date.now() - 60_000));
    expect(before).toEqual({ expired: [], failed: [] });
    const after = await store.expireUploads(new Date(Date.now() + 60_000));
    const mine = after.failed.find((failure) => failure.uploadId === uploadId);
    expect(mine?.error).toMatchObject({
      name: 'S3RequestError',
      status: 405,
      code: 'MethodNotAllowed',
    });
    expect(after.expired).toEqual([]);
    // refused, so the record stays for the next sweep: another instance still finds the upload
    expect((await createS3Store(settings).signPartUrl(uploadId, 1)).url).toContain('uploadId=');
  });

  it('answers an unknown upload id with NoSuchUpload when asked for a part URL', async () => {
    await refused(store.signPartUrl(randomUUID(), 1), 'NoSuchUpload');
    await refused(store.signPartUrl('not-an-upload-id', 1), 'NoSuchUpload');
  });
});

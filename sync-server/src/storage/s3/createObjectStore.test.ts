// createObjectStore lives one folder up (sync-server/src/storage/createObjectStore.ts); its test
// sits here with the rest of the S3 flavour.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjectStore, readS3Settings } from '../createObjectStore';
import { isS3ObjectStore } from './s3Store';

const full = {
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'portal',
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  region: 'us-east-1',
  forcePathStyle: true,
};
let objectsDir: string;

beforeAll(async () => {
  objectsDir = await mkdtemp(path.join(tmpdir(), 'objects-'));
});

afterAll(async () => {
  await rm(objectsDir, { recursive: true, force: true });
});

describe('createObjectStore', () => {
  it('uses the local disk when no S3 setting is given', () => {
    const store = createObjectStore(
      { objectsDir, s3: { region: 'us-east-1', forcePathStyle: true } },
      { minPartBytes: 4 },
    );
    expect(isS3ObjectStore(store)).toBe(false);
    expect(store.minPartBytes).toBe(4);
  });

  it('uses S3 when endpoint, bucket and credentials are all set, with S3 own part minimum', () => {
    const store = createObjectStore({ objectsDir, s3: full }, { minPartBytes: 4 });
    expect(isS3ObjectStore(store)).toBe(true);
    expect(store.minPartBytes).toBe(5 * 1024 * 1024);
  });

  it('stops the start when S3 is set only in part, naming what is missing', () => {
    expect(() =>
      createObjectStore({
        objectsDir,
        s3: { region: 'us-east-1', forcePathStyle: true, endpoint: full.endpoint },
      }),
    ).toThrow(/S3_ENDPOINT set but S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing/);
    expect(() => readS3Settings({ ...full, endpoint: undefined })).toThrow(/S3_ENDPOINT missing/);
    expect(() => readS3Settings({ ...full, secretAccessKey: undefined })).toThrow(
      /S3_SECRET_ACCESS_KEY missing/,
    );
  });

  it('refuses an endpoint that is no http(s) URL and a bucket name with a slash', () => {
    expect(() => readS3Settings({ ...full, endpoint: 's3.example.com' })).toThrow(/not a URL/);
    expect(() => readS3Settings({ ...full, endpoint: 'ftp://s3.example.com' })).toThrow(
      /http\(s\)/,
    );
    expect(() => readS3Settings({ ...full, endpoint: 'https://u:p@s3.example.com' })).toThrow(
      /credentials/,
    );
    expect(() => readS3Settings({ ...full, bucket: 'a/b' })).toThrow(/S3_BUCKET/);
  });
});

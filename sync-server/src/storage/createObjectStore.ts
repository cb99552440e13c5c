// Picks the object store at startup: the embedded local disk, or an S3-compatible store when
// S3_ENDPOINT is set. A half-configured S3 stops the start rather than quietly store files locally.
import type { Config } from '../config';
import { createLocalDiskStore, type LocalDiskOptions } from './localDisk';
import type { ObjectStore } from './objectStore';
import { createS3Store, type S3StoreOptions } from './s3/s3Store';
import type { S3StoreSettings } from './s3/s3Client';

export type ObjectStoreOptions = LocalDiskOptions & Omit<S3StoreOptions, 'minPartBytes'>;

const S3_VARIABLES = {
  endpoint: 'S3_ENDPOINT',
  bucket: 'S3_BUCKET',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
} as const;

/** The complete S3 settings, null when none is set; throws naming what is missing or malformed. */
export function readS3Settings(s3: Config['s3']): S3StoreSettings | null {
  const names = Object.keys(S3_VARIABLES) as (keyof typeof S3_VARIABLES)[];
  const missing = names.filter((name) => !s3[name]);
  if (missing.length === names.length) return null;
  if (missing.length > 0) {
    const set = names.filter((name) => s3[name]).map((name) => S3_VARIABLES[name]);
    throw new Error(
      `Invalid server settings: ${set.join(', ')} set but ${missing.map((name) => S3_VARIABLES[name]).join(', ')} missing; ` +
        'set all four for an S3-compatible store, or none for the local disk',
    );
  }
  const endpoint = s3.endpoint as string;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`Invalid server settings: S3_ENDPOINT is not a URL: ${endpoint}`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(
      'Invalid server settings: S3_ENDPOINT must be an http(s) URL without query, fragment or credentials',
    );
  }
  const bucket = s3.bucket as string;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/.test(bucket))
    throw new Error(`Invalid server settings: S3_BUCKET is not a bucket name: ${bucket}`);
  return {
    endpoint,
    bucket,
    accessKeyId: s3.accessKeyId as string,
    secretAccessKey: s3.secretAccessKey as string,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
  };
}

export function createObjectStore(
  config: Pick<Config, 's3' | 'objectsDir'>,
  options: ObjectStoreOptions = {},
): ObjectStore {
  const s3 = readS3Settings(config.s3);
  if (!s3) return createLocalDiskStore(config.objectsDir, options);
  // a smaller minimum is a local-disk test hook: S3 enforces its 5 MiB whatever we announce
  const { minPartBytes: _ignored, ...s3Options } = options;
  return createS3Store(s3, s3Options);
}

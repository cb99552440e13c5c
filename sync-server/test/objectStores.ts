// The object stores the object-store contract suite runs against, as backends.ts does for the
// databases: the local disk under a temp dir, and the S3 store on s3rver started here on loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createLocalDiskStore } from '../src/storage/localDisk';
import { S3_MIN_PART_BYTES, type ObjectStore } from '../src/storage/objectStore';
import { createS3Store, type S3ObjectStore } from '../src/storage/s3/s3Store';
import type { S3StoreSettings } from '../src/storage/s3/s3Client';

/**
 * What a store under test does not do, so the suite skips those cases by name rather than
 * weakening them. s3rver 3.7.1 answers ListParts and AbortMultipartUpload with MethodNotAllowed,
 * and joins whatever parts it has at completion (no 5 MiB minimum, no ETag check).
 */
export type ObjectStoreGap = 'listParts' | 'abort' | 'completionPartChecks';

export interface ObjectStoreBackend {
  readonly name: 'local-disk' | 's3rver';
  readonly title: string;
  /** the smallest part but the last the store accepts (the local disk takes a test size) */
  readonly minPartBytes: number;
  readonly lacks: ReadonlySet<ObjectStoreGap>;
  setup(): Promise<void>;
  /** a store over a fresh, empty place (a directory, a bucket) */
  freshPlace(): Promise<string>;
  /** a store instance over a place; two instances over one place share its uploads and objects */
  openStore(place: string): ObjectStore;
  teardown(): Promise<void>;
}

const LOCAL_MIN_PART_BYTES = 4;

export function localDiskBackend(): ObjectStoreBackend {
  let root: string | undefined;
  let counter = 0;
  return {
    name: 'local-disk',
    title: 'local disk',
    minPartBytes: LOCAL_MIN_PART_BYTES,
    lacks: new Set(),
    async setup() {
      root = await mkdtemp(path.join(tmpdir(), 'rpp-store-contract-'));
    },
    async freshPlace() {
      if (!root) throw new Error('local-disk backend used before setup()');
      return path.join(root, `place-${++counter}`);
    },
    openStore: (place) => createLocalDiskStore(place, { minPartBytes: LOCAL_MIN_PART_BYTES }),
    async teardown() {
      if (root) await rm(root, { recursive: true, force: true });
      root = undefined;
    },
  };
}

export interface S3rverBackend extends ObjectStoreBackend {
  /** the settings of a place (its bucket), for tests that build their own store or sign by hand */
  settingsOf(place: string): S3StoreSettings;
  openStore(place: string): S3ObjectStore;
  /** where s3rver keeps its files (`<bucket>/<key>._S3rver_object`) */
  readonly directory: string;
}

export function s3rverBackend(): S3rverBackend {
  let server: S3rver | undefined;
  let endpoint: string | undefined;
  let directory = '';
  let counter = 0;
  const settingsOf = (bucket: string): S3StoreSettings => {
    if (!endpoint) throw new Error('s3rver backend used before setup()');
    // s3rver's one account
    return {
      endpoint,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    };
  };
  return {
    name: 's3rver',
    title: 'S3 (s3rver 3.7.1)',
    minPartBytes: S3_MIN_PART_BYTES,
    lacks: new Set<ObjectStoreGap>(['listParts', 'abort', 'completionPartChecks']),
    get directory() {
      return directory;
    },
    async setup() {
      directory = await mkdtemp(path.join(tmpdir(), 's3rver-contract-'));
      server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
      const { port } = await server.run();
      endpoint = `http://127.0.0.1:${port}`;
    },
    async freshPlace() {
      const bucket = `portal-${++counter}`;
      // s3rver takes an unsigned CreateBucket; the store itself never creates its bucket
      const created = await fetch(`${settingsOf(bucket).endpoint}/${bucket}`, { method: 'PUT' });
      if (!created.ok)
        throw new Error(
          `s3rver refused to create bucket ${bucket}: ${created.status} ${await created.text()}`,
        );
      return bucket;
    },
    settingsOf,
    openStore: (bucket) => createS3Store(settingsOf(bucket)),
    async teardown() {
      await server?.close();
      server = undefined;
      endpoint = undefined;
      if (directory) await rm(directory, { recursive: true, force: true });
    },
  };
}

export function allObjectStoreBackends(): ObjectStoreBackend[] {
  return [localDiskBackend(), s3rverBackend()];
}

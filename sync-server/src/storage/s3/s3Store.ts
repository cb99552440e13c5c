// The ObjectStore on an S3-compatible store, through the AWS SDK. Browsers PUT parts straight to S3
// (signPartUrl); only the spec's form uploads reach writePart, which spools the part and sends it
// with its length and MD5. Our upload id is a UUID whose record in the bucket holds the key and S3's id.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  paginateListParts,
  PutObjectCommand,
  UploadPartCommand,
  type GetObjectCommandInput,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  isObjectStoreError,
  MAX_PART_NUMBER,
  normalizeEtag,
  ObjectStoreError,
  S3_MIN_PART_BYTES,
  type ExpiredUploads,
  type ObjectByteSource,
  type ObjectStat,
  type ObjectStore,
  type StoredPart,
} from '../objectStore';
import { PART_URL_TTL_SECONDS } from '../signedUrl';
import { checkObjectKey, rangeOf, streamOf } from './s3Objects';
import { spoolPart } from './spooledPart';
import { createS3Client, s3Call, s3Pages, type S3StoreSettings } from './s3Client';

export interface S3StoreOptions {
  /** S3 enforces 5 MiB itself; this only tells the routes what to announce */
  minPartBytes?: number;
  /** lifetime of presigned part and download URLs */
  urlTtlSeconds?: number;
  /** how long an ordinary request may take until S3's answer begins */
  requestTimeoutMs?: number;
  /** the clock presigned URLs are dated by */
  now?: () => Date;
}

export interface S3ObjectStore extends ObjectStore {
  readonly kind: 's3';
  /** A presigned PUT for one part, for the browser (Companion's sign-part answer). */
  signPartUrl(uploadId: string, partNumber: number): Promise<{ url: string; expires: number }>;
  /** A presigned GET (any Range header may be added) for a download. */
  signGetUrl(key: string): Promise<{ url: string; expires: number }>;
}

export function isS3ObjectStore(store: ObjectStore): store is S3ObjectStore {
  return (store as Partial<S3ObjectStore>).kind === 's3';
}

/** Where our upload records live; no key may start with a dot, so none collides. */
export const UPLOAD_RECORDS_PREFIX = '.uploads/';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_CACHED_UPLOADS = 1000;
/** Sending a large part, or CompleteMultipartUpload of many large parts, may take minutes on some stores. */
const LONG_TIMEOUT_MS = 15 * 60 * 1000;

interface UploadRecord {
  key: string;
  s3UploadId: string;
}

export function createS3Store(
  settings: S3StoreSettings,
  options: S3StoreOptions = {},
): S3ObjectStore {
  const now = options.now ?? (() => new Date());
  const client = createS3Client(settings, { requestTimeoutMs: options.requestTimeoutMs });
  const Bucket = settings.bucket;
  const ttl = options.urlTtlSeconds ?? PART_URL_TTL_SECONDS;
  const records = new Map<string, UploadRecord>();
  const completing = new Set<string>();

  function recordKey(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new ObjectStoreError('NoSuchUpload');
    return `${UPLOAD_RECORDS_PREFIX}${uploadId}.json`;
  }

  function remember(uploadId: string, record: UploadRecord): void {
    if (records.size >= MAX_CACHED_UPLOADS) records.delete(records.keys().next().value as string);
    records.set(uploadId, record);
  }

  async function readRecord(uploadId: string): Promise<UploadRecord> {
    const cached = records.get(uploadId);
    if (cached) return cached;
    const Key = recordKey(uploadId);
    const answer = await s3Call(() => client.send(new GetObjectCommand({ Bucket, Key }))).catch(
      (error: unknown) => {
        throw isObjectStoreError(error, 'NoSuchKey') ? new ObjectStoreError('NoSuchUpload') : error;
      },
    );
    const record = JSON.parse(
      (await answer.Body?.transformToString()) ?? '',
    ) as Partial<UploadRecord>;
    if (typeof record.key !== 'string' || typeof record.s3UploadId !== 'string')
      throw new Error(`upload record ${uploadId} is malformed`);
    remember(uploadId, { key: record.key, s3UploadId: record.s3UploadId });
    return { key: record.key, s3UploadId: record.s3UploadId };
  }

  async function forgetRecord(uploadId: string): Promise<void> {
    records.delete(uploadId);
    await deleteObject(recordKey(uploadId));
  }

  async function deleteObject(Key: string): Promise<void> {
    // S3 answers 204 whether the key was there or not
    await s3Call(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
  }

  async function head(Key: string): Promise<(ObjectStat & { etag: string | undefined }) | null> {
    checkObjectKey(Key);
    const found = await s3Call(() => client.send(new HeadObjectCommand({ Bucket, Key }))).catch(
      (error: unknown) => {
        if (isObjectStoreError(error, 'NoSuchKey')) return null;
        throw error;
      },
    );
    if (!found) return null;
    const size = found.ContentLength;
    if (size === undefined || !Number.isSafeInteger(size) || size < 0)
      throw new Error(`S3 answered HEAD ${Key} without a length`);
    return { size, modifiedAt: found.LastModified ?? new Date(0), etag: found.ETag };
  }

  /** A GET of the object or part of it; null when the range starts past its end. */
  async function get(
    Key: string,
    input: Omit<GetObjectCommandInput, 'Bucket' | 'Key'>,
  ): Promise<GetObjectCommandOutput | null> {
    checkObjectKey(Key);
    return s3Call(() => client.send(new GetObjectCommand({ Bucket, Key, ...input }))).catch(
      (error: unknown) => {
        if ((error as { code?: string }).code === 'InvalidRange') return null;
        throw error;
      },
    );
  }

  /** S3's multipart ETag is no content hash: the one checksum we can promise costs one full read. */
  async function hashObject(
    key: string,
    etag: string | undefined,
  ): Promise<{ size: number; sha256: string }> {
    const answer = await get(key, { IfMatch: etag });
    const sha256 = createHash('sha256');
    let size = 0;
    for await (const chunk of streamOf(answer?.Body)) {
      sha256.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { size, sha256: sha256.digest('hex') };
  }

  async function abortUpload(uploadId: string): Promise<void> {
    const { key, s3UploadId } = await readRecord(uploadId);
    await s3Call(() =>
      client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: s3UploadId })),
    ).catch((error: unknown) => {
      // already gone on S3 (completed, or aborted by a lifecycle rule): our record goes too
      if (!isObjectStoreError(error, 'NoSuchUpload')) throw error;
    });
    await forgetRecord(uploadId);
  }

  function checkPartNumber(partNumber: number): void {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
      throw new ObjectStoreError('InvalidPart');
  }

  return {
    kind: 's3',
    minPartBytes: options.minPartBytes ?? S3_MIN_PART_BYTES,

    async createMultipartUpload(key) {
      checkObjectKey(key);
      const created = await s3Call(() =>
        client.send(new CreateMultipartUploadCommand({ Bucket, Key: key })),
      );
      if (!created.UploadId)
        throw new Error('S3 answered CreateMultipartUpload without an UploadId');
      const record: UploadRecord = { key, s3UploadId: created.UploadId };
      const uploadId = randomUUID();
      const Body = JSON.stringify(record);
      await s3Call(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: recordKey(uploadId),
            Body,
            ContentType: 'application/json',
          }),
        ),
      ).catch(async (error: unknown) => {
        // without its record the upload could never be completed nor aborted through us
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: record.s3UploadId }))
          .catch(() => undefined);
        throw error;
      });
      remember(uploadId, record);
      return { uploadId, key };
    },

    async writePart(uploadId, partNumber, body, writeOptions = {}) {
      // the browser's parts go straight to S3 (signPartUrl); only the form uploads pass through us
      checkPartNumber(partNumber);
      const { key, s3UploadId } = await readRecord(uploadId);
      const part = await spoolPart(body, writeOptions.maxBytes ?? Number.MAX_SAFE_INTEGER);
      try {
        const input = {
          Bucket,
          Key: key,
          UploadId: s3UploadId,
          PartNumber: partNumber,
          ContentLength: part.size,
          ContentMD5: part.md5Base64,
        };
        // a streamed body is never retried by the SDK: a failed part fails the form upload
        const sent = await s3Call(() =>
          client.send(new UploadPartCommand({ ...input, Body: part.open() }), {
            requestTimeout: LONG_TIMEOUT_MS,
          }),
        );
        return {
          PartNumber: partNumber,
          Size: part.size,
          ETag: (sent.ETag ?? part.md5).replaceAll('"', ''),
        };
      } finally {
        await part.remove();
      }
    },

    async signPartUrl(uploadId, partNumber) {
      checkPartNumber(partNumber);
      const { key, s3UploadId } = await readRecord(uploadId);
      const command = new UploadPartCommand({
        Bucket,
        Key: key,
        UploadId: s3UploadId,
        PartNumber: partNumber,
      });
      return {
        url: await getSignedUrl(client, command, { expiresIn: ttl, signingDate: now() }),
        expires: ttl,
      };
    },

    async signGetUrl(key) {
      checkObjectKey(key);
      return {
        url: await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
          expiresIn: ttl,
          signingDate: now(),
        }),
        expires: ttl,
      };
    },

    async listParts(uploadId) {
      const { key, s3UploadId } = await readRecord(uploadId);
      const parts: StoredPart[] = [];
      const pages = paginateListParts({ client }, { Bucket, Key: key, UploadId: s3UploadId });
      for await (const page of s3Pages(pages)) {
        for (const { PartNumber, Size, ETag } of page.Parts ?? []) {
          if (
            !Number.isInteger(PartNumber) ||
            (PartNumber ?? 0) < 1 ||
            !Number.isSafeInteger(Size) ||
            (Size ?? -1) < 0 ||
            !ETag
          ) {
            throw new Error('S3 answered ListParts with a malformed Part');
          }
          parts.push({
            PartNumber: PartNumber as number,
            Size: Size as number,
            ETag: normalizeEtag(ETag),
          });
        }
      }
      return parts;
    },

    async completeMultipartUpload(uploadId, refs, completeOptions = {}) {
      if (refs.length === 0) throw new ObjectStoreError('InvalidPart', 'no parts listed');
      refs.forEach((ref, index) => {
        if (ref.PartNumber !== index + 1) throw new ObjectStoreError('InvalidPartOrder');
      });
      if (completing.has(uploadId))
        throw new ObjectStoreError('NoSuchUpload', 'the upload is being completed');
      completing.add(uploadId);
      try {
        const { key, s3UploadId } = await readRecord(uploadId);
        const Parts = refs.map(({ PartNumber, ETag }) => ({
          PartNumber,
          ETag: `"${normalizeEtag(ETag)}"`,
        }));
        // S3 may answer 200 and report the failure in the body: the SDK reads both
        await s3Call(() =>
          client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key: key,
              UploadId: s3UploadId,
              MultipartUpload: { Parts },
            }),
            {
              requestTimeout: LONG_TIMEOUT_MS,
            },
          ),
        );
        await forgetRecord(uploadId).catch(() => undefined);
        const stat = await head(key);
        if (!stat) throw new ObjectStoreError('NoSuchKey', 'the completed object is missing');
        // ListParts could check sizes before completing, but S3 knows the total only now
        if (stat.size > (completeOptions.maxBytes ?? Number.POSITIVE_INFINITY)) {
          await deleteObject(key);
          throw new ObjectStoreError('EntityTooLarge');
        }
        const { size, sha256 } = await hashObject(key, stat.etag);
        if (size !== stat.size) throw new Error(`the object ${key} changed while being hashed`);
        return { key, size, sha256 };
      } finally {
        completing.delete(uploadId);
      }
    },

    abortMultipartUpload: abortUpload,

    async expireUploads(cutoff) {
      // our records say which uploads exist; each is written once, when its upload begins
      const report: ExpiredUploads = { expired: [], failed: [] };
      const old: string[] = [];
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: UPLOAD_RECORDS_PREFIX });
      for await (const page of s3Pages(pages)) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (!Key || !LastModified)
            throw new Error('S3 answered ListObjectsV2 with a malformed Contents');
          const uploadId = Key.slice(UPLOAD_RECORDS_PREFIX.length).replace(/\.json$/, '');
          if (UPLOAD_ID.test(uploadId) && LastModified < cutoff) old.push(uploadId);
        }
      }
      for (const uploadId of old) {
        if (completing.has(uploadId)) continue;
        try {
          await abortUpload(uploadId);
          report.expired.push(uploadId);
        } catch (error) {
          // its record went meanwhile (completed or aborted): nothing left to expire
          if (!isObjectStoreError(error, 'NoSuchUpload')) report.failed.push({ uploadId, error });
        }
      }
      return report;
    },

    async stat(key) {
      const found = await head(key);
      return found && { size: found.size, modifiedAt: found.modifiedAt };
    },

    deleteObject,

    async openRead(key, range) {
      const answer = await get(key, { Range: rangeOf(range) });
      return answer ? streamOf(answer.Body) : Readable.from([]);
    },

    async openByteSource(key) {
      const found = await head(key);
      if (!found) throw new ObjectStoreError('NoSuchKey');
      const { size, etag } = found;
      // every read is its own ranged GET: nothing stays open, so no close
      const source: ObjectByteSource = {
        size,
        async read(offset, length) {
          if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length))
            throw new RangeError(`invalid read ${offset}+${length}`);
          // as the local store: nothing before the start or past the end
          const end = Math.min(offset + length, size) - 1;
          if (offset < 0 || end < offset) return new Uint8Array(0);
          // If-Match: a replaced object fails the read instead of mixing two files' bytes
          const answer = await get(key, { Range: `bytes=${offset}-${end}`, IfMatch: etag });
          if (answer?.$metadata.httpStatusCode === 200 && (offset !== 0 || end !== size - 1)) {
            streamOf(answer.Body).destroy();
            throw new Error(`S3 ignored the Range of a read of ${key}`);
          }
          const bytes = (await answer?.Body?.transformToByteArray()) ?? new Uint8Array(0);
          if (bytes.length !== end - offset + 1)
            throw new Error(
              `S3 answered ${bytes.length} bytes for range ${offset}-${end} of ${key}`,
            );
          return bytes;
        },
      };
      return source;
    },
  };
}

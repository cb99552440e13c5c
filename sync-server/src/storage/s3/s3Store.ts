// The ObjectStore on an S3-compatible store. Browsers PUT parts straight to S3 (signPartUrl); only
// the spec's form uploads reach writePart, which spools the part and PUTs it. Our upload id is a
// UUID whose record in the bucket holds the key and S3's id.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  isObjectStoreError,
  MAX_PART_NUMBER,
  ObjectStoreError,
  S3_MIN_PART_BYTES,
  type ExpiredUploads,
  type ObjectByteSource,
  type ObjectStat,
  type ObjectStore,
} from '../objectStore';
import { PART_URL_TTL_SECONDS } from '../signedUrl';
import { checkObjectKey, rangeHeader, streamOf } from './s3Objects';
import { spoolPart } from './spooledPart';
import { buildCompleteXml, parseInitiateResult, parseListObjectsResult, parseListPartsResult } from './multipartXml';
import { createS3Client, errorFromResponse, errorFromText, S3RequestError, type S3Client, type S3StoreSettings } from './s3Client';
import { readXmlError } from './xml';

export interface S3StoreOptions {
  /** S3 enforces 5 MiB itself; this only tells the routes what to announce */
  minPartBytes?: number;
  /** lifetime of presigned part and download URLs */
  urlTtlSeconds?: number;
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
  now?: () => Date;
}

export interface S3ObjectStore extends ObjectStore {
  readonly kind: 's3';
  /** A presigned PUT for one part, for the browser (Companion's sign-part answer). */
  signPartUrl(uploadId: string, partNumber: number): Promise<{ url: string; expires: number }>;
  /** A presigned GET (any Range header may be added) for a download. */
  signGetUrl(key: string): { url: string; expires: number };
}

export function isS3ObjectStore(store: ObjectStore): store is S3ObjectStore {
  return (store as Partial<S3ObjectStore>).kind === 's3';
}

/** Where our upload records live; no key may start with a dot, so none collides. */
export const UPLOAD_RECORDS_PREFIX = '.uploads/';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_CACHED_UPLOADS = 1000;
/** CompleteMultipartUpload of many large parts may take minutes on some stores. */
const COMPLETE_TIMEOUT_MS = 15 * 60 * 1000;

interface UploadRecord {
  key: string;
  s3UploadId: string;
}

export function createS3Store(settings: S3StoreSettings, options: S3StoreOptions = {}): S3ObjectStore {
  const client: S3Client = createS3Client(settings, options.fetch, options.requestTimeoutMs);
  const ttl = options.urlTtlSeconds ?? PART_URL_TTL_SECONDS;
  const fetchOption = options.fetch;
  const now = options.now ?? (() => new Date());
  const records = new Map<string, UploadRecord>();
  const completing = new Set<string>();

  async function expectOk(response: Response): Promise<string> {
    const text = await response.text();
    if (!response.ok || readXmlError(text)) throw errorFromText(response.status, response.statusText, text);
    return text;
  }

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
    const response = await client.send({ method: 'GET', key: recordKey(uploadId) }, now());
    if (response.status === 404) {
      await response.body?.cancel();
      throw new ObjectStoreError('NoSuchUpload');
    }
    const record = JSON.parse(await expectOk(response)) as Partial<UploadRecord>;
    if (typeof record.key !== 'string' || typeof record.s3UploadId !== 'string') throw new Error(`upload record ${uploadId} is malformed`);
    remember(uploadId, { key: record.key, s3UploadId: record.s3UploadId });
    return { key: record.key, s3UploadId: record.s3UploadId };
  }

  async function forgetRecord(uploadId: string): Promise<void> {
    records.delete(uploadId);
    const response = await client.send({ method: 'DELETE', key: recordKey(uploadId) }, now());
    if (response.status !== 404) await expectOk(response);
  }

  async function deleteObject(key: string): Promise<void> {
    const response = await client.send({ method: 'DELETE', key }, now());
    if (response.status !== 404) await expectOk(response);
  }

  async function head(key: string): Promise<(ObjectStat & { etag: string | null }) | null> {
    checkObjectKey(key);
    const response = await client.send({ method: 'HEAD', key }, now());
    if (response.status === 404) return null;
    if (!response.ok) throw new S3RequestError(response.status, response.headers.get('x-amz-error-code') ?? 'HttpError', `HEAD ${key}`);
    const size = Number(response.headers.get('content-length'));
    if (!Number.isSafeInteger(size) || size < 0) throw new Error(`S3 answered HEAD ${key} without a length`);
    const modified = response.headers.get('last-modified');
    return { size, modifiedAt: modified ? new Date(modified) : new Date(0), etag: response.headers.get('etag') };
  }

  async function get(key: string, headers: Record<string, string>): Promise<Response | null> {
    checkObjectKey(key);
    const response = await client.send({ method: 'GET', key, headers, timeoutMs: null }, now());
    if (response.status === 416) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  /** S3's multipart ETag is no content hash: the one checksum we can promise costs one full read. */
  async function hashObject(key: string, etag: string | null): Promise<{ size: number; sha256: string }> {
    const response = await get(key, etag ? { 'if-match': etag } : {});
    const sha256 = createHash('sha256');
    let size = 0;
    for await (const chunk of streamOf(response ?? new Response(null))) {
      sha256.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { size, sha256: sha256.digest('hex') };
  }

  async function abortUpload(uploadId: string): Promise<void> {
    const { key, s3UploadId } = await readRecord(uploadId);
    const response = await client.send({ method: 'DELETE', key, query: [['uploadId', s3UploadId]] }, now());
    if (response.status === 404) {
      // already gone on S3 (completed, or aborted by a lifecycle rule): our record goes too
      const error = await errorFromResponse(response);
      if (!isObjectStoreError(error, 'NoSuchUpload')) throw error;
    } else {
      await expectOk(response);
    }
    await forgetRecord(uploadId);
  }

  return {
    kind: 's3',
    minPartBytes: options.minPartBytes ?? S3_MIN_PART_BYTES,

    async createMultipartUpload(key) {
      checkObjectKey(key);
      const response = await client.send({ method: 'POST', key, query: [['uploads', '']] }, now());
      const s3UploadId = parseInitiateResult(await expectOk(response));
      const uploadId = randomUUID();
      const record: UploadRecord = { key, s3UploadId };
      const stored = await client.send(
        { method: 'PUT', key: recordKey(uploadId), body: JSON.stringify(record), headers: { 'content-type': 'application/json' } },
        now(),
      );
      await expectOk(stored).catch(async (error: unknown) => {
        // without its record the upload could never be completed nor aborted through us
        await client.send({ method: 'DELETE', key, query: [['uploadId', s3UploadId]] }, now()).catch(() => undefined);
        throw error;
      });
      remember(uploadId, record);
      return { uploadId, key };
    },

    async writePart(uploadId, partNumber, body, options = {}) {
      // the browser's parts go straight to S3 (signPartUrl); only the form uploads pass through us
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) throw new ObjectStoreError('InvalidPart');
      const { key, s3UploadId } = await readRecord(uploadId);
      const part = await spoolPart(body, options.maxBytes ?? Number.MAX_SAFE_INTEGER);
      try {
        const query = [['partNumber', String(partNumber)], ['uploadId', s3UploadId]] as const;
        const url = client.presignUrl({ method: 'PUT', key, query }, ttl, now());
        const fetchImpl = fetchOption ?? fetch;
        const response = await fetchImpl(url, {
          method: 'PUT',
          headers: { 'content-length': String(part.size) },
          body: Readable.toWeb(part.open()) as unknown as ReadableStream,
          duplex: 'half',
        } as RequestInit);
        await expectOk(response);
        const etag = (response.headers.get('etag') ?? part.md5).replaceAll('"', '');
        return { PartNumber: partNumber, Size: part.size, ETag: etag };
      } finally {
        await part.remove();
      }
    },

    async signPartUrl(uploadId, partNumber) {
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) throw new ObjectStoreError('InvalidPart');
      const { key, s3UploadId } = await readRecord(uploadId);
      const query = [['partNumber', String(partNumber)], ['uploadId', s3UploadId]] as const;
      return { url: client.presignUrl({ method: 'PUT', key, query }, ttl, now()), expires: ttl };
    },

    signGetUrl(key) {
      checkObjectKey(key);
      return { url: client.presignUrl({ method: 'GET', key }, ttl, now()), expires: ttl };
    },

    async listParts(uploadId) {
      const { key, s3UploadId } = await readRecord(uploadId);
      const parts = [];
      let marker: string | null = null;
      do {
        const query: [string, string][] = [['uploadId', s3UploadId]];
        if (marker !== null) query.push(['part-number-marker', marker]);
        const page = parseListPartsResult(await expectOk(await client.send({ method: 'GET', key, query }, now())));
        parts.push(...page.parts);
        marker = page.nextMarker;
      } while (marker !== null);
      return parts;
    },

    async completeMultipartUpload(uploadId, refs, completeOptions = {}) {
      if (refs.length === 0) throw new ObjectStoreError('InvalidPart', 'no parts listed');
      refs.forEach((ref, index) => {
        if (ref.PartNumber !== index + 1) throw new ObjectStoreError('InvalidPartOrder');
      });
      if (completing.has(uploadId)) throw new ObjectStoreError('NoSuchUpload', 'the upload is being completed');
      completing.add(uploadId);
      try {
        const { key, s3UploadId } = await readRecord(uploadId);
        const response = await client.send(
          {
            method: 'POST',
            key,
            query: [['uploadId', s3UploadId]],
            body: buildCompleteXml(refs),
            headers: { 'content-type': 'application/xml' },
            timeoutMs: COMPLETE_TIMEOUT_MS,
          },
          now(),
        );
        // S3 may answer 200 and report the failure in the body: expectOk reads both
        await expectOk(response);
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
      let token: string | null = null;
      const old: string[] = [];
      do {
        const query: [string, string][] = [['list-type', '2'], ['prefix', UPLOAD_RECORDS_PREFIX]];
        if (token !== null) query.push(['continuation-token', token]);
        const page = parseListObjectsResult(await expectOk(await client.send({ method: 'GET', query }, now())));
        for (const { key, lastModified } of page.objects) {
          const uploadId = key.slice(UPLOAD_RECORDS_PREFIX.length).replace(/\.json$/, '');
          if (UPLOAD_ID.test(uploadId) && lastModified < cutoff) old.push(uploadId);
        }
        token = page.nextToken;
      } while (token !== null);
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

    async openRead(key, range) {
      const response = await get(key, rangeHeader(range));
      return response ? streamOf(response) : Readable.from([]);
    },

    async openByteSource(key) {
      const found = await head(key);
      if (!found) throw new ObjectStoreError('NoSuchKey');
      const { size, etag } = found;
      // every read is its own ranged GET: nothing stays open, so no close
      const source: ObjectByteSource = {
        size,
        async read(offset, length) {
          if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length)) throw new RangeError(`invalid read ${offset}+${length}`);
          // as the local store: nothing before the start or past the end
          const end = Math.min(offset + length, size) - 1;
          if (offset < 0 || end < offset) return new Uint8Array(0);
          // If-Match: a replaced object fails the read instead of mixing two files' bytes
          const response = await get(key, { range: `bytes=${offset}-${end}`, ...(etag ? { 'if-match': etag } : {}) });
          if (response?.status === 200 && (offset !== 0 || end !== size - 1)) {
            await response.body?.cancel();
            throw new Error(`S3 ignored the Range of a read of ${key}`);
          }
          const bytes = response ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array(0);
          if (bytes.length !== end - offset + 1) throw new Error(`S3 answered ${bytes.length} bytes for range ${offset}-${end} of ${key}`);
          return bytes;
        },
      };
      return source;
    },
  };
}

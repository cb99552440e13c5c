// A minimal signed HTTP client for one bucket of an S3-compatible store, path-style
// (`<endpoint>/<bucket>/<key>`), so any host name works (MinIO, Garage, Ceph, s3rver, AWS).
// S3's error names that the ObjectStore interface knows become ObjectStoreErrors; others S3RequestErrors.
import { ObjectStoreError, type ObjectStoreErrorCode } from '../objectStore';
import { canonicalQueryString, encodeObjectPath, presignQuery, sha256Hex, signRequestHeaders, type SigningCredentials } from './sigv4';
import { readXmlError } from './xml';

export interface S3StoreSettings {
  /** `https://s3.example.com` or `http://127.0.0.1:9000`; a path prefix is kept */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export type Query = ReadonlyArray<readonly [string, string]>;

export interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** omitted for requests on the bucket itself */
  key?: string;
  query?: Query;
  headers?: Readonly<Record<string, string>>;
  body?: string | Uint8Array;
  /** abort after this long; streamed downloads pass null (their length has no bound) */
  timeoutMs?: number | null;
}

/** An S3 answer that the ObjectStore interface has no name for (AccessDenied, SlowDown, ...). */
export class S3RequestError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(`S3 ${status} ${code}${message ? `: ${message}` : ''}`);
    this.name = 'S3RequestError';
    this.status = status;
    this.code = code;
  }
}

const STORE_CODES: ReadonlySet<string> = new Set<ObjectStoreErrorCode>([
  'NoSuchUpload',
  'NoSuchKey',
  'InvalidPart',
  'InvalidPartOrder',
  'EntityTooSmall',
  'EntityTooLarge',
  'InvalidKey',
]);
const S3_ALIASES: Readonly<Record<string, ObjectStoreErrorCode>> = { KeyTooLongError: 'InvalidKey' };

/** The error an S3 error document stands for. */
export function toStoreError(status: number, code: string, message: string): Error {
  const known = S3_ALIASES[code] ?? (STORE_CODES.has(code) ? (code as ObjectStoreErrorCode) : undefined);
  return known ? new ObjectStoreError(known, message || known) : new S3RequestError(status, code, message);
}

/** The error an answer's status and body stand for (the body may be empty, as HEAD's is). */
export function errorFromText(status: number, statusText: string, text: string): Error {
  const parsed = readXmlError(text);
  return toStoreError(status, parsed?.code ?? (status === 404 ? 'NoSuchKey' : 'HttpError'), parsed?.message ?? statusText);
}

export async function errorFromResponse(response: Response): Promise<Error> {
  return errorFromText(response.status, response.statusText, response.body ? await response.text() : '');
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface S3Client {
  readonly bucket: string;
  send(request: S3Request, now?: Date): Promise<Response>;
  /** A presigned URL (SignedHeaders=host) for the browser. */
  presignUrl(request: Pick<S3Request, 'method' | 'key' | 'query'>, expiresSeconds: number, now?: Date): string;
}

export function createS3Client(settings: S3StoreSettings, fetchImpl: typeof fetch = fetch, timeoutMs: number = DEFAULT_TIMEOUT_MS): S3Client {
  const endpoint = new URL(settings.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');
  const credentials: SigningCredentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
  };

  function pathOf(key: string | undefined): string {
    return prefix + encodeObjectPath(settings.bucket, key);
  }

  function urlOf(path: string, query: string): string {
    return `${endpoint.origin}${path}${query ? `?${query}` : ''}`;
  }

  return {
    bucket: settings.bucket,

    async send(request, now = new Date()) {
      const path = pathOf(request.key);
      // (a copy into a plain ArrayBuffer: fetch's types refuse a view of a SharedArrayBuffer)
      const body = request.body === undefined ? undefined : typeof request.body === 'string' ? Buffer.from(request.body) : new Uint8Array(request.body);
      const headers = signRequestHeaders(
        credentials,
        {
          method: request.method,
          host: endpoint.host,
          path,
          query: request.query,
          headers: request.headers,
          payloadHash: sha256Hex(body ?? ''),
        },
        now,
      );
      const limit = request.timeoutMs === undefined ? timeoutMs : request.timeoutMs;
      return fetchImpl(urlOf(path, canonicalQueryString(request.query)), {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: limit === null ? undefined : AbortSignal.timeout(limit),
      });
    },

    presignUrl(request, expiresSeconds, now = new Date()) {
      const path = pathOf(request.key);
      return urlOf(path, presignQuery(credentials, { method: request.method, host: endpoint.host, path, query: request.query }, expiresSeconds, now));
    },
  };
}

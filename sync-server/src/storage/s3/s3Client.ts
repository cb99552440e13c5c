// The AWS SDK's S3 client for one bucket of an S3-compatible store (MinIO, Garage, Ceph, s3rver,
// AWS): signing, retries with backoff, clock-skew correction and addressing come from the SDK.
// S3's error names that the ObjectStore interface knows become ObjectStoreErrors; others S3RequestErrors.
import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ObjectStoreError, type ObjectStoreErrorCode } from '../objectStore';

export interface S3StoreSettings {
  /** `https://s3.example.com` or `http://127.0.0.1:9000`; a path prefix is kept */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` (default) rather than `<bucket>.<endpoint host>/<key>` */
  forcePathStyle?: boolean;
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
// HEAD answers carry no error document: the SDK names a bare 404 NotFound
const S3_ALIASES: Readonly<Record<string, ObjectStoreErrorCode>> = {
  KeyTooLongError: 'InvalidKey',
  NotFound: 'NoSuchKey',
};

/** The error an S3 error name stands for. */
export function toStoreError(status: number, code: string, message: string): Error {
  const known =
    S3_ALIASES[code] ?? (STORE_CODES.has(code) ? (code as ObjectStoreErrorCode) : undefined);
  return known
    ? new ObjectStoreError(known, message || known)
    : new S3RequestError(status, code, message);
}

/** The SDK's service errors as the store's; anything else (network, timeout) as it came. */
export function fromSdkError(error: unknown): unknown {
  if (!(error instanceof S3ServiceException)) return error;
  // a HEAD's bare 403 or 400 gets the status text as its name: keep the message S3-like
  const message =
    error.message === 'UnknownError' || error.message === error.name ? '' : error.message;
  return toStoreError(error.$metadata.httpStatusCode ?? 0, error.name, message);
}

/** Runs one SDK call and reports its failure in the store's terms. */
export async function s3Call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw fromSdkError(error);
  }
}

/** The pages of an SDK paginator, their failures in the store's terms. */
export async function* s3Pages<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    for await (const page of pages) yield page;
  } catch (error) {
    throw fromSdkError(error);
  }
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;

export interface S3ClientOptions {
  /** how long a request may take until S3's answer begins (a call may ask for longer) */
  requestTimeoutMs?: number;
}

/** (A clock that is off is the SDK's to correct: it signs again by S3's Date after a skew error.) */
export function createS3Client(settings: S3StoreSettings, options: S3ClientOptions = {}): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: settings.forcePathStyle ?? true,
    // checksums only where S3 requires them: CRC32 trailers on streamed bodies (aws-chunked) are
    // not understood by every S3-compatible store; a part through the server carries Content-MD5
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // (the options of the SDK's own Node handler)
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
}

// Object keys, ranges and bodies as the S3 store sends and reads them.
import { Readable } from 'node:stream';
import { ObjectStoreError, type ByteRange } from '../objectStore';

const MAX_KEY_BYTES = 1024;

/** The same key rules as the local store, so a key valid on one is valid on the other. */
export function checkObjectKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    Buffer.byteLength(key) > MAX_KEY_BYTES ||
    /[\p{Cc}\\]/u.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    segments[0].startsWith('.')
  ) {
    throw new ObjectStoreError('InvalidKey');
  }
}

/** A GetObject body in Node is the response stream itself. */
export function streamOf(body: unknown): Readable {
  if (body === undefined) return Readable.from([]);
  if (!(body instanceof Readable))
    throw new Error('S3 answered with a body that is no Node stream');
  return body;
}

/** The Range header of a read, or undefined for the whole object. */
export function rangeOf(range: ByteRange | undefined): string | undefined {
  if (!range || (range.start === 0 && range.end === undefined)) return undefined;
  const { start, end } = range;
  if (
    !Number.isSafeInteger(start) ||
    start < 0 ||
    (end !== undefined && (!Number.isSafeInteger(end) || end < start))
  ) {
    throw new RangeError(`invalid byte range ${start}-${end ?? ''}`);
  }
  return `bytes=${start}-${end ?? ''}`;
}

// Object keys, ranges and bodies as the S3 store sends and reads them.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
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

export function streamOf(response: Response): Readable {
  return response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream) : Readable.from([]);
}

export function rangeHeader(range: ByteRange | undefined): Record<string, string> {
  if (!range || (range.start === 0 && range.end === undefined)) return {};
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new RangeError(`invalid byte range ${start}-${end ?? ''}`);
  }
  return { range: `bytes=${start}-${end ?? ''}` };
}

// The object store behind the upload routes, in S3's multipart shape so a real S3-compatible store
// can stand in for the local disk later. Keys are chosen by the server; nothing half-written is
// ever visible under a final key.
import type { Readable } from 'node:stream';
import type { ByteSource } from '../../../src/domain/media/byteSource';

/** S3 refuses a multipart upload whose parts (all but the last) are smaller than this. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** S3's highest part number. */
export const MAX_PART_NUMBER = 10_000;

export interface StoredPart {
  PartNumber: number;
  Size: number;
  /** hex digest of the part, unquoted (S3 quotes it in the ETag header) */
  ETag: string;
}

export interface PartRef {
  PartNumber: number;
  ETag: string;
}

export interface CompletedObject {
  key: string;
  size: number;
  sha256: string;
}

export interface ObjectStat {
  size: number;
  modifiedAt: Date;
}

/**
 * Positional reads of a stored object for the header probes. A store holding a resource open
 * (the local disk's file handle) gives `close`; the caller calls it once the probe is done.
 */
export interface ObjectByteSource extends ByteSource {
  close?(): Promise<void>;
}

export interface ByteRange {
  /** first byte, inclusive */
  start: number;
  /** last byte, inclusive (HTTP Range semantics) */
  end?: number;
}

/** S3's own error names, so an S3-backed store can report the same. */
export type ObjectStoreErrorCode =
  | 'NoSuchUpload'
  | 'NoSuchKey'
  | 'InvalidPart'
  | 'InvalidPartOrder'
  | 'EntityTooSmall'
  | 'EntityTooLarge'
  | 'InvalidKey';

export class ObjectStoreError extends Error {
  readonly code: ObjectStoreErrorCode;
  constructor(code: ObjectStoreErrorCode, message: string = code) {
    super(message);
    this.name = 'ObjectStoreError';
    this.code = code;
  }
}

export function isObjectStoreError(
  error: unknown,
  code?: ObjectStoreErrorCode,
): error is ObjectStoreError {
  return error instanceof ObjectStoreError && (code === undefined || error.code === code);
}

export interface PartLayout {
  partSize: number;
  totalSize: number;
}

/** What one sweep of abandoned uploads did (ObjectStore.expireUploads). */
export interface ExpiredUploads {
  /** the uploads removed */
  expired: string[];
  /** the uploads that could not be removed now; the next sweep tries again */
  failed: Array<{ uploadId: string; error: unknown }>;
}

export interface ObjectStore {
  /** the smallest part (but the last) completeMultipartUpload accepts */
  readonly minPartBytes: number;
  /**
   * `layout`: the part size every part but the last will have and the declared total, when the
   * uploader keeps to one (ours does: filePolicy's uploadPartSize). A store may then write each
   * part straight into its place in the object, and refuse parts that do not fit it.
   */
  createMultipartUpload(
    key: string,
    layout?: PartLayout,
  ): Promise<{ uploadId: string; key: string }>;
  /** Streams one part to the store; refuses (EntityTooLarge) once more than maxBytes arrive. */
  writePart(
    uploadId: string,
    partNumber: number,
    body: Readable,
    options?: { maxBytes?: number },
  ): Promise<StoredPart>;
  listParts(uploadId: string): Promise<StoredPart[]>;
  /**
   * Joins the listed parts into the upload's key. The parts must all exist with those ETags, in
   * ascending order from 1 without gaps, all but the last at least the minimum part size, and
   * together at most maxBytes.
   */
  completeMultipartUpload(
    uploadId: string,
    parts: readonly PartRef[],
    options?: { maxBytes?: number },
  ): Promise<CompletedObject>;
  abortMultipartUpload(uploadId: string): Promise<void>;
  /**
   * Aborts every upload begun before `cutoff` and neither completed nor aborted since, whether a
   * file row knows it or not: its parts, its partly written object and its record go.
   */
  expireUploads(cutoff: Date): Promise<ExpiredUploads>;
  stat(key: string): Promise<ObjectStat | null>;
  /** Removes a stored object; a key that is not there is no error (a retried prune). */
  deleteObject(key: string): Promise<void>;
  /** The object's bytes, or the inclusive range of them (NoSuchKey when absent). */
  openRead(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Random access to an object for the server's verification (S3: ranged GETs). NoSuchKey when
   * absent; the caller closes it.
   */
  openByteSource(key: string): Promise<ObjectByteSource>;
}

/** ETags travel quoted in headers and sometimes come back quoted: compare them bare. */
export function normalizeEtag(etag: string): string {
  return etag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();
}

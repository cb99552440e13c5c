// The local store's files and names: where a key lives on disk, how an upload directory is laid
// out (a JSON record, one sidecar per part), and the byte meter parts stream through.
import { randomBytes, type createHash } from 'node:crypto';
import path from 'node:path';
import { Transform } from 'node:stream';
import { ObjectStoreError, type PartLayout, type StoredPart } from './objectStore';

/** Uploads in progress live here, beside the objects; no key may start with a dot. */
export const UPLOADS_DIR = '.uploads';
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const PART_SIDECAR = /^part-(\d{5})\.json$/;
const MAX_KEY_LENGTH = 1024;

export interface PartSidecar extends StoredPart {
  /** the data file of this part inside the upload directory (the object itself when in place) */
  file: string;
}

export interface UploadMeta {
  key: string;
  /** set when the parts are written in place (inPlaceParts.ts) */
  layout?: PartLayout;
  /** when the upload began (ISO); records of earlier releases have none */
  createdAt?: string;
}

export function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function uniqueSuffix(): string {
  return randomBytes(6).toString('hex');
}

/** The absolute path of a key; refuses anything that could leave the root or reach the uploads. */
export function resolveKeyPath(root: string, key: string): string {
  const segments = key.split('/');
  const malformed =
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    /[\0\\]/.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    segments[0].startsWith('.');
  const resolved = path.resolve(root, ...segments);
  if (malformed || !resolved.startsWith(path.resolve(root) + path.sep))
    throw new ObjectStoreError('InvalidKey');
  return resolved;
}

export function partName(partNumber: number): string {
  return `part-${String(partNumber).padStart(5, '0')}`;
}

/** Counts and hashes the bytes going through; fails once more than maxBytes arrived. */
export function measuringStream(
  maxBytes: number,
  hashes: ReturnType<typeof createHash>[],
): Transform & { bytes: () => number } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        callback(new ObjectStoreError('EntityTooLarge'));
        return;
      }
      for (const hash of hashes) hash.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { bytes: () => bytes });
}

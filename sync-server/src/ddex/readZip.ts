// A release package read with yauzl and refused before anything is inflated past the limits: the
// central directory is read first (entry count, declared sizes, compression ratio, safe names),
// and while an entry inflates yauzl stops it at the first byte past its declared size, so a zip
// that lies about its sizes cannot blow up either.
import { createHash } from 'node:crypto';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ddexError, type DdexProblem } from '../../../src/domain/ddex';

export const ZipLimits = {
  maxEntries: 2000,
  /** every entry together: 100 tracks of 24-bit/96 kHz stereo, immersive masters and covers */
  maxTotalBytes: 16 * 1024 * 1024 * 1024,
  /** audio barely deflates (about 1.1:1) and XML about 10:1; 1:200 only comes from a bomb */
  maxRatio: 200,
  /** the ratio only matters on entries large enough to hurt */
  ratioFloorBytes: 1024 * 1024,
} as const;

export type ZipListing =
  { ok: true; zip: ZipFile; entries: Entry[] } | { ok: false; problem: DdexProblem };

function problemOf(error: unknown): DdexProblem {
  const message = error instanceof Error ? error.message : String(error);
  if (/invalid relative path|absolute path|invalid characters/.test(message))
    return ddexError('zip-path-unsafe', { detail: message });
  if (/too many bytes|uncompressed size/i.test(message))
    return ddexError('zip-bomb', { detail: message });
  return ddexError('zip-invalid', { detail: message });
}

/**
 * The entries of a zip, read from its central directory only, checked against the limits; from
 * bytes in memory or from a file on disk (an upload is kept on disk, never whole in memory).
 */
export async function listZip(source: Uint8Array | { path: string }): Promise<ZipListing> {
  let zip: ZipFile;
  const options = { lazyEntries: true, validateEntrySizes: true, strictFileNames: false };
  try {
    zip =
      source instanceof Uint8Array
        ? await yauzl.fromBufferPromise(
            Buffer.from(source.buffer, source.byteOffset, source.byteLength),
            options,
          )
        : await yauzl.openPromise(source.path, { ...options, autoClose: false });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  if (zip.entryCount > ZipLimits.maxEntries) {
    zip.close();
    return { ok: false, problem: ddexError('zip-too-many-entries', { max: ZipLimits.maxEntries }) };
  }
  const entries: Entry[] = [];
  const listed = await new Promise<DdexProblem | null>((resolve) => {
    let total = 0;
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (
        total > ZipLimits.maxTotalBytes ||
        (entry.uncompressedSize > ZipLimits.ratioFloorBytes && ratio > ZipLimits.maxRatio)
      ) {
        resolve(
          ddexError('zip-bomb', {
            maxGb: ZipLimits.maxTotalBytes / 1024 ** 3,
            maxRatio: ZipLimits.maxRatio,
          }),
        );
        return;
      }
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        resolve(ddexError('zip-invalid', { entry: entry.fileName }));
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(null));
    zip.once('error', (error: unknown) => resolve(problemOf(error)));
    zip.readEntry();
  });
  if (listed !== null) {
    zip.close();
    return { ok: false, problem: listed };
  }
  return { ok: true, zip, entries };
}

/** An entry inflated into memory, refused before inflating when it declares more than `maxBytes`. */
export async function readEntryBytes(
  zip: ZipFile,
  entry: Entry,
  maxBytes: number,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; problem: DdexProblem }> {
  if (entry.uncompressedSize > maxBytes)
    return {
      ok: false,
      problem: ddexError('too-large', { maxMb: Math.round(maxBytes / 1024 / 1024) }),
    };
  try {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { ok: true, bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/**
 * Every entry of a zip in memory by name, each within `maxEntryBytes` (a package read back whole:
 * a downloaded release package in the tests); the first problem ends it.
 */
export async function readAllEntries(
  bytes: Uint8Array,
  maxEntryBytes: number,
): Promise<{ ok: true; entries: Map<string, Buffer> } | { ok: false; problem: DdexProblem }> {
  const listing = await listZip(bytes);
  if (!listing.ok) return listing;
  const entries = new Map<string, Buffer>();
  try {
    for (const entry of listing.entries) {
      const read = await readEntryBytes(listing.zip, entry, maxEntryBytes);
      if (!read.ok) return read;
      entries.set(entry.fileName, read.bytes);
    }
    return { ok: true, entries };
  } finally {
    listing.zip.close();
  }
}

/** An entry's SHA-256 and size, inflated as a stream that keeps nothing. */
export async function hashEntry(
  zip: ZipFile,
  entry: Entry,
): Promise<{ ok: true; sha256: string; sizeBytes: number } | { ok: false; problem: DdexProblem }> {
  try {
    const stream = await zip.openReadStreamPromise(entry);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of stream) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { ok: true, sha256: hash.digest('hex'), sizeBytes: size };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

// The files of an imported zip go the way a partner's uploads do (demo/files.ts does the same): each
// entry streams into the object store as a one-part upload before the apply's transaction; inside
// it each gets its `files` row and the server's own verification of the stored bytes, so a track
// points at a verified file, or at a rejected one its page shows as such.
import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import type { ImportFile } from '../../../src/domain/ddex';
import { FILE_PURPOSES, maxBytesOf, type FilePurpose } from '../../../src/domain/media/filePolicy';
import type { Queryable } from '../db/db';
import { insertFileRow } from '../files/fileRecords';
import { verifyAndRecord } from '../files/verify';
import { buildObjectKey } from '../storage/objectKeys';
import type { ObjectStore } from '../storage/objectStore';
import type { PackageFile } from './importErnPackage';
import { listZip, readEntryBytes } from './readZip';

/** What each kind of resource is stored as; immersive masters are left to the track page. */
const PURPOSE_OF: Partial<Record<ImportFile['kind'], FilePurpose>> = {
  audio: 'track',
  cover: 'albumCover',
  lyrics: 'lyrics',
};

const CONTENT_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  lrc: 'text/plain',
  txt: 'text/plain',
  krc: 'application/octet-stream',
};

export interface StoredResource {
  uri: string;
  resourceRef: string;
  kind: ImportFile['kind'];
  purpose: FilePurpose;
  id: string;
  name: string;
  key: string;
  uploadId: string;
  size: number;
  sha256: string;
  contentType: string;
  /** a lyrics file's text, stored on the lyrics record too */
  text: string | null;
}

/** Streams the package's named files into the store under the organisation's keys. */
export async function storeResources(
  store: ObjectStore,
  zipPath: string,
  orgId: string,
  planFiles: readonly ImportFile[],
  found: readonly PackageFile[],
  now: Date,
): Promise<StoredResource[]> {
  const byUri = new Map(planFiles.map((f) => [f.uri, f]));
  const wanted = found.filter((f) => PURPOSE_OF[byUri.get(f.uri)?.kind ?? 'immersive']);
  if (wanted.length === 0) return [];
  const listing = await listZip({ path: zipPath });
  if (!listing.ok)
    throw new Error(`the checked package cannot be read again: ${listing.problem.code}`);
  const { zip } = listing;
  const entries = new Map(listing.entries.map((e) => [e.fileName, e]));
  const stored: StoredResource[] = [];
  try {
    for (const file of wanted) {
      const planned = byUri.get(file.uri) as ImportFile;
      const purpose = PURPOSE_OF[planned.kind] as FilePurpose;
      const entry = entries.get(file.entryName);
      if (entry === undefined) continue;
      const name = posix.basename(file.entryName);
      const ext = name.split('.').pop()?.toLowerCase() ?? '';
      const id = randomUUID();
      const key = buildObjectKey(orgId, name, now, id);
      const { uploadId } = await store.createMultipartUpload(key);
      const body = await zip.openReadStreamPromise(entry);
      const maxBytes = maxBytesOf(purpose);
      const part = await store.writePart(uploadId, 1, body, { maxBytes });
      const done = await store.completeMultipartUpload(
        uploadId,
        [{ PartNumber: 1, ETag: part.ETag }],
        { maxBytes },
      );
      let text: string | null = null;
      if (planned.kind === 'lyrics') {
        const read = await readEntryBytes(zip, entry, maxBytes);
        text = read.ok ? read.bytes.toString('utf8').replace(/^\uFEFF/, '') : null;
      }
      stored.push({
        uri: file.uri,
        resourceRef: planned.resourceRef,
        kind: planned.kind,
        purpose,
        id,
        name,
        key,
        uploadId,
        size: done.size,
        sha256: done.sha256,
        contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        text,
      });
    }
  } catch (error) {
    await discardResources(store, stored);
    throw error;
  } finally {
    zip.close();
  }
  return stored;
}

/** The stored objects of an apply that did not commit: nothing names them. */
export async function discardResources(
  store: ObjectStore,
  stored: readonly StoredResource[],
): Promise<void> {
  await Promise.all(stored.map((r) => store.deleteObject(r.key).catch(() => undefined)));
}

/** Inside the apply's transaction: each stored file's row and the server's verification of it. */
export async function recordResources(
  tx: Queryable,
  store: ObjectStore,
  orgId: string,
  userId: string,
  stored: readonly StoredResource[],
): Promise<void> {
  for (const r of stored) {
    const row = await insertFileRow(tx, {
      id: r.id,
      orgId,
      userId,
      kind: FILE_PURPOSES[r.purpose].kind,
      purpose: r.purpose,
      name: r.name,
      declaredSize: r.size,
      contentType: r.contentType,
      objectKey: r.key,
      uploadId: r.uploadId,
    });
    await verifyAndRecord(tx, store, row, { size: r.size, sha256: r.sha256 }, {});
  }
}

// The demo's files go the way a partner's do: into the object store as a multipart upload, a row in
// `files`, the server's own verification of the stored bytes (files/verify.ts). The catalogue then
// points at them and gets the server's facts as any record pointing at a verified file does.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AlbumLimits } from '../../../src/domain/catalogue/limits';
import type { FileRef } from '../../../src/domain/catalogue/common';
import {
  checkDeclaredFile,
  FILE_PURPOSES,
  type FilePurpose,
} from '../../../src/domain/media/filePolicy';
import type { Queryable } from '../db/db';
import { insertFileRow, type FileRow } from '../files/fileRecords';
import { verifyAndRecord } from '../files/verify';
import { buildObjectKey } from '../storage/objectKeys';
import type { ObjectStore } from '../storage/objectStore';
import {
  DEMO_ALBUMS,
  DEMO_ARTISTS,
  DEMO_LETTER,
  demoFileName,
  demoTracks,
  type DemoFileRefs,
} from './catalogue';
import { demoCoverPng, demoLrc, demoPdf, demoWav, DEMO_AUDIO_SECONDS, type Rgb } from './media';

export interface DemoFile {
  /** unique among the demo's files: the catalogue finds its reference by it */
  name: string;
  purpose: FilePurpose;
  contentType: string;
  bytes: Buffer;
}

const COVER_COLOURS: ReadonlyArray<readonly [Rgb, Rgb]> = [
  [
    [236, 112, 99],
    [44, 62, 118],
  ],
  [
    [93, 173, 226],
    [21, 40, 82],
  ],
  [
    [88, 214, 141],
    [20, 90, 50],
  ],
  [
    [245, 176, 65],
    [120, 40, 31],
  ],
];

/**
 * Every file the demo catalogue points at: covers of the albums past draft, audio and lyrics of
 * every track, the letter. About 5.7 MB, made in ~0.1 s (the covers deflate on the thread pool).
 */
export async function makeDemoFiles(): Promise<DemoFile[]> {
  const files: Array<Omit<DemoFile, 'bytes'> & { bytes: Buffer | Promise<Buffer> }> = [];
  for (const [index, album] of DEMO_ALBUMS.entries()) {
    if (album.reviewStatus === 10) continue;
    const [top, bottom] = COVER_COLOURS[index % COVER_COLOURS.length];
    files.push({
      name: demoFileName.cover(album.name),
      purpose: 'albumCover',
      contentType: 'image/png',
      bytes: demoCoverPng(AlbumLimits.coverMinPx, top, bottom),
    });
  }
  for (const track of demoTracks()) {
    const artist = DEMO_ARTISTS[track.trackNo % DEMO_ARTISTS.length].name;
    const lines = [track.name, '这是一首演示歌曲', 'A demo song for the portal', '（完）'];
    files.push(
      {
        name: demoFileName.audio(track.name),
        purpose: 'track',
        contentType: 'audio/wav',
        bytes: demoWav(track.serial),
      },
      {
        name: demoFileName.lyrics(track.name),
        purpose: 'lyrics',
        contentType: 'text/plain',
        bytes: demoLrc(track.name, artist, lines, DEMO_AUDIO_SECONDS * 1000),
      },
    );
  }
  files.push({
    name: demoFileName.letter,
    purpose: 'authorization',
    contentType: 'application/pdf',
    bytes: demoPdf([
      `Authorization letter ${DEMO_LETTER.number}`,
      'Licensor: Demo Records',
      'The licensor authorizes the platform to distribute the recordings',
      'bound to this letter in the rights-partner portal, worldwide,',
      'from 2026-01-01 to 2026-12-31.',
      'Demo data of the rights-partner portal.',
    ]),
  });
  const names = new Set(files.map((f) => f.name));
  if (names.size !== files.length)
    throw new Error('two demo files share a name: the catalogue finds its files by name');
  return Promise.all(files.map(async (file) => ({ ...file, bytes: await file.bytes })));
}

/** A demo file in the store, not yet in `files`: what its row and the server's verification need. */
export interface StoredDemoFile {
  file: DemoFile;
  orgId: string;
  id: string;
  key: string;
  uploadId: string;
  size: number;
  sha256: string;
}

/** One file into the store as a one-part multipart upload, as the spec's form uploads are (files/formUpload.ts). */
async function putDemoObject(
  store: ObjectStore,
  orgId: string,
  file: DemoFile,
): Promise<StoredDemoFile> {
  const { bytes } = file;
  // what the upload routes refuse before any byte is stored (files/uploads.ts checkDeclared)
  const problem = checkDeclaredFile({
    name: file.name,
    type: file.contentType,
    kind: FILE_PURPOSES[file.purpose].kind,
    purpose: file.purpose,
    size: bytes.length,
  });
  if (problem !== null) throw new Error(`demo file ${file.name} would be refused: ${problem}`);
  const id = randomUUID();
  const key = buildObjectKey(orgId, file.name, new Date(), id);
  const { uploadId } = await store.createMultipartUpload(key);
  let stored;
  try {
    const part = await store.writePart(uploadId, 1, Readable.from([bytes]));
    stored = await store.completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: part.ETag }]);
  } catch (error) {
    // its parts go at once, not at the sweep of abandoned uploads
    await store.abortMultipartUpload(uploadId).catch(() => undefined);
    throw error;
  }
  return { file, orgId, id, key, uploadId, size: stored.size, sha256: stored.sha256 };
}

/**
 * Makes every demo file and writes it into the store under the organisation's keys, side by side
 * (each ends in an fsync). Needs no database: the seed runs it while the passwords hash, before its
 * transaction, with the organisation id it will insert.
 */
export async function putDemoFiles(store: ObjectStore, orgId: string): Promise<StoredDemoFile[]> {
  const files = await makeDemoFiles();
  const settled = await Promise.allSettled(files.map((file) => putDemoObject(store, orgId, file)));
  const stored = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed === undefined) return stored;
  // one file did not fit (a full disk): the others go too, so a retry starts from an empty store
  await removeDemoFiles(store, stored);
  throw failed.reason;
}

/** Deletes stored demo files no row points at (a seed that failed or found another instance's). */
export async function removeDemoFiles(
  store: ObjectStore,
  stored: readonly StoredDemoFile[],
): Promise<void> {
  await Promise.all(stored.map((put) => store.deleteObject(put.key).catch(() => undefined)));
}

/** Its row, then the server's verification of the stored bytes; the demo never seeds a refused file. */
async function recordDemoFile(
  tx: Queryable,
  store: ObjectStore,
  userId: string,
  put: StoredDemoFile,
): Promise<FileRow> {
  const { file } = put;
  const row = await insertFileRow(tx, {
    id: put.id,
    orgId: put.orgId,
    userId,
    kind: FILE_PURPOSES[file.purpose].kind,
    purpose: file.purpose,
    name: file.name,
    declaredSize: put.size,
    contentType: file.contentType,
    objectKey: put.key,
    uploadId: put.uploadId,
  });
  const result = await verifyAndRecord(tx, store, row, put);
  if (result?.row.status !== 'verified') {
    throw new Error(
      `demo file ${file.name} was not verified: ${result?.row.reject_code ?? 'moved on by another request'}`,
    );
  }
  return result.row;
}

/** The stored demo files' rows, uploaded by `userId` and verified by the server; the references the catalogue points at. */
export async function recordDemoFiles(
  tx: Queryable,
  store: ObjectStore,
  userId: string,
  puts: readonly StoredDemoFile[],
): Promise<DemoFileRefs> {
  const refs = new Map<string, FileRef>();
  for (const put of puts) {
    const row = await recordDemoFile(tx, store, userId, put);
    refs.set(put.file.name, { path: row.id, name: row.name, sizeBytes: Number(row.size) });
  }
  return refs;
}

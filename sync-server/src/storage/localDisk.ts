// The embedded object store: multipart uploads on local disk under config.objectsDir. Parts live in
// `.uploads/<uploadId>/` (a part's JSON sidecar is its commit point); a completed object is joined
// into a temp file there and renamed into its key, so a key never shows a half-written file.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  truncate,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MAX_PART_NUMBER,
  normalizeEtag,
  ObjectStoreError,
  S3_MIN_PART_BYTES,
  type ByteRange,
  type CompletedObject,
  type ExpiredUploads,
  type ObjectByteSource,
  type ObjectStat,
  type ObjectStore,
  type PartLayout,
  type PartRef,
} from './objectStore';
import { expectedPartSize, InPlaceWrites, OBJECT_FILE } from './inPlaceParts';
import {
  isMissing,
  measuringStream,
  PART_SIDECAR,
  partName,
  resolveKeyPath,
  uniqueSuffix,
  UPLOAD_ID,
  UPLOADS_DIR,
  type PartSidecar,
  type UploadMeta,
} from './localDiskFiles';

export interface LocalDiskOptions {
  /** the smallest part but the last; S3's 5 MiB unless a test asks for less */
  minPartBytes?: number;
  /** the clock an upload's start is stamped with */
  now?: () => Date;
}

/**
 * `mkdir -p` below the store's root whose refusal names its cause: Node's recursive mkdir reports a
 * level it could not make on a read-only disk as ENOENT; made one level at a time, the level that
 * fails says EROFS (or ENOSPC), which the error handler answers as such (storage/storageFaults.ts).
 */
async function makeDirs(root: string, dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    if (!isMissing(error)) throw error;
    const levels = path.relative(root, dir).split(path.sep);
    for (let i = 1; i <= levels.length; i++) {
      await mkdir(path.join(root, ...levels.slice(0, i))).catch((cause: unknown) => {
        if ((cause as { code?: unknown }).code !== 'EEXIST') throw cause;
      });
    }
    throw error;
  }
}

export function createLocalDiskStore(root: string, options: LocalDiskOptions = {}): ObjectStore {
  const minPartBytes = options.minPartBytes ?? S3_MIN_PART_BYTES;
  const uploadsRoot = path.join(root, UPLOADS_DIR);
  const now = options.now ?? (() => new Date());
  // uploads being completed or expired within this process: one at a time, and no part meanwhile
  const completing = new Set<string>();
  const inPlace = new InPlaceWrites();

  function uploadDir(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new ObjectStoreError('NoSuchUpload');
    return path.join(uploadsRoot, uploadId);
  }

  async function readUploadMeta(uploadId: string): Promise<UploadMeta> {
    try {
      return JSON.parse(
        await readFile(path.join(uploadDir(uploadId), 'upload.json'), 'utf8'),
      ) as UploadMeta;
    } catch (error) {
      if (isMissing(error)) throw new ObjectStoreError('NoSuchUpload');
      throw error;
    }
  }

  async function readUploadKey(uploadId: string): Promise<string> {
    return (await readUploadMeta(uploadId)).key;
  }

  async function readSidecar(dir: string, name: string): Promise<PartSidecar | null> {
    try {
      return JSON.parse(await readFile(path.join(dir, name), 'utf8')) as PartSidecar;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function readParts(uploadId: string): Promise<PartSidecar[]> {
    await readUploadKey(uploadId);
    const dir = uploadDir(uploadId);
    const names = (await readdir(dir)).filter((n) => PART_SIDECAR.test(n)).sort();
    const parts = await Promise.all(names.map((n) => readSidecar(dir, n)));
    return parts.filter((p): p is PartSidecar => p !== null);
  }

  /** The object written in place holds exactly the declared layout's parts: publish it. */
  async function completeInPlace(
    uploadId: string,
    key: string,
    finalPath: string,
    layout: PartLayout,
    chosen: readonly PartSidecar[],
  ): Promise<CompletedObject> {
    const fits = chosen.every((part) => part.Size === expectedPartSize(layout, part.PartNumber));
    if (!fits || chosen.length * layout.partSize < layout.totalSize)
      throw new ObjectStoreError('InvalidPart', 'the parts do not fill the declared size');
    const dir = uploadDir(uploadId);
    const objectFile = path.join(dir, OBJECT_FILE);
    const sha256 = await inPlace.sha256(uploadId, objectFile, chosen.length);
    const handle = await open(objectFile, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await mkdir(path.dirname(finalPath), { recursive: true });
    await rename(objectFile, finalPath);
    await rm(dir, { recursive: true, force: true });
    return { key, size: layout.totalSize, sha256 };
  }

  /** When an upload began; for a record of an earlier release (no date), its directory's last change. */
  async function startOf(uploadId: string): Promise<Date> {
    const meta = await readUploadMeta(uploadId).catch((error: unknown) => {
      if (error instanceof ObjectStoreError) return null; // no record: a start cut short
      throw error;
    });
    const stamped = meta?.createdAt === undefined ? Number.NaN : Date.parse(meta.createdAt);
    return Number.isNaN(stamped) ? (await stat(uploadDir(uploadId))).mtime : new Date(stamped);
  }

  async function writeAtomically(file: string, text: string): Promise<void> {
    const aside = `${file}.${uniqueSuffix()}.tmp`;
    await writeFile(aside, text, { flag: 'wx' });
    await rename(aside, file);
  }

  return {
    minPartBytes,

    async createMultipartUpload(key, layout) {
      resolveKeyPath(root, key);
      const uploadId = randomUUID();
      const dir = uploadDir(uploadId);
      await makeDirs(root, dir);
      const usable =
        layout !== undefined &&
        Number.isSafeInteger(layout.partSize) &&
        layout.partSize > 0 &&
        Number.isSafeInteger(layout.totalSize) &&
        layout.totalSize > 0;
      // the object at its full size from the start (sparse): each part lands in its own place
      if (usable)
        await writeFile(path.join(dir, OBJECT_FILE), '', { flag: 'wx' }).then(() =>
          truncate(path.join(dir, OBJECT_FILE), layout.totalSize),
        );
      const meta: UploadMeta = {
        key,
        ...(usable ? { layout } : {}),
        createdAt: now().toISOString(),
      };
      await writeAtomically(path.join(dir, 'upload.json'), JSON.stringify(meta));
      return { uploadId, key };
    },

    async writePart(uploadId, partNumber, body, writeOptions = {}) {
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
        throw new ObjectStoreError('InvalidPart');
      const meta = await readUploadMeta(uploadId);
      const dir = uploadDir(uploadId);
      const name = partName(partNumber);
      if (meta.layout) {
        const { layout } = meta;
        if (expectedPartSize(layout, partNumber) === null)
          throw new ObjectStoreError('InvalidPart', 'the part lies past the declared size');
        if (completing.has(uploadId))
          throw new ObjectStoreError('NoSuchUpload', 'the upload is being completed');
        const sidecar = path.join(dir, `${name}.json`);
        return inPlace.exclusive(uploadId, partNumber, async (isSuperseded) => {
          const isClosed = () => completing.has(uploadId) || isSuperseded();
          if (isClosed()) throw new ObjectStoreError('NoSuchUpload', 'the part was cut off');
          // its place is about to change: until this copy lands whole, the part counts as missing
          // (a refused or broken copy must never leave an earlier ETag vouching for mixed bytes)
          await unlink(sidecar).catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          });
          const written = await inPlace
            .write(
              uploadId,
              path.join(dir, OBJECT_FILE),
              layout,
              partNumber,
              body,
              writeOptions.maxBytes ?? Number.POSITIVE_INFINITY,
              isClosed,
            )
            .catch((error: unknown) => {
              // cut off: a newer copy of the part took its place, or the upload is closing
              const superseded = error instanceof Error && error.name === 'AbortError';
              throw isMissing(error) || superseded
                ? new ObjectStoreError(
                    'NoSuchUpload',
                    superseded ? 'the part was cut off' : undefined,
                  )
                : error;
            });
          const part: PartSidecar = {
            PartNumber: partNumber,
            Size: written.size,
            ETag: written.etag,
            file: OBJECT_FILE,
          };
          await writeAtomically(sidecar, JSON.stringify(part)).catch((error: unknown) => {
            throw isMissing(error) ? new ObjectStoreError('NoSuchUpload') : error;
          });
          return { PartNumber: part.PartNumber, Size: part.Size, ETag: part.ETag };
        });
      }
      const dataFile = `${name}.${uniqueSuffix()}.data`;
      const md5 = createHash('md5');
      const meter = measuringStream(writeOptions.maxBytes ?? Number.POSITIVE_INFINITY, [md5]);
      try {
        await pipeline(body, meter, createWriteStream(path.join(dir, dataFile), { flags: 'wx' }));
      } catch (error) {
        await unlink(path.join(dir, dataFile)).catch(() => undefined);
        if (isMissing(error)) throw new ObjectStoreError('NoSuchUpload');
        throw error;
      }
      const part: PartSidecar = {
        PartNumber: partNumber,
        Size: meter.bytes(),
        ETag: md5.digest('hex'),
        file: dataFile,
      };
      const previous = await readSidecar(dir, `${name}.json`);
      try {
        await writeAtomically(path.join(dir, `${name}.json`), JSON.stringify(part));
      } catch (error) {
        await unlink(path.join(dir, dataFile)).catch(() => undefined);
        if (isMissing(error)) throw new ObjectStoreError('NoSuchUpload');
        throw error;
      }
      // a part sent again replaces the earlier bytes
      if (previous && previous.file !== dataFile)
        await unlink(path.join(dir, previous.file)).catch(() => undefined);
      return { PartNumber: part.PartNumber, Size: part.Size, ETag: part.ETag };
    },

    async listParts(uploadId) {
      return (await readParts(uploadId)).map(({ PartNumber, Size, ETag }) => ({
        PartNumber,
        Size,
        ETag,
      }));
    },

    async completeMultipartUpload(
      uploadId,
      refs: readonly PartRef[],
      completeOptions = {},
    ): Promise<CompletedObject> {
      const dir = uploadDir(uploadId);
      if (completing.has(uploadId))
        throw new ObjectStoreError('NoSuchUpload', 'the upload is being completed');
      completing.add(uploadId);
      try {
        const { key, layout } = await readUploadMeta(uploadId);
        const finalPath = resolveKeyPath(root, key);
        if (layout) await inPlace.settle(uploadId);
        const stored = new Map((await readParts(uploadId)).map((p) => [p.PartNumber, p]));
        if (refs.length === 0) throw new ObjectStoreError('InvalidPart', 'no parts listed');
        const chosen = refs.map((ref, index) => {
          if (ref.PartNumber !== index + 1) throw new ObjectStoreError('InvalidPartOrder');
          const part = stored.get(ref.PartNumber);
          if (!part || normalizeEtag(ref.ETag) !== part.ETag)
            throw new ObjectStoreError('InvalidPart');
          return part;
        });
        if (chosen.slice(0, -1).some((p) => p.Size < minPartBytes))
          throw new ObjectStoreError('EntityTooSmall');
        const total = chosen.reduce((sum, p) => sum + p.Size, 0);
        if (total > (completeOptions.maxBytes ?? Number.POSITIVE_INFINITY))
          throw new ObjectStoreError('EntityTooLarge');
        if (layout) return await completeInPlace(uploadId, key, finalPath, layout, chosen);

        const sha256 = createHash('sha256');
        const assembled = path.join(dir, `assembled.${uniqueSuffix()}.tmp`);
        async function* joinParts(): AsyncGenerator<Buffer> {
          for (const part of chosen) {
            for await (const chunk of createReadStream(path.join(dir, part.file)))
              yield chunk as Buffer;
          }
        }
        const meter = measuringStream(total, [sha256]);
        try {
          await pipeline(
            Readable.from(joinParts()),
            meter,
            createWriteStream(assembled, { flags: 'wx' }),
          );
          // a part file changed under us (sent again while completing): never publish a mixture
          if (meter.bytes() !== total)
            throw new ObjectStoreError('InvalidPart', 'a part changed while completing');
          const handle = await open(assembled, 'r+');
          try {
            await handle.sync();
          } finally {
            await handle.close();
          }
        } catch (error) {
          await unlink(assembled).catch(() => undefined);
          throw isMissing(error)
            ? new ObjectStoreError('InvalidPart', 'a part vanished while completing')
            : error;
        }
        await mkdir(path.dirname(finalPath), { recursive: true });
        await rename(assembled, finalPath);
        await rm(dir, { recursive: true, force: true });
        return { key, size: total, sha256: sha256.digest('hex') };
      } finally {
        completing.delete(uploadId);
      }
    },

    async abortMultipartUpload(uploadId) {
      await readUploadKey(uploadId);
      await inPlace.settle(uploadId);
      inPlace.forget(uploadId);
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },

    async expireUploads(cutoff) {
      const report: ExpiredUploads = { expired: [], failed: [] };
      const names = await readdir(uploadsRoot).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const uploadId of names.filter((name) => UPLOAD_ID.test(name))) {
        try {
          // a completion under way is left alone; parts may come in until the upload is found old
          if (
            completing.has(uploadId) ||
            (await startOf(uploadId)) >= cutoff ||
            completing.has(uploadId)
          )
            continue;
          completing.add(uploadId);
          try {
            await inPlace.settle(uploadId);
            inPlace.forget(uploadId);
            await rm(uploadDir(uploadId), { recursive: true, force: true });
          } finally {
            completing.delete(uploadId);
          }
          report.expired.push(uploadId);
        } catch (error) {
          // gone meanwhile (completed or aborted): nothing left to expire
          if (!isMissing(error)) report.failed.push({ uploadId, error });
        }
      }
      return report;
    },

    async stat(key): Promise<ObjectStat | null> {
      try {
        const s = await stat(resolveKeyPath(root, key));
        return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      await unlink(resolveKeyPath(root, key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    async openRead(key, range?: ByteRange) {
      const file = resolveKeyPath(root, key);
      const handle = await open(file, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new ObjectStoreError('NoSuchKey') : error;
      });
      return handle.createReadStream({ start: range?.start, end: range?.end });
    },

    async openByteSource(key): Promise<ObjectByteSource> {
      const file = resolveKeyPath(root, key);
      const handle = await open(file, 'r').catch((error: unknown) => {
        throw isMissing(error) ? new ObjectStoreError('NoSuchKey') : error;
      });
      let size: number;
      try {
        size = (await handle.stat()).size;
      } catch (error) {
        await handle.close();
        throw error;
      }
      return {
        size,
        async read(offset, length) {
          const wanted = Math.max(0, Math.min(length, size - offset));
          if (wanted === 0 || offset < 0) return new Uint8Array(0);
          const buffer = Buffer.alloc(wanted);
          const { bytesRead } = await handle.read(buffer, 0, wanted, offset);
          return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
        },
        close: () => handle.close(),
      };
    },
  };
}

// An uploaded DDEX message waits on disk for its apply (DATA_DIR/ddex-imports/<id>/): the upload
// streams into the folder as it arrives, never whole in memory, and a bare message is cut off as
// soon as it passes the XML limit. Each folder records its organisation, uploader and expiry, and
// once applied the album it made (the upload stays until it expires, so a second apply of it,
// even one racing the first, reads it and is answered 409); expired folders are swept whenever a
// new upload comes in.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PENDING_IMPORT_MINUTES } from '../../../src/domain/ddex/importApi';
import { writeWholeFile } from '../files/writeWhole';
import { ImportLimits, isZip } from './importErnPackage';

const UPLOAD = 'upload';
const META = 'meta.json';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface PendingImport {
  id: string;
  orgId: string;
  userId: string;
  expiresAt: string;
  /** the album the apply made, once applied */
  applied?: { albumId: string; albumName: string; messageId: string };
  /** the upload on disk */
  path: string;
}

export type ReceiveResult =
  { ok: true; pending: PendingImport } | { ok: false; reason: 'too-large' | 'empty' };

class TooLarge extends Error {}

const rootOf = (dataDir: string) => path.join(dataDir, 'ddex-imports');

/** Counts the bytes as they pass and stops the stream past the limit of what it turns out to be. */
function limiter(): Transform {
  let head = Buffer.alloc(0);
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
      size += chunk.length;
      const max =
        head.length >= 4 && isZip(head) ? ImportLimits.maxUploadBytes : ImportLimits.maxXmlBytes;
      if (size > max) done(new TooLarge());
      else done(null, chunk);
    },
  });
}

/** Removes the pending imports past their expiry (a folder without its record too, once old). */
export async function sweepPendingImports(dataDir: string, now: Date): Promise<number> {
  const root = rootOf(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => ID.test(n))) {
    const pending = await readMeta(dataDir, name);
    if (pending !== null && new Date(pending.expiresAt) > now) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Streams the upload into a new pending import; nothing is left on disk when it is refused. */
export async function receivePendingImport(
  dataDir: string,
  body: Readable,
  owner: { orgId: string; userId: string },
  now: Date,
): Promise<ReceiveResult> {
  await sweepPendingImports(dataDir, now);
  const id = randomUUID();
  const dir = path.join(rootOf(dataDir), id);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, UPLOAD);
  try {
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(body, limiter(), count, createWriteStream(file, { mode: 0o600 }));
    if (size === 0) {
      await rm(dir, { recursive: true, force: true });
      return { ok: false, reason: 'empty' };
    }
  } catch (error) {
    body.resume();
    await rm(dir, { recursive: true, force: true });
    if (error instanceof TooLarge) return { ok: false, reason: 'too-large' };
    throw error;
  }
  const expiresAt = new Date(now.getTime() + PENDING_IMPORT_MINUTES * 60_000).toISOString();
  const pending: PendingImport = { id, ...owner, expiresAt, path: file };
  const { path: _path, ...meta } = pending;
  await writeWholeFile(path.join(dir, META), JSON.stringify(meta));
  return { ok: true, pending };
}

async function readMeta(dataDir: string, id: string): Promise<PendingImport | null> {
  const dir = path.join(rootOf(dataDir), id);
  try {
    const meta = JSON.parse(await readFile(path.join(dir, META), 'utf8')) as Omit<
      PendingImport,
      'path'
    >;
    return { ...meta, id, path: path.join(dir, UPLOAD) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The pending import `id` made for `orgId` and not expired; null otherwise (the caller's 404). */
export async function findPendingImport(
  dataDir: string,
  id: string,
  orgId: string,
  now: Date,
): Promise<PendingImport | null> {
  if (!ID.test(id)) return null;
  const pending = await readMeta(dataDir, id);
  if (pending === null || pending.orgId !== orgId || new Date(pending.expiresAt) <= now)
    return null;
  return pending;
}

/** Records the album the apply made (after its commit). */
export async function markPendingImportApplied(
  dataDir: string,
  pending: PendingImport,
  applied: NonNullable<PendingImport['applied']>,
): Promise<void> {
  const { path: _path, ...meta } = pending;
  await writeWholeFile(
    path.join(rootOf(dataDir), pending.id, META),
    JSON.stringify({ ...meta, applied }),
  );
}

export async function removePendingImport(dataDir: string, id: string): Promise<void> {
  if (ID.test(id)) await rm(path.join(rootOf(dataDir), id), { recursive: true, force: true });
}

// The demo's files outside the app that serves them. A template database is seeded once with a
// scratch store (its rows are copied to every test, its objects thrown away); a test that reads the
// demo's bytes puts them into its app's store again: they are made anew, byte for byte the same.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Queryable } from '../src/db/db';
import { makeDemoFiles } from '../src/demo/files';
import { DEMO_ORGANISATIONS } from '../src/demo/logins';
import { createLocalDiskStore } from '../src/storage/localDisk';
import type { ObjectStore } from '../src/storage/objectStore';

/** Runs `fn` with a local-disk store in a temp dir, removed afterwards. */
export async function withScratchStore<T>(fn: (store: ObjectStore) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rpp-demo-objects-'));
  try {
    return await fn(createLocalDiskStore(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes every demo file of a seeded database into `store` under the key its row names, and checks
 * that the bytes are those the server verified (their sha256). Returns how many it wrote.
 */
export async function restoreDemoObjects(db: Queryable, store: ObjectStore): Promise<number> {
  const { rows } = await db.query<{ name: string; object_key: string; checksum_sha256: string }>(
    `SELECT f.name, f.object_key, f.checksum_sha256 FROM files f
       JOIN organisations o ON o.id = f.org_id
      -- the seed's own: written in its transaction, so at the organisation's now(); a test's uploads come later
      WHERE o.name = $1 AND f.status = 'verified' AND f.created_at = o.created_at`,
    [DEMO_ORGANISATIONS.partner.name],
  );
  const made = new Map((await makeDemoFiles()).map((file) => [file.name, file]));
  for (const row of rows) {
    const file = made.get(row.name);
    if (file === undefined) throw new Error(`no demo file is named ${row.name}`);
    const { uploadId } = await store.createMultipartUpload(row.object_key);
    const part = await store.writePart(uploadId, 1, Readable.from([file.bytes]));
    const stored = await store.completeMultipartUpload(uploadId, [
      { PartNumber: 1, ETag: part.ETag },
    ]);
    if (stored.sha256 !== row.checksum_sha256)
      throw new Error(`the demo file ${row.name} is not made as it was seeded`);
  }
  return rows.length;
}

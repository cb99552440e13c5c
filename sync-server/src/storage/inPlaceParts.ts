// Parts written straight into their place in the object (local disk, uploads with a known layout:
// every part but the last `partSize` bytes, `totalSize` in all). Joining separate part files at
// completion wrote every byte twice and hashed it again, which held a 1 GB upload to well under
// half the speed of a bare PUT that stores the file; in place, completing is a check and a rename.
// The object's sha256 is kept running: the part that is next in order is hashed as it streams in
// (a copy of the hash state, kept only if the part lands); parts that land ahead of it (the client
// sends several at once) are read back from the page cache once their turn comes. A part written
// again after it was hashed voids the running hash, and completion then reads the object once.
// A part's ETag names the write, not its bytes (a random token): the object's sha256 and the
// server's verification cover the content, and an md5 per part cost the sync-server's one thread
// about 1.5 s of CPU per GB, which the upload's throughput paid for on a 2-core machine.
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectStoreError, type PartLayout } from './objectStore';

export const OBJECT_FILE = 'object.data';

/** The bytes part `partNumber` must have under `layout`, or null when it lies past the end. */
export function expectedPartSize(layout: PartLayout, partNumber: number): number | null {
  const offset = (partNumber - 1) * layout.partSize;
  if (offset >= layout.totalSize) return null;
  return Math.min(layout.partSize, layout.totalSize - offset);
}

/** The number of parts `layout` has. */
export function partCount(layout: PartLayout): number {
  return Math.ceil(layout.totalSize / layout.partSize);
}

interface RunningHash {
  /** the next part in order */
  next: number;
  hash: Hash;
  /** parts landed ahead of `next`: part number -> the write that landed it */
  landed: Map<number, number>;
  /** the catch-up reads, one after another */
  chain: Promise<void>;
  /** a hashed part was written again: the running hash no longer describes the object */
  isVoid: boolean;
}

let writeCounter = 0;

/** Per upload: the running hash and the writers in flight (one per part). */
export class InPlaceWrites {
  private readonly hashes = new Map<string, RunningHash>();
  private readonly writers = new Map<string, { abort: AbortController; done: Promise<unknown> }>();
  /** per upload: the background flush running, and whether another landed part awaits one */
  private readonly flushes = new Map<string, { running: Promise<void>; again: boolean }>();
  /** per part: the write in progress or queued (exclusive: one at a time, the newest wins) */
  private readonly sections = new Map<string, Promise<unknown>>();
  /** per part: the newest write asked for; an older one still queued gives way */
  private readonly newest = new Map<string, number>();
  /** completions whose sha256 had to be read back from the whole object (for tests and benches) */
  fullReads = 0;

  /**
   * Runs one write of a part alone: a write of the same part in flight is cut off and its section
   * awaited first, so dropping the part's record, writing its bytes and recording them never
   * interleave with another copy of the part. `isSuperseded` tells a write that a newer copy of
   * its part arrived meanwhile (it then gives way).
   */
  async exclusive<T>(
    uploadId: string,
    partNumber: number,
    fn: (isSuperseded: () => boolean) => Promise<T>,
  ): Promise<T> {
    const key = `${uploadId}:${partNumber}`;
    const mine = ++writeCounter;
    this.newest.set(key, mine);
    this.writers.get(key)?.abort.abort();
    const previous = this.sections.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => fn(() => this.newest.get(key) !== mine));
    this.sections.set(key, run);
    try {
      return await run;
    } finally {
      if (this.sections.get(key) === run) this.sections.delete(key);
      if (this.newest.get(key) === mine) this.newest.delete(key);
    }
  }

  /**
   * Flushes the object to disk in the background after a part lands (coalesced: one at a time,
   * one more if parts landed meanwhile), so that the fsync at completion finds little left to
   * write instead of the whole file: the upload's last step no longer waits for a gigabyte.
   */
  private flushSoon(uploadId: string, objectFile: string): void {
    const current = this.flushes.get(uploadId);
    if (current) {
      current.again = true;
      return;
    }
    const entry = { running: Promise.resolve(), again: false };
    const run = async (): Promise<void> => {
      do {
        entry.again = false;
        const handle = await open(objectFile, 'r+').catch(() => null);
        if (handle === null) break; // completed or aborted meanwhile
        try {
          await handle.datasync();
        } finally {
          await handle.close();
        }
      } while (entry.again);
    };
    entry.running = run()
      .catch(() => undefined)
      .finally(() => this.flushes.delete(uploadId));
    this.flushes.set(uploadId, entry);
  }

  /**
   * Streams a part into `objectFile` at its offset; answers a fresh ETag. A part already being
   * written (a retry while the old request still trickles in) is cut off first: two writers must
   * never interleave their bytes in one place.
   */
  async write(
    uploadId: string,
    objectFile: string,
    layout: PartLayout,
    partNumber: number,
    body: NodeJS.ReadableStream,
    maxBytes: number,
    /** the upload is being completed or aborted: no new writer may start */
    isClosed: () => boolean,
  ) {
    const expected = expectedPartSize(layout, partNumber);
    if (expected === null)
      throw new ObjectStoreError('InvalidPart', 'the part lies past the declared size');
    const writerKey = `${uploadId}:${partNumber}`;
    const earlier = this.writers.get(writerKey);
    if (earlier) {
      earlier.abort.abort();
      await earlier.done.catch(() => undefined);
    }
    const running = this.runningHash(uploadId);
    const write = ++writeCounter;
    if (partNumber < running.next) running.isVoid = true; // its bytes are about to change
    running.landed.delete(partNumber);
    // the next part in order is hashed as it streams, on a copy kept only if the part lands
    const inOrder = running.next === partNumber && !running.isVoid ? running.hash.copy() : null;
    let bytes = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > Math.min(expected, maxBytes))
          return callback(new ObjectStoreError('EntityTooLarge'));
        inOrder?.update(chunk);
        callback(null, chunk);
      },
    });
    const abort = new AbortController();
    const done = pipeline(
      body,
      meter,
      createWriteStream(objectFile, { flags: 'r+', start: (partNumber - 1) * layout.partSize }),
      { signal: abort.signal },
    );
    const entry = { abort, done };
    this.writers.set(writerKey, entry);
    // registered first, then checked: a completion either sees this writer or this writer sees it
    if (isClosed()) abort.abort();
    try {
      await done;
    } finally {
      if (this.writers.get(writerKey) === entry) this.writers.delete(writerKey);
    }
    this.flushSoon(uploadId, objectFile);
    if (bytes === expected) {
      if (inOrder !== null && running.next === partNumber && !running.isVoid) {
        running.hash = inOrder;
        running.next += 1;
      } else if (partNumber >= running.next) {
        running.landed.set(partNumber, write);
      }
      this.catchUp(running, objectFile, layout);
    }
    return { size: bytes, etag: randomBytes(16).toString('hex') };
  }

  private runningHash(uploadId: string): RunningHash {
    let running = this.hashes.get(uploadId);
    if (running === undefined) {
      running = {
        next: 1,
        hash: createHash('sha256'),
        landed: new Map(),
        chain: Promise.resolve(),
        isVoid: false,
      };
      this.hashes.set(uploadId, running);
    }
    return running;
  }

  /** Hashes the parts that landed ahead, in order, reading them back (queued behind earlier catch-ups). */
  private catchUp(running: RunningHash, objectFile: string, layout: PartLayout): void {
    running.chain = running.chain
      .then(async () => {
        while (!running.isVoid && running.landed.has(running.next)) {
          const partNumber = running.next;
          const write = running.landed.get(partNumber);
          const size = expectedPartSize(layout, partNumber) ?? 0;
          const start = (partNumber - 1) * layout.partSize;
          const advanced = running.hash.copy();
          for await (const chunk of createReadStream(objectFile, {
            start,
            end: start + size - 1,
            highWaterMark: 1024 * 1024,
          })) {
            advanced.update(chunk as Buffer);
          }
          // written again while it was read: leave it for that write to land
          if (running.landed.get(partNumber) !== write || running.next !== partNumber) return;
          running.landed.delete(partNumber);
          running.hash = advanced;
          running.next += 1;
        }
      })
      .catch(() => {
        running.isVoid = true; // completion reads the object instead
      });
  }

  /** Cuts off every writer of the upload and waits for them, their sections, the catch-up hashing and a background flush (before completing or aborting). */
  async settle(uploadId: string): Promise<void> {
    const mine = [...this.writers.entries()].filter(([key]) => key.startsWith(`${uploadId}:`));
    for (const [, writer] of mine) writer.abort.abort();
    await Promise.all(mine.map(([, writer]) => writer.done.catch(() => undefined)));
    // and the sections around them, down to their part records (a queued one sees the upload closed)
    const sections = [...this.sections.entries()].filter(([key]) => key.startsWith(`${uploadId}:`));
    await Promise.all(sections.map(([, section]) => section.catch(() => undefined)));
    await this.hashes.get(uploadId)?.chain;
    await this.flushes.get(uploadId)?.running;
  }

  /** The object's sha256: the running one when it covers all `parts`, else read once from the file. */
  async sha256(uploadId: string, objectFile: string, parts: number): Promise<string> {
    const running = this.hashes.get(uploadId);
    this.hashes.delete(uploadId);
    await running?.chain;
    if (running !== undefined && !running.isVoid && running.next === parts + 1)
      return running.hash.digest('hex');
    this.fullReads += 1;
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(objectFile)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  forget(uploadId: string): void {
    this.hashes.delete(uploadId);
  }
}

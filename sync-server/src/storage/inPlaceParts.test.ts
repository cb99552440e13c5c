import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InPlaceWrites } from './inPlaceParts';

const layout = { partSize: 4, totalSize: 10 };
const texts = ['aaaa', 'bbbb', 'cc'];
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const never = () => false;

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'in-place-'));
  file = path.join(dir, 'object.data');
  writeFileSync(file, Buffer.alloc(layout.totalSize));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const send = (writes: InPlaceWrites, part: number, text = texts[part - 1]) =>
  writes.write('u1', file, layout, part, Readable.from([Buffer.from(text)]), Infinity, never);

describe('in-place part writes: the running sha256', () => {
  it('keeps the hash running whatever order the parts land in (no read of the whole object)', async () => {
    for (const order of [
      [1, 2, 3],
      [2, 3, 1],
      [3, 2, 1],
      [2, 1, 3],
    ]) {
      writeFileSync(file, Buffer.alloc(layout.totalSize));
      const writes = new InPlaceWrites();
      for (const part of order) await send(writes, part);
      await writes.settle('u1');
      expect(await writes.sha256('u1', file, 3)).toBe(sha('aaaabbbbcc'));
      expect(writes.fullReads).toBe(0);
    }
  });

  it('keeps it running for parts streaming at the same time, interleaved', async () => {
    const writes = new InPlaceWrites();
    const pipes = [1, 2, 3].map(() => new PassThrough());
    const landing = pipes.map((pipe, i) =>
      writes.write('u1', file, layout, i + 1, pipe, Infinity, never),
    );
    // bytes of the three parts arrive mixed, the last part's first
    pipes[2].write('c');
    pipes[1].write('bb');
    pipes[0].write('aa');
    pipes[2].end('c');
    pipes[0].end('aa');
    pipes[1].end('bb');
    await Promise.all(landing);
    await writes.settle('u1');
    expect(await writes.sha256('u1', file, 3)).toBe(sha('aaaabbbbcc'));
    expect(writes.fullReads).toBe(0);
  });

  it('reads the object once when a hashed part is written again, and the hash is of what is stored', async () => {
    const writes = new InPlaceWrites();
    await send(writes, 1);
    await send(writes, 2);
    await send(writes, 1, 'zzzz');
    await send(writes, 3);
    await writes.settle('u1');
    expect(await writes.sha256('u1', file, 3)).toBe(sha('zzzzbbbbcc'));
    expect(writes.fullReads).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('zzzzbbbbcc');
  });

  it('does not count a part that failed midway; its new copy lands and the hash stays right', async () => {
    const writes = new InPlaceWrites();
    await send(writes, 1);
    const broken = new PassThrough();
    const failing = writes.write('u1', file, layout, 2, broken, Infinity, never);
    broken.write('bb');
    broken.destroy(new Error('connection reset'));
    await expect(failing).rejects.toThrow();
    await send(writes, 3);
    await send(writes, 2);
    await writes.settle('u1');
    expect(await writes.sha256('u1', file, 3)).toBe(sha('aaaabbbbcc'));
    expect(writes.fullReads).toBe(0);
  });
});

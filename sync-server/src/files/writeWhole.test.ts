import { watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeWholeFile } from './writeWhole';

describe('writeWholeFile', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a reader that sees the name reads the whole file, and no part file is left', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'whole-'));
    const file = path.join(dir, 'message.json');
    const body = `${JSON.stringify({ text: 'x'.repeat(4 * 1024 * 1024) })}\n`;
    const seen: number[] = [];
    const watcher = watch(dir, (_event, name) => {
      if (name !== 'message.json') return;
      void readFile(file, 'utf8').then(
        (text) => seen.push(text.length),
        () => undefined,
      );
    });
    try {
      await writeWholeFile(file, body);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      watcher.close();
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((length) => length === body.length)).toBe(true);
    expect(await readdir(dir)).toEqual(['message.json']);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ text: 'x'.repeat(4 * 1024 * 1024) });
  });
});

import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOffsetFileClock } from './clock';

const BASE = Date.UTC(2026, 10, 26, 9, 30, 0);
const DAY = 86_400_000;

describe('createOffsetFileClock', () => {
  let dir: string;
  let file: string;
  let base: number;
  const options = { base: () => base, checkEveryMs: 0 };
  /** as the e2e writes it: whole, then renamed over the old one */
  const writeOffset = (text: string) => {
    writeFileSync(`${file}.part`, text);
    renameSync(`${file}.part`, file);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-clock-'));
    file = path.join(dir, 'clock-offset-ms');
    base = BASE;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the system time while the file is absent', () => {
    const clock = createOffsetFileClock(file, options);
    expect(clock.now().getTime()).toBe(BASE);
    base += 1234;
    expect(clock.now().getTime()).toBe(BASE + 1234);
  });

  it('adds the offset the file holds, and follows each rewrite', () => {
    const clock = createOffsetFileClock(file, options);
    writeOffset(String(20 * DAY));
    expect(clock.now().getTime()).toBe(BASE + 20 * DAY);
    writeOffset(`${25 * DAY}\n`);
    expect(clock.now().getTime()).toBe(BASE + 25 * DAY);
    writeOffset('-5000');
    expect(clock.now().getTime()).toBe(BASE - 5000);
    rmSync(file);
    expect(clock.now().getTime()).toBe(BASE);
  });

  it('tells its listeners once per jump, after the read that saw it', async () => {
    const clock = createOffsetFileClock(file, options);
    const heard: number[] = [];
    const stop = clock.onJump(() => heard.push(clock.now().getTime()));
    clock.now();
    writeOffset(String(DAY));
    clock.now();
    clock.now();
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([BASE + DAY]);
    // the same offset written again is no jump
    writeOffset(String(DAY));
    clock.now();
    stop();
    writeOffset(String(2 * DAY));
    clock.now();
    await Promise.resolve();
    expect(heard).toEqual([BASE + DAY]);
  });

  it('keeps the offset it had when the file holds something else, and says so once', () => {
    const invalid: string[] = [];
    const clock = createOffsetFileClock(file, { ...options, onInvalid: (t) => invalid.push(t) });
    writeOffset(String(DAY));
    clock.now();
    writeOffset('two days');
    expect(clock.now().getTime()).toBe(BASE + DAY);
    expect(clock.now().getTime()).toBe(BASE + DAY);
    expect(invalid).toEqual(['two days']);
    expect(clock.offsetMs()).toBe(DAY);
  });

  it('looks at the file at most every checkEveryMs', () => {
    const clock = createOffsetFileClock(file, { base: () => base, checkEveryMs: 50 });
    clock.now();
    writeOffset(String(DAY));
    base += 49;
    expect(clock.now().getTime()).toBe(BASE + 49);
    base += 1;
    expect(clock.now().getTime()).toBe(BASE + 50 + DAY);
  });
});

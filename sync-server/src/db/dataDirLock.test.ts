import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';

describe('PGlite data dir lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second owner while the first lives, and frees the dir on release', () => {
    const dataDir = path.join(dir, 'db');
    const lock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    // the parent of this test process stands in for another live server
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = path.join(dir, 'db');
    writeFileSync(`${dataDir}.lock`, '999999999');
    const lock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});

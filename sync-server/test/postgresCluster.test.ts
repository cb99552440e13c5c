import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresBackend } from './backends';
import { findPgBinDir } from './postgresCluster';

describe('finding PostgreSQL for the suite', () => {
  const roots: string[] = [];
  const fakeInstall = (versions: string[]): string => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'rpp-pgroot-'));
    roots.push(root);
    for (const version of versions) {
      mkdirSync(path.join(root, version, 'bin'), { recursive: true });
      writeFileSync(path.join(root, version, 'bin', 'initdb'), '');
    }
    return root;
  };
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('takes the newest installed major version, not a named one', () => {
    const root = fakeInstall(['9.6', '15', '17']);
    mkdirSync(path.join(root, '18'), { recursive: true }); // no binaries: not a server install
    expect(findPgBinDir(root)).toBe(path.join(root, '17', 'bin'));
  });

  it('finds nothing where nothing is installed', () => {
    expect(findPgBinDir(fakeInstall([]))).toBeUndefined();
    expect(findPgBinDir('/nonexistent/postgresql')).toBeUndefined();
  });

  it('fails instead of skipping when REQUIRE_POSTGRES=1 and no binaries are found', () => {
    const before = process.env.REQUIRE_POSTGRES;
    try {
      process.env.REQUIRE_POSTGRES = '1';
      expect(() => postgresBackend('/nonexistent/bin')).toThrow(/REQUIRE_POSTGRES=1/);
      delete process.env.REQUIRE_POSTGRES;
      expect(postgresBackend('/nonexistent/bin').available).toBe(false);
    } finally {
      if (before === undefined) delete process.env.REQUIRE_POSTGRES;
      else process.env.REQUIRE_POSTGRES = before;
    }
  });
});

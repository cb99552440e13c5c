import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresBackend } from './backends';
import { clusterAt, findPgBinDir, postgresAvailable, startTempCluster } from './postgresCluster';

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

// the suite starts one cluster per run (postgresGlobalSetup.ts); this starts one of its own to
// check the helper that the global setup and the benches rely on
describe.skipIf(!postgresAvailable() && process.env.REQUIRE_POSTGRES !== '1')(
  'a throwaway PostgreSQL cluster',
  () => {
    it('copies a template into new databases, reachable by port alone, and is gone when stopped', async () => {
      const cluster = await startTempCluster();
      try {
        const templateUrl = await cluster.createDatabase('cluster_template');
        const template = new pg.Client({ connectionString: templateUrl });
        await template.connect();
        await template.query('CREATE TABLE marker (note text)');
        await template.query('INSERT INTO marker VALUES ($1)', ['from the template']);
        await template.end();

        const copyUrl = await clusterAt(cluster.port).createDatabase(
          'cluster_copy',
          'cluster_template',
        );
        const copy = new pg.Client({ connectionString: copyUrl });
        await copy.connect();
        try {
          const { rows } = await copy.query<{ note: string }>('SELECT note FROM marker');
          expect(rows).toEqual([{ note: 'from the template' }]);
        } finally {
          await copy.end();
        }
        await expect(cluster.createDatabase('Bad-Name')).rejects.toThrow(/unsafe database name/);
      } finally {
        await cluster.stop();
      }
      const probe = new pg.Client({ connectionString: cluster.urlFor('postgres') });
      await expect(probe.connect()).rejects.toThrow();
    });
  },
);

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteFromTemplate } from '../../test/pgliteTemplate';
import { loadMigrations, migrate, type Migration } from './migrate';
import type { PgliteDb } from './pglite';

function migration(version: string, name: string, sql: string): Migration {
  return { version, name, sql, checksum: `${version}:${sql.length}:${sql}` };
}

describe('loadMigrations', () => {
  it('reads NNN_name.sql files in order with a checksum', () => {
    const migrations = loadMigrations();
    expect(migrations[0]).toMatchObject({ version: '001', name: 'foundation' });
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort());
    for (const m of migrations) expect(m.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a badly named file and duplicate versions', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-mig-'));
    try {
      const url = pathToFileURL(`${dir}/`);
      writeFileSync(path.join(dir, '001_a.sql'), 'SELECT 1;');
      writeFileSync(path.join(dir, '001_b.sql'), 'SELECT 1;');
      expect(() => loadMigrations(url)).toThrow(/Duplicate/);
      writeFileSync(path.join(dir, '2_bad.sql'), 'SELECT 1;');
      expect(() => loadMigrations(url)).toThrow(/001_name.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrate (PGlite)', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPgliteFromTemplate();
  });
  afterAll(() => db.close());

  it('applies nothing twice', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
  });

  it('applies a new migration once and records it', async () => {
    const next = [
      ...loadMigrations(),
      migration('901', 'probe', 'CREATE TABLE probe_901 (id int);'),
    ];
    expect(await migrate(db, next)).toEqual(['901']);
    expect(await migrate(db, next)).toEqual([]);
    expect((await db.query('SELECT * FROM probe_901')).rows).toEqual([]);
  });

  it('rolls back every migration of a run when one fails', async () => {
    const next = [
      ...loadMigrations(),
      migration('901', 'probe', 'CREATE TABLE probe_901 (id int);'),
      migration('902', 'good', 'CREATE TABLE probe_902 (id int);'),
      migration('903', 'broken', 'CREATE TABLE probe_903 (id int REFERENCES nowhere (id));'),
    ];
    await expect(migrate(db, next)).rejects.toThrow();
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM schema_migrations WHERE version IN ('902', '903')`,
    );
    expect(rows[0].n).toBe(0);
    await expect(db.query('SELECT * FROM probe_902')).rejects.toThrow();
  });

  it('stops when an applied migration file was edited', async () => {
    const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(db, edited)).rejects.toThrow(/changed after it was applied/);
  });
});

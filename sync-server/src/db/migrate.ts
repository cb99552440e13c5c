// Versioned SQL migrations (migrations/NNN_name.sql), applied in order in one transaction that first
// takes a transaction-scoped advisory lock: instances starting together on one PostgreSQL queue
// up, and the second finds the work done. A changed, already-applied file stops the start.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './db';

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** Arbitrary, fixed: every instance of this server must use the same key. */
export const MIGRATION_LOCK_KEY = 4_711_202_601;

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;
const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export function loadMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const migrations = files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    const sql = readFileSync(new URL(file, dir), 'utf8');
    return {
      version: match[1],
      name: match[2],
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    };
  });
  const versions = migrations.map((m) => m.version);
  if (new Set(versions).size !== versions.length)
    throw new Error(`Duplicate migration versions in ${dir.pathname}`);
  return migrations;
}

/** Applies the pending migrations; returns the versions applied by this call. */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = loadMigrations(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const applied = new Map(rows.map((r) => [r.version, r.checksum]));
    const done: string[] = [];
    for (const m of migrations) {
      const checksum = applied.get(m.version);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) {
          throw new Error(
            `Migration ${m.version}_${m.name} changed after it was applied; add a new migration instead`,
          );
        }
        continue;
      }
      await tx.exec(m.sql);
      await tx.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [m.version, m.name, m.checksum],
      );
      done.push(m.version);
    }
    return done;
  });
}

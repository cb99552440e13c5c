// Chooses the engine from the settings: PostgreSQL when DATABASE_URL is set, else PGlite on disk.
import type { Config } from '../config';
import type { Db } from './db';
import { openPgliteDb } from './pglite';
import { openPostgresDb } from './postgres';

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl);
  return openPgliteDb({ dataDir: config.pgliteDir });
}

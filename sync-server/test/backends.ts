// The two engines the contract suite runs against. Each suite asks for a fresh database: a copy
// of a migrated, seeded template (PGlite: a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE in the
// run's one cluster, sharedPostgres.ts).
import { inject } from 'vitest';
import type { Db } from '../src/db/db';
import { openPostgresDb } from '../src/db/postgres';
import { openPgliteFromTemplate } from './pgliteTemplate';
import {
  PG_BIN_DIR,
  clusterAt,
  postgresAvailable,
  startTempCluster,
  type TempCluster,
} from './postgresCluster';
import { TEMPLATE_DB, createPostgresTemplate, uniqueDatabaseName } from './sharedPostgres';

export interface TestBackend {
  readonly name: 'pglite' | 'postgres';
  /** the describe title; says why when the backend is skipped */
  readonly title: string;
  readonly available: boolean;
  setup(): Promise<void>;
  /** a private, migrated and seeded database */
  freshDb(): Promise<Db>;
  /** PostgreSQL only: the URL of a fresh empty database (no migrations), for multi-instance tests */
  freshEmptyDatabaseUrl?(): Promise<string>;
  /** PostgreSQL only: the URL of a fresh migrated and seeded database */
  freshDatabaseUrl?(): Promise<string>;
  teardown(): Promise<void>;
}

export function pgliteBackend(): TestBackend {
  return {
    name: 'pglite',
    title: 'PGlite',
    available: true,
    setup: async () => undefined,
    freshDb: openPgliteFromTemplate,
    teardown: async () => undefined,
  };
}

export function postgresBackend(binDir = PG_BIN_DIR): TestBackend {
  const available = postgresAvailable(binDir);
  // CI sets REQUIRE_POSTGRES=1: a missing PostgreSQL must fail the run, not skip half the suite
  if (!available && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      `REQUIRE_POSTGRES=1 but no PostgreSQL binaries were found (looked in ${binDir}); install postgresql or set PG_BIN_DIR`,
    );
  }
  let cluster: TempCluster | undefined;
  const requireCluster = (): TempCluster => {
    if (!cluster) throw new Error('postgres backend used before setup()');
    return cluster;
  };
  const freshDatabaseUrl = async (): Promise<string> =>
    requireCluster().createDatabase(uniqueDatabaseName('suite'), TEMPLATE_DB);
  return {
    name: 'postgres',
    title: available
      ? 'PostgreSQL'
      : `PostgreSQL (SKIPPED: no PostgreSQL binaries in ${PG_BIN_DIR}; install postgresql or set PG_BIN_DIR)`,
    available,
    async setup() {
      cluster = await suiteCluster();
    },
    freshDatabaseUrl,
    async freshDb() {
      return openPostgresDb(await freshDatabaseUrl(), 5);
    },
    async freshEmptyDatabaseUrl() {
      return requireCluster().createDatabase(uniqueDatabaseName('empty'));
    },
    async teardown() {
      // the run's cluster is stopped by the global setup; one started here is this file's own
      await cluster?.stop();
      cluster = undefined;
    },
  };
}

/**
 * The run's cluster, started by the global setup; a cluster of this file's own when there is none
 * (a file run outside the server project), with the template unless `withTemplate` is false. Stop
 * it after use: stopping the run's cluster does nothing.
 */
export async function suiteCluster({ withTemplate = true } = {}): Promise<TempCluster> {
  const port = inject('postgresPort');
  if (port !== undefined) return clusterAt(port);
  const own = await startTempCluster();
  try {
    if (withTemplate) await createPostgresTemplate(own);
  } catch (error) {
    await own.stop();
    throw error;
  }
  return own;
}

/**
 * Whether a backend runs the checks that only test HTTP: Fastify, the guard, the envelope, the
 * route fuzz. They need one engine, not two: PGlite, which every machine has. What a query does
 * is checked on both.
 */
export function isHttpLevelRun(backend: TestBackend): boolean {
  return backend.name === 'pglite';
}

export function allBackends(): TestBackend[] {
  return [pgliteBackend(), postgresBackend()];
}

// The two engines the contract suite runs against. Each suite asks for a fresh database: a copy
// of a migrated, seeded template (PGlite: a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPostgresDb } from '../src/db/postgres';
import { systemClock } from '../src/clock';
import { seedDemoChannel } from '../src/demo/channel';
import { seedDemoContract } from '../src/demo/contract';
import { seedDemo } from '../src/demo/seed';
import { withScratchStore } from './demoObjects';
import { openPgliteFromTemplate } from './pgliteTemplate';
import {
  PG_BIN_DIR,
  postgresAvailable,
  startTempCluster,
  type TempCluster,
} from './postgresCluster';

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

const TEMPLATE_DB = 'portal_template';

export function postgresBackend(binDir = PG_BIN_DIR): TestBackend {
  const available = postgresAvailable(binDir);
  // CI sets REQUIRE_POSTGRES=1: a missing PostgreSQL must fail the run, not skip half the suite
  if (!available && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      `REQUIRE_POSTGRES=1 but no PostgreSQL binaries were found (looked in ${binDir}); install postgresql or set PG_BIN_DIR`,
    );
  }
  let cluster: TempCluster | undefined;
  let counter = 0;
  const requireCluster = (): TempCluster => {
    if (!cluster) throw new Error('postgres backend used before setup()');
    return cluster;
  };
  const freshDatabaseUrl = async (): Promise<string> =>
    requireCluster().createDatabase(`suite_${process.pid}_${++counter}`, TEMPLATE_DB);
  return {
    name: 'postgres',
    title: available
      ? 'PostgreSQL'
      : `PostgreSQL (SKIPPED: no PostgreSQL binaries in ${PG_BIN_DIR}; install postgresql or set PG_BIN_DIR)`,
    available,
    async setup() {
      cluster = await startTempCluster();
      const url = await cluster.createDatabase(TEMPLATE_DB);
      // the template must have no open connection when it is copied: close the pool
      const db = openPostgresDb(url, 2);
      try {
        await migrate(db);
        await withScratchStore((store) => seedDemo(db, store));
        await seedDemoContract(db, systemClock);
        await seedDemoChannel(db, systemClock);
      } finally {
        await db.close();
      }
    },
    freshDatabaseUrl,
    async freshDb() {
      return openPostgresDb(await freshDatabaseUrl(), 5);
    },
    async freshEmptyDatabaseUrl() {
      return requireCluster().createDatabase(`empty_${process.pid}_${++counter}`);
    },
    async teardown() {
      await cluster?.stop();
      cluster = undefined;
    },
  };
}

export function allBackends(): TestBackend[] {
  return [pgliteBackend(), postgresBackend()];
}

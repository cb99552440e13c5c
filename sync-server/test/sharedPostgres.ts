// One PostgreSQL cluster for a whole run of the server suite: the global setup
// (postgresGlobalSetup.ts) starts it and migrates and seeds the template once; each test file
// copies the template into databases of its own, named so no two files or processes collide.
import { randomBytes } from 'node:crypto';
import { systemClock } from '../src/clock';
import { migrate } from '../src/db/migrate';
import { openPostgresDb } from '../src/db/postgres';
import { seedDemoChannel } from '../src/demo/channel';
import { seedDemoSender } from '../src/demo/sender';
import { seedDemoContract } from '../src/demo/contract';
import { seedDemo } from '../src/demo/seed';
import { withScratchStore } from './demoObjects';
import type { TempCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the port of the run's PostgreSQL cluster; absent when the global setup did not start one */
    postgresPort?: number;
  }
}

export const TEMPLATE_DB = 'portal_template';

/** Creates the template database: migrated and seeded as a server with DEMO=1 would be. */
export async function createPostgresTemplate(cluster: TempCluster): Promise<void> {
  const url = await cluster.createDatabase(TEMPLATE_DB);
  // the template must have no open connection when it is copied: close the pool
  const db = openPostgresDb(url, 2);
  try {
    await migrate(db);
    await withScratchStore((store) => seedDemo(db, store));
    await seedDemoContract(db, systemClock);
    await seedDemoChannel(db, systemClock);
    await seedDemoSender(db, systemClock);
  } finally {
    await db.close();
  }
}

const runTag = `${process.pid}_${randomBytes(3).toString('hex')}`;
let counter = 0;

/**
 * A database name no other test file uses in the shared cluster: files run in processes whose
 * pids can be reused during a run, and with isolation off in one process, so the pid alone is not enough.
 */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${runTag}_${++counter}`;
}

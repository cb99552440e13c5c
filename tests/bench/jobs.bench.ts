// Job runner figures (sync-server/src/jobs): how fast jobs are enqueued and how many no-op jobs
// the claim loop runs per second, on PGlite and on a throwaway PostgreSQL (one runner, and two
// runners on two pools racing for the same jobs, as two instances would). The handlers do
// nothing, so these are the runner's own costs: claim, lease, outcome.
// Run alone: `node --import tsx tests/bench/jobs.bench.ts`.
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { systemClock } from '../../sync-server/src/clock';
import type { Db } from '../../sync-server/src/db/db';
import { migrate } from '../../sync-server/src/db/migrate';
import { openPostgresDb } from '../../sync-server/src/db/postgres';
import { defineJobKind, handleJob } from '../../sync-server/src/jobs/kind';
import { createJobRunner } from '../../sync-server/src/jobs/runner';
import { enqueueJob } from '../../sync-server/src/jobs/store';
import { openPgliteFromTemplate } from '../../sync-server/test/pgliteTemplate';
import { postgresAvailable, startTempCluster } from '../../sync-server/test/postgresCluster';

const JOBS = 2000;
const CONCURRENCY = 4;
const noop = defineJobKind('bench.noop', z.object({ i: z.number() }));

async function enqueueAll(db: Db): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < JOBS; i++) await enqueueJob(db, systemClock, noop, { i });
  return Math.round((JOBS / (performance.now() - started)) * 1000);
}

async function drainWith(dbs: Db[]): Promise<number> {
  const started = performance.now();
  const settled = await Promise.all(
    dbs.map((db) =>
      createJobRunner({
        db,
        clock: systemClock,
        concurrency: CONCURRENCY,
        handlers: [handleJob(noop, async () => undefined)],
      }).drain(),
    ),
  );
  const ran = settled.reduce((sum, list) => sum + list.length, 0);
  if (ran !== JOBS) throw new Error(`ran ${ran} of ${JOBS} jobs`);
  return Math.round((JOBS / (performance.now() - started)) * 1000);
}

export async function benchJobs(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const pglite = await openPgliteFromTemplate();
  try {
    figures['jobs, PGlite: enqueued/s'] = await enqueueAll(pglite);
    figures[`jobs, PGlite: run/s (1 runner, ${CONCURRENCY} at once)`] = await drainWith([pglite]);
  } finally {
    await pglite.close();
  }
  if (postgresAvailable()) {
    const cluster = await startTempCluster();
    try {
      const url = await cluster.createDatabase('bench_jobs');
      const one = openPostgresDb(url, CONCURRENCY + 1);
      const two = openPostgresDb(url, CONCURRENCY + 1);
      try {
        await migrate(one);
        figures['jobs, PostgreSQL: enqueued/s'] = await enqueueAll(one);
        figures[`jobs, PostgreSQL: run/s (1 runner, ${CONCURRENCY} at once)`] = await drainWith([
          one,
        ]);
        await enqueueAll(one);
        figures[`jobs, PostgreSQL: run/s (2 runners on 2 pools)`] = await drainWith([one, two]);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    } finally {
      await cluster.stop();
    }
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchJobs().then(
    (figures) => {
      console.log('\n## Job runner (no-op jobs)');
      for (const [name, value] of Object.entries(figures)) console.log(`- ${name}: ${value}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

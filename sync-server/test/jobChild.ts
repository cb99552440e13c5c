// A second server process for the jobs contract: runs a job runner on the given PostgreSQL with
// the system clock, says when its handler has begun a job, and then hangs in it until the parent
// kills the process (SIGKILL: no shutdown, no release, its lease simply lapses).
import { z } from 'zod';
import { systemClock } from '../src/clock';
import { openPostgresDb } from '../src/db/postgres';
import { defineJobKind, handleJob } from '../src/jobs/kind';
import { createJobRunner } from '../src/jobs/runner';

// the parent defines the same kind and lease (contract/jobsConcurrency.ts)
const HANG_LEASE_MS = 30_000;
const hangKind = defineJobKind('test.hang', z.object({}));

async function main(url: string): Promise<void> {
  const db = openPostgresDb(url, 2);
  const runner = createJobRunner({
    db,
    clock: systemClock,
    leaseMs: HANG_LEASE_MS,
    handlers: [
      handleJob(hangKind, async (_, { jobId }) => {
        process.send?.({ started: jobId, workerId: runner.workerId });
        await new Promise(() => undefined);
      }),
    ],
  });
  await runner.start();
}

const url = process.env.JOB_CHILD_DATABASE_URL;
if (url) {
  main(url).catch((error: unknown) => {
    process.stderr.write(`jobChild: ${String(error)}\n`);
    process.exit(1);
  });
}

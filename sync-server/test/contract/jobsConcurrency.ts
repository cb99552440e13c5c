// Contract: the job runner across instances. Two runners racing over many jobs run each once;
// a run whose lease lapsed is taken over and cannot record its late outcome; a killed instance's
// job is taken again after its lease (on PostgreSQL a real process killed with SIGKILL); a job
// enqueued elsewhere wakes a started runner through NOTIFY, not the poll.
import { fork } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestClock, type TestClock } from '../../src/clock';
import type { Db } from '../../src/db/db';
import { openPostgresDb } from '../../src/db/postgres';
import { defineJobKind, handleJob } from '../../src/jobs/kind';
import { createJobRunner, type JobSettled } from '../../src/jobs/runner';
import { claimJobs, completeJob, enqueueJob, readJob } from '../../src/jobs/store';
import type { TestBackend } from '../backends';

const race = defineJobKind('test.race', z.object({ i: z.number().int() }));
const gate = defineJobKind('test.gate', z.object({}));
const hang = defineJobKind('test.hang', z.object({}));
/** the lease test/jobChild.ts runs with */
const CHILD_LEASE_MS = 30_000;
const JOBS = 300;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function describeJobsConcurrencyContract(backend: TestBackend): void {
  describe('job runners side by side', () => {
    // two handles on one database: two pools on PostgreSQL (two instances), one PGlite shared
    let one: Db;
    let two: Db;
    let url: string | undefined;
    let clock: TestClock;
    beforeAll(async () => {
      if (backend.freshDatabaseUrl) {
        url = await backend.freshDatabaseUrl();
        one = openPostgresDb(url, 4);
        two = openPostgresDb(url, 4);
      } else {
        one = await backend.freshDb();
        two = one;
      }
    });
    afterAll(async () => {
      await one.close();
      if (two !== one) await two.close();
    });

    it(`runs each of ${JOBS} jobs exactly once when two runners race for them`, async () => {
      clock = createTestClock();
      await Promise.all(
        Array.from({ length: JOBS }, (_, i) => enqueueJob(i % 2 ? one : two, clock, race, { i })),
      );
      const runs = new Map<string, string[]>();
      const runnerOn = (db: Db, name: string) =>
        createJobRunner({
          db,
          clock,
          concurrency: 6,
          workerId: name,
          handlers: [
            handleJob(race, async (_, { jobId }) => {
              runs.set(jobId, [...(runs.get(jobId) ?? []), name]);
              // a round trip inside the run, so the two runners' claims interleave
              await db.query('SELECT 1');
            }),
          ],
        });
      const [a, b] = await Promise.all([
        runnerOn(one, 'runner-a').drain(),
        runnerOn(two, 'runner-b').drain(),
      ]);
      expect(runs.size).toBe(JOBS);
      expect([...runs.values()].filter((names) => names.length !== 1)).toEqual([]);
      expect(a.length + b.length).toBe(JOBS);
      expect(a.length).toBeGreaterThan(0);
      expect(b.length).toBeGreaterThan(0);
      const { rows } = await one.query<{ state: string; attempts: number; n: number }>(
        `SELECT state, attempts, count(*)::int AS n FROM jobs WHERE kind = 'test.race' GROUP BY state, attempts`,
      );
      expect(rows).toEqual([{ state: 'done', attempts: 1, n: JOBS }]);
    });

    it('takes over a run whose lease lapsed; the first run cannot record its late outcome', async () => {
      clock = createTestClock();
      const { id } = await enqueueJob(one, clock, gate, {});
      let openGate = (): void => undefined;
      let begun = (): void => undefined;
      const firstBegun = new Promise<void>((resolve) => (begun = resolve));
      const slow = createJobRunner({
        db: one,
        clock,
        leaseMs: 60_000,
        handlers: [
          handleJob(gate, () => {
            begun();
            return new Promise<void>((resolve) => (openGate = resolve));
          }),
        ],
      });
      const slowDrain = slow.drain();
      await firstBegun;
      const other = createJobRunner({
        db: two,
        clock,
        handlers: [handleJob(gate, async () => undefined)],
      });
      expect(await other.drain()).toEqual([]);
      clock.advance(60_000);
      expect((await other.drain()).map((s) => [s.outcome, s.attempt])).toEqual([['done', 2]]);
      openGate();
      expect((await slowDrain).map((s) => s.outcome)).toEqual(['lost']);
      expect(await readJob(one, id)).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
    });

    it("takes a killed instance's job again once its lease lapses", async () => {
      const { id } = await enqueueJob(one, createTestClock(Date.now()), hang, {});
      let killedWorker: string;
      if (url) {
        // a real second instance, killed without any chance to give the job back
        const child = fork(path.join(import.meta.dirname, '../jobChild.ts'), [], {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, JOB_CHILD_DATABASE_URL: url },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        const started = await within(
          new Promise<{ started: string; workerId: string }>((resolve, reject) => {
            child.once('message', (message) =>
              resolve(message as { started: string; workerId: string }),
            );
            child.once('exit', (code) =>
              reject(new Error(`the child exited (${code}) before it began the job`)),
            );
          }),
          30_000,
          'the child instance',
        );
        expect(started.started).toBe(id);
        killedWorker = started.workerId;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      } else {
        // PGlite is one process: what a killed instance leaves is a claim nobody extends or ends
        killedWorker = 'killed-instance';
        expect(
          await claimJobs(one, createTestClock(Date.now()), {
            workerId: killedWorker,
            kinds: ['test.hang'],
            limit: 1,
            leaseMs: CHILD_LEASE_MS,
          }),
        ).toHaveLength(1);
      }
      expect(await readJob(one, id)).toMatchObject({
        state: 'running',
        attempts: 1,
        lockedBy: killedWorker,
      });

      clock = createTestClock(Date.now());
      const survivor = createJobRunner({
        db: two,
        clock,
        handlers: [handleJob(hang, async () => undefined)],
      });
      expect(await survivor.drain()).toEqual([]);
      clock.advance(CHILD_LEASE_MS + 1000);
      expect((await survivor.drain()).map((s) => [s.id, s.outcome, s.attempt])).toEqual([
        [id, 'done', 2],
      ]);
      expect(await readJob(one, id)).toMatchObject({ state: 'done', attempts: 2 });
    });

    it('fails a job whose last attempt was cut short, rather than running it once more', async () => {
      clock = createTestClock();
      const { id } = await enqueueJob(one, clock, hang, {}, { maxAttempts: 1 });
      await claimJobs(one, clock, {
        workerId: 'killed',
        kinds: ['test.hang'],
        limit: 1,
        leaseMs: 1000,
      });
      clock.advance(1000);
      let ran = false;
      const settled = await createJobRunner({
        db: two,
        clock,
        handlers: [handleJob(hang, async () => void (ran = true))],
      }).drain();
      expect(settled.map((s) => s.outcome)).toEqual(['failed']);
      expect(ran).toBe(false);
      expect((await readJob(one, id))?.lastError).toBe(
        'PermanentJobError: the last of 1 runs was cut short (lease of killed lapsed)',
      );
      // the killed instance coming back cannot mark it done
      expect(await completeJob(one, clock, { id, workerId: 'killed', attempt: 1 })).toBe(false);
    });

    it('wakes a started runner through NOTIFY when another instance enqueues (the poll is an hour)', async () => {
      clock = createTestClock();
      const settled: JobSettled[] = [];
      let notify = (): void => undefined;
      const ran = new Promise<void>((resolve) => (notify = resolve));
      const runner = createJobRunner({
        db: one,
        clock,
        pollIntervalMs: 3_600_000,
        handlers: [handleJob(gate, async () => undefined)],
        onSettled: (event) => {
          settled.push(event);
          notify();
        },
      });
      await runner.start();
      try {
        const { id } = await enqueueJob(two, clock, gate, {});
        await within(ran, 10_000, 'the NOTIFY poke');
        expect(settled.map((s) => [s.id, s.outcome])).toEqual([[id, 'done']]);
        // in a transaction: the poke comes with the commit
        const inTx = await two.transaction((tx) => enqueueJob(tx, clock, gate, {}));
        await within(
          new Promise<void>((resolve) => {
            notify = () => settled.length === 2 && resolve();
            if (settled.length === 2) resolve();
          }),
          10_000,
          'the NOTIFY poke of a transaction',
        );
        expect(settled[1]).toMatchObject({ id: inTx.id, outcome: 'done' });
      } finally {
        await runner.stop();
      }
    });
  });
}

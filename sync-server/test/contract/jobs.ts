// Contract: the durable job runner on one instance. Runs, idempotent enqueue, retries with
// backoff read from the movable clock (nothing sleeps: the clock is moved and the runner drained),
// permanent failures, the last attempt, timeouts, shutdown and pruning.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOffsetFileClock, createTestClock, type TestClock } from '../../src/clock';
import type { Db } from '../../src/db/db';
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from '../../src/jobs/kind';
import { createJobRunner, type JobRunnerOptions } from '../../src/jobs/runner';
import { enqueueForPeriod, keepScheduling } from '../../src/jobs/schedule';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  pruneFinishedJobs,
  readJob,
} from '../../src/jobs/store';
import type { TestBackend } from '../backends';

const SECOND = 1000;
const echo = defineJobKind('test.echo', z.object({ n: z.number().int() }), {
  maxAttempts: 4,
  backoff: { baseMs: 30 * SECOND, maxMs: 10 * 60 * SECOND },
});

export function describeJobsContract(backend: TestBackend): void {
  describe('the job runner', () => {
    let db: Db;
    let clock: TestClock;
    beforeAll(async () => {
      db = await backend.freshDb();
    });
    afterAll(() => db.close());

    const runner = (handlers: JobHandler[], options: Partial<JobRunnerOptions> = {}) =>
      createJobRunner({ db, clock, handlers, random: () => 0, ...options });

    it('runs a job once with its parsed payload and records it done', async () => {
      clock = createTestClock();
      const seen: number[] = [];
      const { id, created } = await enqueueJob(db, clock, echo, { n: 7 });
      expect(created).toBe(true);
      const settled = await runner([handleJob(echo, async ({ n }) => void seen.push(n))]).drain();
      expect(settled.filter((s) => s.id === id).map((s) => s.outcome)).toEqual(['done']);
      expect(seen).toEqual([7]);
      expect(await readJob(db, id)).toMatchObject({
        state: 'done',
        attempts: 1,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: clock.now(),
      });
      expect(await runner([handleJob(echo, async () => void seen.push(-1))]).drain()).toEqual([]);
    });

    it('refuses a payload its kind does not accept when it is enqueued', async () => {
      clock = createTestClock();
      await expect(enqueueJob(db, clock, echo, { n: 1.5 })).rejects.toThrow();
      await expect(
        enqueueJob(db, clock, echo, { n: '1' } as unknown as { n: number }),
      ).rejects.toThrow();
    });

    it('makes one job of enqueues with the same key, in turn or at once', async () => {
      clock = createTestClock();
      const first = await enqueueJob(
        db,
        clock,
        echo,
        { n: 1 },
        { idempotencyKey: 'mail:reset:abc' },
      );
      const again = await enqueueJob(
        db,
        clock,
        echo,
        { n: 2 },
        { idempotencyKey: 'mail:reset:abc' },
      );
      expect(again).toEqual({ id: first.id, created: false });
      const parallel = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          enqueueJob(db, clock, echo, { n }, { idempotencyKey: 'parallel-key' }),
        ),
      );
      expect(new Set(parallel.map((p) => p.id)).size).toBe(1);
      expect(parallel.filter((p) => p.created)).toHaveLength(1);
      const seen: number[] = [];
      await runner([handleJob(echo, async ({ n }) => void seen.push(n))]).drain();
      const firstOfParallel = parallel.findIndex((p) => p.created);
      expect(seen.sort((a, b) => a - b)).toEqual([1, firstOfParallel].sort((a, b) => a - b));
    });

    it('retries a failing job after a backoff that doubles, read from the clock', async () => {
      clock = createTestClock();
      const { id } = await enqueueJob(db, clock, echo, { n: 3 });
      let calls = 0;
      const flaky = runner([
        handleJob(echo, async () => {
          calls += 1;
          if (calls < 3) throw new Error(`smtp down ${calls}`);
        }),
      ]);
      const start = clock.now().getTime();
      expect((await flaky.drain()).map((s) => s.outcome)).toEqual(['retried']);
      // random pinned to 0: half of 30 s, then half of 60 s
      expect(await readJob(db, id)).toMatchObject({
        state: 'queued',
        attempts: 1,
        lastError: 'Error: smtp down 1',
        runAt: new Date(start + 15 * SECOND),
      });
      clock.advance(15 * SECOND - 1);
      expect(await flaky.drain()).toEqual([]);
      clock.advance(1);
      expect((await flaky.drain()).map((s) => s.outcome)).toEqual(['retried']);
      expect(await readJob(db, id)).toMatchObject({
        attempts: 2,
        lastError: 'Error: smtp down 2',
        runAt: new Date(start + 45 * SECOND),
      });
      clock.advance(30 * SECOND);
      expect((await flaky.drain()).map((s) => s.outcome)).toEqual(['done']);
      expect(await readJob(db, id)).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    });

    it('spreads a retry over the upper half of its step (jitter) and caps it', async () => {
      clock = createTestClock();
      const failing = (random: number) =>
        runner([handleJob(echo, async () => Promise.reject(new Error('no')))], {
          random: () => random,
        });
      const { id } = await enqueueJob(db, clock, echo, { n: 0 });
      await failing(1).drain();
      expect((await readJob(db, id))?.runAt.getTime()).toBe(clock.now().getTime() + 30 * SECOND);
      const { id: late } = await enqueueJob(db, clock, echo, { n: 0 }, { maxAttempts: 30 });
      await db.query('UPDATE jobs SET attempts = 20 WHERE id = $1', [late]);
      await db.query(`UPDATE jobs SET run_at = $2 WHERE id <> $1 AND state = 'queued'`, [
        late,
        new Date(clock.now().getTime() + 3_600_000),
      ]);
      await failing(0.5).drain();
      // capped at 10 min: 5 min fixed + half of the other 5
      expect((await readJob(db, late))?.runAt.getTime()).toBe(
        clock.now().getTime() + 7.5 * 60 * SECOND,
      );
      await db.query(`DELETE FROM jobs WHERE state = 'queued'`);
    });

    it('fails a job for good after its last attempt, and at once on a permanent error or a payload it cannot parse', async () => {
      clock = createTestClock();
      const { id: tired } = await enqueueJob(db, clock, echo, { n: 1 }, { maxAttempts: 2 });
      const failing = runner([
        handleJob(echo, async ({ n }) => {
          throw n === 2 ? new PermanentJobError('mailbox does not exist') : new Error('try later');
        }),
      ]);
      await failing.drain();
      clock.advance(60 * SECOND);
      expect((await failing.drain()).map((s) => s.outcome)).toEqual(['failed']);
      expect(await readJob(db, tired)).toMatchObject({
        state: 'failed',
        attempts: 2,
        lastError: 'Error: try later',
        finishedAt: clock.now(),
      });

      const { id: hopeless } = await enqueueJob(db, clock, echo, { n: 2 });
      expect((await failing.drain()).map((s) => s.outcome)).toEqual(['failed']);
      expect(await readJob(db, hopeless)).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: 'PermanentJobError: mailbox does not exist',
      });

      // written by an older version, say: the schema refuses it and no retry can help
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO jobs (kind, payload, run_at, max_attempts, created_at, updated_at) VALUES ('test.echo', '{"n":"x"}', $1, 5, $1, $1) RETURNING id`,
        [clock.now()],
      );
      expect((await failing.drain()).map((s) => s.outcome)).toEqual(['failed']);
      expect((await readJob(db, rows[0].id))?.lastError).toMatch(
        /^PermanentJobError: the payload is not a test.echo payload/,
      );
    });

    it('takes only the kinds it has handlers for', async () => {
      clock = createTestClock();
      const other = defineJobKind('test.other', z.object({}));
      const { id } = await enqueueJob(db, clock, other, {});
      expect(await runner([handleJob(echo, async () => undefined)]).drain()).toEqual([]);
      expect((await readJob(db, id))?.state).toBe('queued');
      expect(
        (await runner([handleJob(other, async () => undefined)]).drain()).map((s) => s.outcome),
      ).toEqual(['done']);
    });

    it('aborts a run that outlives its timeout and retries it', async () => {
      clock = createTestClock();
      const slow = defineJobKind('test.slow', z.object({}), { timeoutMs: 50 });
      const { id } = await enqueueJob(db, clock, slow, {});
      let signalled = false;
      const settled = await runner([
        handleJob(
          slow,
          (_, { signal }) =>
            new Promise(() => signal.addEventListener('abort', () => (signalled = true))),
        ),
      ]).drain();
      expect(settled.map((s) => s.outcome)).toEqual(['retried']);
      expect(signalled).toBe(true);
      expect((await readJob(db, id))?.lastError).toBe('Error: timed out after 50 ms');
    });

    it('gives an unfinished run back when it stops, after waiting for the runs that finish in time', async () => {
      clock = createTestClock();
      const gate = defineJobKind('test.gate', z.object({ quick: z.boolean() }));
      const quick = await enqueueJob(db, clock, gate, { quick: true });
      const stuck = await enqueueJob(db, clock, gate, { quick: false });
      let releaseQuick = (): void => undefined;
      const begun = new Set<boolean>();
      let bothBegun = (): void => undefined;
      const started = new Promise<void>((resolve) => (bothBegun = resolve));
      const r = runner(
        [
          handleJob(gate, ({ quick: isQuick }, { signal }) => {
            begun.add(isQuick);
            if (begun.size === 2) bothBegun();
            return isQuick
              ? new Promise<void>((resolve) => (releaseQuick = resolve))
              : new Promise<void>((_, reject) =>
                  signal.addEventListener('abort', () => reject(signal.reason)),
                );
          }),
        ],
        { pollIntervalMs: 3_600_000 },
      );
      await r.start();
      await started;
      // long enough for the quick run to record its outcome on a busy machine; the stuck one waits it out
      const stopping = r.stop({ graceMs: 1500 });
      releaseQuick();
      await stopping;
      expect(await readJob(db, quick.id)).toMatchObject({ state: 'done', attempts: 1 });
      expect(await readJob(db, stuck.id)).toMatchObject({
        state: 'queued',
        attempts: 0,
        lockedBy: null,
        runAt: clock.now(),
      });
    });

    it('prunes finished jobs after their keep period, freeing their keys', async () => {
      clock = createTestClock();
      await db.query('DELETE FROM jobs');
      const done = await enqueueJob(db, clock, echo, { n: 1 }, { idempotencyKey: 'prune-me' });
      const [claimed] = await claimJobs(db, clock, {
        workerId: 'w',
        kinds: ['test.echo'],
        limit: 1,
        leaseMs: 1000,
      });
      expect(await completeJob(db, clock, { id: claimed.id, workerId: 'w', attempt: 1 })).toBe(
        true,
      );
      clock.advance(2 * SECOND);
      const keep = { doneOlderThanMs: 1 * SECOND, failedOlderThanMs: 60 * SECOND };
      expect(await pruneFinishedJobs(db, clock, keep)).toBe(1);
      expect(await readJob(db, done.id)).toBeNull();
      expect(
        (await enqueueJob(db, clock, echo, { n: 1 }, { idempotencyKey: 'prune-me' })).created,
      ).toBe(true);
    });

    it('enqueues one periodic job per period, however many instances ask', async () => {
      clock = createTestClock(Date.UTC(2026, 0, 15, 9, 59, 0));
      const hourly = defineJobKind('test.hourly', z.object({}));
      const first = await Promise.all(
        [1, 2, 3].map(() => enqueueForPeriod(db, clock, hourly, {}, 3_600_000)),
      );
      expect(first.filter((e) => e.created)).toHaveLength(1);
      clock.advance(59 * SECOND);
      expect((await enqueueForPeriod(db, clock, hourly, {}, 3_600_000)).created).toBe(false);
      clock.advance(1 * SECOND);
      expect((await enqueueForPeriod(db, clock, hourly, {}, 3_600_000)).created).toBe(true);
    });

    it('enqueues the period a moved clock lands in at once, not at the next tick', async () => {
      // the e2e's clock (CLOCK_OFFSET_FILE): a scheduled takedown days ahead fires when it is moved
      const dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-jump-'));
      const file = path.join(dir, 'offset');
      const base = Date.UTC(2026, 0, 20, 9, 15, 0);
      const moved = createOffsetFileClock(file, { base: () => base, checkEveryMs: 0 });
      const daily = defineJobKind('test.daily', z.object({}));
      const keys = async () =>
        (
          await db.query<{ key: string }>(
            'SELECT idempotency_key AS key FROM jobs WHERE kind = $1 ORDER BY key',
            [daily.name],
          )
        ).rows.map((r) => r.key);
      const errors: unknown[] = [];
      const stop = keepScheduling(db, moved, daily, {}, 86_400_000, (e) => errors.push(e));
      try {
        await vi.waitFor(async () =>
          expect(await keys()).toEqual(['period:2026-01-20T00:00:00.000Z']),
        );
        writeFileSync(`${file}.part`, String(3 * 86_400_000));
        renameSync(`${file}.part`, file);
        moved.now();
        await vi.waitFor(async () =>
          expect(await keys()).toEqual([
            'period:2026-01-20T00:00:00.000Z',
            'period:2026-01-23T00:00:00.000Z',
          ]),
        );
        expect(errors).toEqual([]);
      } finally {
        stop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

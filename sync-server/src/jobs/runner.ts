// Runs due jobs of the kinds it has handlers for: claims a few at a time, runs them side by side,
// extends each lease while its run lasts, and records done / retry with backoff / failed. It wakes
// on a NOTIFY from enqueueJob (PostgreSQL across instances; PGlite within its process), on a
// finished run, and every poll interval (retries and jobs due later are found by the poll).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import {
  PermanentJobError,
  retryDelayMs,
  type JobContext,
  type JobHandler,
  type JobLogger,
} from './kind';
import {
  claimJobs,
  completeJob,
  extendLease,
  failJob,
  JOBS_CHANNEL,
  pruneFinishedJobs,
  releaseJob,
  retryJob,
  type ClaimedJob,
  type PruneOptions,
  type RunFence,
} from './store';

export type JobOutcome = 'done' | 'retried' | 'failed' | 'lost' | 'released';

export interface JobSettled {
  id: string;
  kind: string;
  attempt: number;
  outcome: JobOutcome;
  error?: unknown;
  /** for 'retried': when the next run is due */
  runAt?: Date;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  handlers: readonly JobHandler[];
  /** names this instance in locked_by (default: host/pid/random) */
  workerId?: string;
  /** runs at once (default 4) */
  concurrency?: number;
  /** how often to look for due jobs when nothing pokes (default 2 s) */
  pollIntervalMs?: number;
  /** a claim's lease; extended every third of it while the run lasts (default 60 s) */
  leaseMs?: number;
  /** how long finished jobs are kept (default: done 7 days, failed 30 days), checked hourly */
  keep?: PruneOptions;
  log?: JobLogger;
  /** jitter source (tests pin it) */
  random?: () => number;
  onSettled?(event: JobSettled): void;
}

export interface JobRunner {
  readonly workerId: string;
  /** starts the loop (LISTEN, poll timer); resolves once listening and the first look for due jobs is over */
  start(): Promise<void>;
  /** looks for due jobs now */
  poke(): void;
  /** claims and runs due jobs until none is left; resolves with what settled (tests, scripts) */
  drain(): Promise<JobSettled[]>;
  /** stops claiming, waits up to graceMs for running jobs, then aborts and gives back the rest */
  stop(options?: { graceMs?: number }): Promise<void>;
}

const SILENT: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

interface Running {
  fence: RunFence;
  controller: AbortController;
  done: Promise<JobSettled>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock } = options;
  const handlers = new Map(options.handlers.map((h) => [h.kind, h]));
  if (handlers.size !== options.handlers.length) throw new Error('two handlers for one job kind');
  const kinds = [...handlers.keys()];
  const workerId =
    options.workerId ?? `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const concurrency = options.concurrency ?? 4;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const leaseMs = options.leaseMs ?? 60_000;
  const keep = options.keep ?? { doneOlderThanMs: 7 * DAY_MS, failedOlderThanMs: 30 * DAY_MS };
  const log = options.log ?? SILENT;
  const random = options.random ?? Math.random;
  const active = new Map<string, Running>();
  /** runs given back by stop(): whatever they still do is not recorded */
  const released = new Set<string>();

  let stopping = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let poked = false;
  let wake: (() => void) | undefined;
  let lastPrune: number | undefined;

  const settle = (event: JobSettled): JobSettled => {
    try {
      options.onSettled?.(event);
    } catch (error) {
      log.warn({ err: error }, 'a job listener threw');
    }
    return event;
  };

  async function finish(job: ClaimedJob, fence: RunFence, error: unknown): Promise<JobSettled> {
    const base = { id: job.id, kind: job.kind, attempt: job.attempt };
    if (released.has(job.id)) return settle({ ...base, outcome: 'released', error });
    if (error === undefined) {
      if (await completeJob(db, clock, fence)) return settle({ ...base, outcome: 'done' });
      log.warn(
        { jobId: job.id, kind: job.kind },
        'a job finished after its lease lapsed; another run owns it now',
      );
      return settle({ ...base, outcome: 'lost' });
    }
    const handler = handlers.get(job.kind);
    const permanent =
      error instanceof PermanentJobError || job.attempt >= job.maxAttempts || !handler;
    if (permanent) {
      const recorded = await failJob(db, clock, fence, error);
      if (recorded)
        log.error(
          { jobId: job.id, kind: job.kind, attempt: job.attempt, err: error },
          'job failed for good',
        );
      return settle({ ...base, outcome: recorded ? 'failed' : 'lost', error });
    }
    const runAt = new Date(
      clock.now().getTime() + retryDelayMs(job.attempt, handler.policy.backoff, random),
    );
    const recorded = await retryJob(db, clock, fence, runAt, error);
    if (recorded)
      log.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempt, runAt, err: error },
        'job failed; will retry',
      );
    return settle({ ...base, outcome: recorded ? 'retried' : 'lost', error, runAt });
  }

  async function run(
    job: ClaimedJob,
    fence: RunFence,
    controller: AbortController,
  ): Promise<unknown> {
    const handler = handlers.get(job.kind);
    if (!handler) return new PermanentJobError(`no handler for ${job.kind}`);
    if (job.attempt > job.maxAttempts) {
      return new PermanentJobError(
        `the last of ${job.maxAttempts} runs was cut short (lease of ${job.lapsedFrom} lapsed)`,
      );
    }
    if (job.lapsedFrom)
      log.warn(
        { jobId: job.id, kind: job.kind, from: job.lapsedFrom },
        'taking over a job whose lease lapsed',
      );
    const heartbeat = setInterval(
      () => {
        extendLease(db, clock, fence, leaseMs).then(
          (held) => {
            if (!held) controller.abort(new Error('the lease was lost'));
          },
          (error: unknown) =>
            log.warn({ jobId: job.id, err: error }, 'could not extend a job lease'),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    const timeout = setTimeout(
      () => controller.abort(new Error(`timed out after ${handler.policy.timeoutMs} ms`)),
      handler.policy.timeoutMs,
    );
    timeout.unref();
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempt,
      maxAttempts: job.maxAttempts,
      signal: controller.signal,
      clock,
      log,
    };
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
        once: true,
      });
    });
    try {
      // a handler that ignores its signal is left behind: its result no longer counts
      await Promise.race([handler.execute(job.payload, context), aborted]);
      return undefined;
    } catch (error) {
      return error ?? new Error('a job threw nothing');
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeout);
    }
  }

  function begin(job: ClaimedJob): Running {
    const fence: RunFence = { id: job.id, workerId, attempt: job.attempt };
    const controller = new AbortController();
    const done = run(job, fence, controller)
      .then((error) => finish(job, fence, error))
      .catch((error: unknown) => {
        // the database refused the outcome: the lease lapses and another run takes the job
        log.error({ jobId: job.id, kind: job.kind, err: error }, 'could not record a job outcome');
        return settle({ id: job.id, kind: job.kind, attempt: job.attempt, outcome: 'lost', error });
      })
      .finally(() => {
        active.delete(job.id);
        released.delete(job.id);
        poke();
      });
    const running = { fence, controller, done };
    active.set(job.id, running);
    return running;
  }

  async function claimRound(): Promise<Running[]> {
    const free = concurrency - active.size;
    if (free <= 0 || stopping) return [];
    const claimed = await claimJobs(db, clock, { workerId, kinds, limit: free, leaseMs });
    return claimed.map(begin);
  }

  async function maybePrune(): Promise<void> {
    if (lastPrune !== undefined && performance.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = performance.now();
    const removed = await pruneFinishedJobs(db, clock, keep);
    if (removed > 0) log.info({ removed }, 'finished jobs pruned');
  }

  function poke(): void {
    poked = true;
    wake?.();
  }

  function waitForPoke(): Promise<void> {
    if (poked || stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, pollIntervalMs);
      timer.unref();
      function done(): void {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function loopForever(looked: () => void): Promise<void> {
    try {
      while (!stopping) {
        poked = false;
        try {
          await maybePrune();
          // a run that ends pokes: a full batch is followed by another claim as soon as a slot frees
          await claimRound();
        } catch (error) {
          log.warn({ err: error }, 'looking for due jobs failed; trying again at the next poll');
        }
        looked();
        await waitForPoke();
      }
    } finally {
      looked();
    }
  }

  return {
    workerId,
    async start() {
      if (loop) return;
      if (db.listen) unlisten = await db.listen(JOBS_CHANNEL, () => poke());
      let looked = (): void => undefined;
      const firstLook = new Promise<void>((resolve) => (looked = resolve));
      loop = loopForever(looked);
      await firstLook;
    },
    poke,
    async drain() {
      const settled: JobSettled[] = [];
      for (;;) {
        const started = await claimRound();
        if (started.length > 0) {
          settled.push(...(await Promise.all(started.map((r) => r.done))));
        } else if (active.size > 0) {
          // every slot is taken by the loop's runs: look again when one ends
          await Promise.race([...active.values()].map((r) => r.done));
        } else {
          return settled;
        }
      }
    },
    async stop({ graceMs = 10_000 } = {}) {
      stopping = true;
      wake?.();
      await unlisten?.().catch(() => undefined);
      await loop;
      const pending = [...active.values()];
      if (pending.length > 0) {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        });
        await Promise.race([Promise.allSettled(pending.map((r) => r.done)), grace]);
        clearTimeout(timer);
      }
      for (const running of active.values()) {
        released.add(running.fence.id);
        running.controller.abort(new Error('the server is stopping'));
        await releaseJob(db, clock, running.fence).catch((error: unknown) =>
          log.warn({ err: error, jobId: running.fence.id }, 'could not give a job back'),
        );
      }
    },
  };
}

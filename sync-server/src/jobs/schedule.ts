// Periodic jobs (pruning now; scheduled takedowns and settlement runs later): every instance
// enqueues the job of the current period, keyed by the period's start, so however many instances
// run, each period gets one job, run by one of them.
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import type { JobKind } from './kind';
import { enqueueJob, type Enqueued } from './store';

/** Enqueues the job of the period `clock.now()` falls in (a no-op when it exists). */
export function enqueueForPeriod<P>(
  q: Queryable,
  clock: Clock,
  kind: JobKind<P>,
  payload: P,
  everyMs: number,
): Promise<Enqueued> {
  const start = Math.floor(clock.now().getTime() / everyMs) * everyMs;
  return enqueueJob(q, clock, kind, payload, {
    idempotencyKey: `period:${new Date(start).toISOString()}`,
  });
}

/**
 * Enqueues now and then a few times a period (a missed tick costs nothing), and at once when the
 * clock jumps (an e2e moving the server's date past a scheduled takedown); returns stop.
 */
export function keepScheduling<P>(
  q: Queryable,
  clock: Clock,
  kind: JobKind<P>,
  payload: P,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  const tick = (): void => void enqueueForPeriod(q, clock, kind, payload, everyMs).catch(onError);
  tick();
  const timer = setInterval(tick, Math.max(1000, Math.floor(everyMs / 4)));
  timer.unref();
  const stopHearing = clock.onJump?.(tick);
  return () => {
    clearInterval(timer);
    stopHearing?.();
  };
}

// When to sync: at once on start, `online`, a visible tab, a new session or a manual ask; ~300 ms
// after the last local edit; on a server poke. One round at a time (a trigger during a round
// queues one more). Failures that pass retry with full-jitter backoff and never fail an op; 401
// pauses until a new session appears; 426 stops for good (the UI asks for an update).
import { backoffDelay, type Random } from './backoff';
import type { SyncPhase, SyncTrigger } from '../channel';
import type { SyncEngine } from './engine';
import { isQuotaError } from '../store/quota';
import { isSyncFailure } from './transport';

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface SyncRunnerOptions {
  engine: SyncEngine;
  onPhase(phase: SyncPhase, lastError: string | null): void;
  /** the session was refused: the tab may renew it (auto-login) */
  onNotLogin?(): void;
  /**
   * Told of a failed round worth keeping (the app's reportError): not of being offline or logged
   * out, which the status shows and which are no fault, and once per kind of failure until a round
   * succeeds, so a server down for hours does not fill the log with the same retry.
   */
  onError?(context: string, error: unknown): void;
  random?: Random;
  timers?: Timers;
  editDebounceMs?: number;
}

export interface SyncRunner {
  request(trigger: SyncTrigger): void;
  stop(): void;
  /** resolves when no round is running or scheduled before a retry (tests) */
  readonly isIdle: boolean;
}

export const EDIT_DEBOUNCE_MS = 300;

/** The lastError a failure shows as: a SyncFailure kind, 'quotaExceeded', or the error's message. */
export function describeFailure(error: unknown): string {
  if (isSyncFailure(error)) return error.kind;
  if (isQuotaError(error)) return 'quotaExceeded';
  return error instanceof Error ? error.message : 'error';
}

/** The triggers that mean "now": they skip the backoff wait. */
const URGENT: ReadonlySet<SyncTrigger> = new Set([
  'start',
  'online',
  'visible',
  'manual',
  'session',
]);

export function createSyncRunner(options: SyncRunnerOptions): SyncRunner {
  const {
    engine,
    onPhase,
    random,
    timers = realTimers,
    editDebounceMs = EDIT_DEBOUNCE_MS,
  } = options;
  let running = false;
  let again = false;
  let stopped = false;
  let paused = false;
  let attempt = 0;
  let timer: unknown = null;
  let timerIsRetry = false;
  let lastReported: string | null = null;

  function report(error: unknown): void {
    const described = describeFailure(error);
    if (described === lastReported) return;
    lastReported = described;
    options.onError?.('sync.round', error);
  }

  function schedule(ms: number, isRetry: boolean): void {
    if (timer !== null) timers.clear(timer);
    timerIsRetry = isRetry;
    timer = timers.set(() => {
      timer = null;
      void run();
    }, ms);
  }

  function fail(error: unknown): void {
    if (isSyncFailure(error) && error.kind === 'clientTooOld') {
      stopped = true;
      report(error);
      onPhase('error', 'clientTooOld');
      return;
    }
    if (isSyncFailure(error) && error.kind === 'notlogin') {
      paused = true;
      onPhase('error', 'notlogin');
      options.onNotLogin?.();
      return;
    }
    const offline = isSyncFailure(error) && (error.kind === 'offline' || error.kind === 'timeout');
    if (!offline) report(error);
    onPhase(offline ? 'offline' : 'error', describeFailure(error));
    // anything else (a 5xx, an IndexedDB hiccup) is retried too: giving up would strand the outbox
    schedule(backoffDelay(attempt, random), true);
    attempt += 1;
  }

  async function run(): Promise<void> {
    if (stopped || paused) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    onPhase('syncing', null);
    try {
      await engine.syncOnce();
      attempt = 0;
      lastReported = null;
      onPhase('idle', null);
    } catch (error) {
      fail(error);
    } finally {
      running = false;
    }
    if (again && !stopped && !paused) {
      again = false;
      await run();
    }
  }

  return {
    request(trigger) {
      if (stopped) return;
      // a refused session waits for a new one; a user's or the browser's own trigger tries again
      // too (a renewal that failed offline must not leave syncing paused for good)
      if (paused && !URGENT.has(trigger)) return;
      paused = false;
      if (URGENT.has(trigger)) {
        attempt = 0;
        if (timer !== null) timers.clear(timer);
        timer = null;
        void run();
        return;
      }
      // edits and pokes wait out a running backoff rather than hammer a failing server
      if (timer !== null && timerIsRetry) return;
      schedule(trigger === 'edit' ? editDebounceMs : 0, false);
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
    get isIdle() {
      return !running && timer === null;
    },
  };
}

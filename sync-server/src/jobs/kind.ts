// A job kind is a name, the schema of its payload and its retry policy. The enqueueing side (a
// route, in the transaction of its own write) needs only the kind; the runner binds the kind to
// its handler (handleJob), so a route never imports a mail transport to queue a mail.
import type { z } from 'zod';
import type { Clock } from '../clock';

export interface BackoffPolicy {
  /** the delay before the second run; doubled for each further one */
  baseMs: number;
  /** no retry waits longer than this */
  maxMs: number;
}

export interface JobPolicy {
  /** runs in all, the first included; then the job is 'failed' */
  maxAttempts: number;
  backoff: BackoffPolicy;
  /** a run still going after this long is aborted and counted as failed */
  timeoutMs: number;
}

export const DEFAULT_JOB_POLICY: JobPolicy = {
  maxAttempts: 8,
  // 30 s, 1 min, 2 min, ... 32 min between 8 runs: retries over up to an hour (half that, at least, by the jitter)
  backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
  timeoutMs: 5 * 60_000,
};

export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly policy: JobPolicy;
}

const KIND_NAME = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;

export function defineJobKind<P>(
  name: string,
  payload: z.ZodType<P>,
  policy: Partial<JobPolicy> = {},
): JobKind<P> {
  if (!KIND_NAME.test(name)) throw new Error(`job kind names look like "mail.send": ${name}`);
  const merged = { ...DEFAULT_JOB_POLICY, ...policy };
  if (!Number.isInteger(merged.maxAttempts) || merged.maxAttempts < 1 || merged.maxAttempts > 100) {
    throw new Error(`job kind ${name}: maxAttempts must be 1..100`);
  }
  return { name, payload, policy: merged };
}

export interface JobLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobContext {
  readonly jobId: string;
  /** 1 for the first run */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** aborted when the run times out, its lease is lost or the server stops */
  readonly signal: AbortSignal;
  readonly clock: Clock;
  readonly log: JobLogger;
}

/** Thrown by a handler when trying again cannot help (a rejected address, a malformed payload). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** A kind bound to the code that runs it; the payload is parsed with the kind's schema first. */
export interface JobHandler {
  readonly kind: string;
  readonly policy: JobPolicy;
  execute(payload: unknown, context: JobContext): Promise<void>;
}

export function handleJob<P>(
  kind: JobKind<P>,
  run: (payload: P, context: JobContext) => Promise<void>,
): JobHandler {
  return {
    kind: kind.name,
    policy: kind.policy,
    async execute(payload, context) {
      const parsed = kind.payload.safeParse(payload);
      if (!parsed.success)
        throw new PermanentJobError(
          `the payload is not a ${kind.name} payload: ${parsed.error.message}`,
        );
      await run(parsed.data, context);
    },
  };
}

/** Exponential backoff with equal jitter: half the step is fixed, so a retry never comes at once. */
export function retryDelayMs(
  attempt: number,
  backoff: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const step = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

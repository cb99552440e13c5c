// The jobs table's statements. Each is one statement, so a claim, a completion or a retry is
// atomic on PGlite (one connection) and PostgreSQL alike; a claim skips rows another instance
// holds (SKIP LOCKED), and every write after the claim is fenced by (locked_by, attempts), so an
// instance whose lease lapsed cannot overwrite the run of the instance that took the job over.
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import type { JobKind } from './kind';

/** The NOTIFY channel a new due job pokes runners on. */
export const JOBS_CHANNEL = 'portal_jobs';

/** Long texts in last_error only bloat the row; the start says what went wrong. */
const MAX_ERROR_LENGTH = 2000;

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface EnqueueOptions {
  /** not before this instant (default: now) */
  runAt?: Date;
  /** a second enqueue with the same kind and key returns the first job (until it is pruned) */
  idempotencyKey?: string;
  /** overrides the kind's policy */
  maxAttempts?: number;
}

export interface Enqueued {
  id: string;
  /** false when the idempotency key found an existing job */
  created: boolean;
}

/**
 * Adds a job; pass the transaction of the write it belongs to, so the job exists exactly when
 * that write does. The payload is checked against the kind's schema here too, so a bad payload
 * fails its caller rather than a run later.
 */
export async function enqueueJob<P>(
  q: Queryable,
  clock: Clock,
  kind: JobKind<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<Enqueued> {
  const checked = kind.payload.parse(payload);
  const now = clock.now();
  const runAt = options.runAt ?? now;
  const maxAttempts = options.maxAttempts ?? kind.policy.maxAttempts;
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO jobs (kind, payload, idempotency_key, run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $6)
     ON CONFLICT (kind, idempotency_key) DO NOTHING
     RETURNING id`,
    [kind.name, JSON.stringify(checked), options.idempotencyKey ?? null, runAt, maxAttempts, now],
  );
  if (inserted.rows.length > 0) {
    // delivered at commit when q is a transaction; a job due later is found by the poll
    if (runAt.getTime() <= now.getTime())
      await q.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, kind.name]);
    return { id: inserted.rows[0].id, created: true };
  }
  const existing = await q.query<{ id: string }>(
    'SELECT id FROM jobs WHERE kind = $1 AND idempotency_key = $2',
    [kind.name, options.idempotencyKey],
  );
  if (existing.rows.length === 0)
    throw new Error(`job ${kind.name}/${options.idempotencyKey} collided but cannot be found`);
  return { id: existing.rows[0].id, created: false };
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** this run's number (1 = first); above maxAttempts when a lapsed last run is taken over */
  attempt: number;
  maxAttempts: number;
  /** set when the job was running under a lease that lapsed (its runner was killed) */
  lapsedFrom: string | null;
}

export interface ClaimOptions {
  workerId: string;
  kinds: readonly string[];
  limit: number;
  leaseMs: number;
}

/** Takes up to `limit` due jobs of the given kinds: queued and due, or running with a lapsed lease. */
export async function claimJobs(
  q: Queryable,
  clock: Clock,
  options: ClaimOptions,
): Promise<ClaimedJob[]> {
  if (options.limit <= 0 || options.kinds.length === 0) return [];
  const now = clock.now();
  const { rows } = await q.query<{
    id: string;
    kind: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
    lapsed_from: string | null;
    run_at: Date;
  }>(
    `WITH due AS (
       SELECT id, CASE WHEN state = 'running' THEN locked_by END AS lapsed_from
         FROM jobs
        WHERE kind = ANY($1::text[])
          AND ((state = 'queued' AND run_at <= $2) OR (state = 'running' AND locked_until <= $2))
        ORDER BY run_at, created_at
        LIMIT $3
        FOR UPDATE SKIP LOCKED
     )
     UPDATE jobs AS j
        SET state = 'running', attempts = j.attempts + 1, locked_by = $4, locked_until = $5, updated_at = $2
       FROM due
      WHERE j.id = due.id
     RETURNING j.id, j.kind, j.payload, j.attempts, j.max_attempts, due.lapsed_from, j.run_at`,
    [
      options.kinds,
      now,
      options.limit,
      options.workerId,
      new Date(now.getTime() + options.leaseMs),
    ],
  );
  return rows
    .sort((a, b) => a.run_at.getTime() - b.run_at.getTime())
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      lapsedFrom: row.lapsed_from,
    }));
}

export interface RunFence {
  id: string;
  workerId: string;
  attempt: number;
}

const FENCE = `id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3`;
const fenceParams = (fence: RunFence): unknown[] => [fence.id, fence.workerId, fence.attempt];

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** Each returns false when the run no longer holds the job (its lease lapsed and another took it). */
export async function extendLease(
  q: Queryable,
  clock: Clock,
  fence: RunFence,
  leaseMs: number,
): Promise<boolean> {
  const now = clock.now();
  const { rowCount } = await q.query(
    `UPDATE jobs SET locked_until = $4, updated_at = $5 WHERE ${FENCE}`,
    [...fenceParams(fence), new Date(now.getTime() + leaseMs), now],
  );
  return rowCount > 0;
}

export async function completeJob(q: Queryable, clock: Clock, fence: RunFence): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE jobs SET state = 'done', locked_by = NULL, locked_until = NULL, last_error = NULL, updated_at = $4, finished_at = $4 WHERE ${FENCE}`,
    [...fenceParams(fence), clock.now()],
  );
  return rowCount > 0;
}

export async function retryJob(
  q: Queryable,
  clock: Clock,
  fence: RunFence,
  runAt: Date,
  error: unknown,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE jobs SET state = 'queued', run_at = $4, locked_by = NULL, locked_until = NULL, last_error = $5, updated_at = $6 WHERE ${FENCE}`,
    [...fenceParams(fence), runAt, errorText(error), clock.now()],
  );
  return rowCount > 0;
}

export async function failJob(
  q: Queryable,
  clock: Clock,
  fence: RunFence,
  error: unknown,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE jobs SET state = 'failed', locked_by = NULL, locked_until = NULL, last_error = $4, updated_at = $5, finished_at = $5 WHERE ${FENCE}`,
    [...fenceParams(fence), errorText(error), clock.now()],
  );
  return rowCount > 0;
}

/** Gives a job back at shutdown: due at once, and the cut-short run is not counted. */
export async function releaseJob(q: Queryable, clock: Clock, fence: RunFence): Promise<boolean> {
  const now = clock.now();
  const { rowCount } = await q.query(
    `UPDATE jobs SET state = 'queued', run_at = $4, attempts = attempts - 1, locked_by = NULL, locked_until = NULL, updated_at = $4 WHERE ${FENCE}`,
    [...fenceParams(fence), now],
  );
  return rowCount > 0;
}

export interface PruneOptions {
  doneOlderThanMs: number;
  failedOlderThanMs: number;
}

/** Removes finished jobs; their idempotency keys are free again afterwards. */
export async function pruneFinishedJobs(
  q: Queryable,
  clock: Clock,
  options: PruneOptions,
): Promise<number> {
  const now = clock.now().getTime();
  const { rowCount } = await q.query(
    `DELETE FROM jobs WHERE (state = 'done' AND finished_at < $1) OR (state = 'failed' AND finished_at < $2)`,
    [new Date(now - options.doneOlderThanMs), new Date(now - options.failedOlderThanMs)],
  );
  return rowCount;
}

export interface JobRow {
  id: string;
  kind: string;
  payload: unknown;
  state: JobState;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  finishedAt: Date | null;
}

/** One job as stored (diagnostics, tests, a later staff view). */
export async function readJob(q: Queryable, id: string): Promise<JobRow | null> {
  const { rows } = await q.query<{
    id: string;
    kind: string;
    payload: unknown;
    state: JobState;
    run_at: Date;
    attempts: number;
    max_attempts: number;
    locked_by: string | null;
    locked_until: Date | null;
    last_error: string | null;
    finished_at: Date | null;
  }>('SELECT * FROM jobs WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    state: row.state,
    runAt: row.run_at,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
    lastError: row.last_error,
    finishedAt: row.finished_at,
  };
}

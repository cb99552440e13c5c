// A staff-run settlement of a month (issue 17): a durable job (sync-server/src/jobs) that computes
// one statement per organisation with a contract in force in the month, each in its own
// transaction, so one organisation's problem (a missing rate, a contract that does not cover the
// month) is listed on the run and never stops the others. Running again recomputes what is not
// issued yet; a retried job does the same, so a run cut short is simply run again. A month computed
// after a later one recomputes that later one too (statementChain.ts): one chain whatever the order.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RunProblem, RunStarted, RunView, RunState } from '../../../src/domain/finance/api';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { defineJobKind, handleJob, type JobHandler } from '../jobs/kind';
import { enqueueJob } from '../jobs/store';
import type { ComputeOutcome } from './computeStatement';
import { periodDays } from './periodInputs';
import { computeChain } from './statementChain';

/** Organisations computed at once by a run (each in its own transaction and connection). */
const RUN_CONCURRENCY = 3;

export const settlementRunJob = defineJobKind(
  'finance.settlementRun',
  z.strictObject({ runId: z.guid() }),
  { maxAttempts: 3, timeoutMs: 30 * 60_000 },
);

export interface RunInput {
  period: string;
  organisationId?: string;
  userId: string;
}

async function insertRun(
  q: Queryable,
  clock: Clock,
  runId: string,
  jobId: string | null,
  input: RunInput,
): Promise<void> {
  await q.query(
    `INSERT INTO settlement_runs (id, job_id, period, org_id, state, created_by, started_at)
     VALUES ($1, $2, $3, $4, 'queued', $5, $6)`,
    [runId, jobId, input.period, input.organisationId ?? null, input.userId, clock.now()],
  );
}

/** Queues a run as a durable job: the route's way. */
export async function startSettlementRun(
  db: Db,
  clock: Clock,
  input: RunInput,
): Promise<RunStarted> {
  const runId = randomUUID();
  return db.transaction(async (tx) => {
    const job = await enqueueJob(tx, clock, settlementRunJob, { runId }, { idempotencyKey: runId });
    await insertRun(tx, clock, runId, job.id, input);
    return { runId, jobId: job.id };
  });
}

/** Runs at once, without a job (the demo's first start, the bench). */
export async function runSettlementNow(db: Db, clock: Clock, input: RunInput): Promise<RunView> {
  const runId = randomUUID();
  await insertRun(db, clock, runId, null, input);
  return executeSettlementRun(db, clock, runId);
}

/** The organisations a month is settled for: those with a contract whose term meets the month. */
async function organisationsOf(
  q: Queryable,
  period: string,
  only: string | null,
): Promise<string[]> {
  const { start, end } = periodDays(period);
  const { rows } = await q.query<{ org_id: string }>(
    `SELECT DISTINCT c.org_id FROM contracts c JOIN organisations o ON o.id = c.org_id
      WHERE NOT o.is_backoffice AND ($3::uuid IS NULL OR c.org_id = $3)
        AND (c.valid_from IS NULL OR c.valid_from <= $2) AND (c.valid_to IS NULL OR c.valid_to >= $1)
      ORDER BY c.org_id`,
    [start, end, only],
  );
  return rows.map((r) => r.org_id);
}

/** Runs a run to its end (the job's body; tests and the demo call it directly too). */
export async function executeSettlementRun(db: Db, clock: Clock, runId: string): Promise<RunView> {
  const run = await db.query<{ period: string; org_id: string | null }>(
    `UPDATE settlement_runs SET state = 'running', computed = 0, skipped = 0, problems = '[]'
      WHERE id = $1 RETURNING period, org_id`,
    [runId],
  );
  const row = run.rows[0];
  if (!row) throw new Error(`no settlement run ${runId}`);
  const problems: RunProblem[] = [];
  let computed = 0;
  let skipped = 0;
  const orgs = await organisationsOf(db, row.period, row.org_id);
  if (row.org_id !== null && orgs.length === 0)
    problems.push({
      organisationId: row.org_id,
      organisationName: '',
      code: 'contract-missing',
      detail: null,
    });
  // organisations are independent: a few at a time keep the database busy while one computes
  const outcomes: ComputeOutcome[] = new Array<ComputeOutcome>(orgs.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < orgs.length; i = next++)
      outcomes[i] = await db.transaction((tx) =>
        computeChain(tx, orgs[i], row.period, { runId, now: clock.now() }),
      );
  };
  await Promise.all(Array.from({ length: Math.min(RUN_CONCURRENCY, orgs.length) }, worker));
  for (const outcome of outcomes) {
    if (outcome.kind === 'computed') computed += 1;
    else if (outcome.kind === 'skipped') skipped += 1;
    else if (outcome.kind === 'problem') problems.push(outcome.problem);
  }
  await db.query(
    `UPDATE settlement_runs SET state = 'done', computed = $2, skipped = $3, problems = $4::jsonb,
            finished_at = $5 WHERE id = $1`,
    [runId, computed, skipped, JSON.stringify(problems), clock.now()],
  );
  return (await readRun(db, runId)) as RunView;
}

export function settlementRunHandler(db: Db): JobHandler {
  return handleJob(settlementRunJob, async ({ runId }, context) => {
    try {
      await executeSettlementRun(db, context.clock, runId);
    } catch (error) {
      if (context.attempt >= context.maxAttempts)
        await db.query(
          `UPDATE settlement_runs SET state = 'failed', finished_at = $2 WHERE id = $1`,
          [runId, context.clock.now()],
        );
      throw error;
    }
  });
}

interface RunRow {
  id: string;
  job_id: string | null;
  period: string;
  org_id: string | null;
  state: RunState;
  computed: number;
  skipped: number;
  problems: RunProblem[];
  started_at: Date;
  finished_at: Date | null;
}

const RUN_COLUMNS =
  'id, job_id, period, org_id, state, computed, skipped, problems, started_at, finished_at';

function runView(row: RunRow): RunView {
  return {
    id: row.id,
    jobId: row.job_id ?? '',
    period: row.period,
    organisationId: row.org_id,
    state: row.state,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
    computed: row.computed,
    skipped: row.skipped,
    problems: row.problems,
  };
}

export async function readRun(q: Queryable, runId: string): Promise<RunView | null> {
  const { rows } = await q.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM settlement_runs WHERE id = $1`,
    [runId],
  );
  return rows[0] ? runView(rows[0]) : null;
}

export async function listRuns(
  q: Queryable,
  query: { period?: string; page: number; pageSize: number },
): Promise<{ items: RunView[]; total: number }> {
  const period = query.period ?? null;
  const total = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM settlement_runs WHERE ($1::text IS NULL OR period = $1)',
    [period],
  );
  const { rows } = await q.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM settlement_runs WHERE ($1::text IS NULL OR period = $1)
      ORDER BY started_at DESC, id LIMIT $2 OFFSET $3`,
    [period, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items: rows.map(runView), total: total.rows[0]?.total ?? 0 };
}

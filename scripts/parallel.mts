// Runs shell commands at the same time and fails when any fails: `npm test` runs the server suite
// (one test file at a time: mostly one core) beside the build and the browser suite (a server and
// Chromium that often wait), which on CI's two cores takes minutes less than one after the other.
// A job may wait for others: `label@a+b=command` starts when jobs a and b have ended, and is
// skipped (failed) when one of them failed. Each line is prefixed with its job's label; a
// summary with each one's time ends the run, followed, for each failed job (or one that passed
// with a flaky test), by the lines that said why (errors and failed or flaky tests with the lines
// after them): CI's log is often read only from its end, where a failure's own report, printed
// minutes earlier, is not.
//
// The whole run has a time budget (issue 25): CI's limit is 90 minutes, and a suite that creeps
// towards it stops every change from landing, so the run fails when it took longer than
// TEST_BUDGET_MINUTES (30 by default: the budget on CI's two cores; a slower machine may raise it,
// 0 turns the check off). The summary says how much of the budget each job took.
//   node --import tsx scripts/parallel.mts "label=command" "label@other=command" ...
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

interface Job {
  label: string;
  after: string[];
  command: string;
}

interface Result {
  job: Job;
  code: number;
  seconds: number;
  skipped: boolean;
  /** what the job printed about its failures (see Why) */
  why: string[];
}

/** Lines that say why a job failed: a test runner's failed or flaky test, an error. */
const NOTABLE = /✘|\bFAIL\b|\bflaky\b|Error:|Timeout|Expected|Received|AssertionError/;
const WHY_CONTEXT = 6;
const WHY_LINES = 80;

/** Keeps the last notable lines of a job's output, each with the few lines after it. */
class Why {
  readonly lines: string[] = [];
  private after = 0;

  take(line: string): void {
    if (NOTABLE.test(line)) this.after = WHY_CONTEXT;
    else if (this.after === 0) return;
    else this.after -= 1;
    this.lines.push(line);
    // the last ones: a test runner sums its failures up at its end
    if (this.lines.length > WHY_LINES) this.lines.shift();
  }
}

/** The run's budget in seconds, from TEST_BUDGET_MINUTES (default 30); undefined when 0 (off). */
export function budgetSeconds(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.TEST_BUDGET_MINUTES?.trim();
  const minutes = raw === undefined || raw === '' ? 30 : Number(raw);
  if (!Number.isFinite(minutes) || minutes < 0)
    throw new Error(`TEST_BUDGET_MINUTES is a number of minutes, not ${raw}`);
  return minutes === 0 ? undefined : minutes * 60;
}

function parseJob(arg: string): Job {
  const at = arg.indexOf('=');
  if (at <= 0) throw new Error(`expected label=command, got: ${arg}`);
  const [label, after = ''] = arg.slice(0, at).split('@');
  return { label, after: after ? after.split('+') : [], command: arg.slice(at + 1) };
}

function run(job: Job, width: number): Promise<Result> {
  const started = Date.now();
  const prefix = `[${job.label}]`.padEnd(width + 2) + ' ';
  const child = spawn(job.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const why = new Why();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(prefix + line + '\n');
      why.take(line);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      resolve({
        job,
        code: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - started) / 1000,
        skipped: false,
        why: why.lines,
      });
    });
  });
}

async function main(args: readonly string[]): Promise<number> {
  const jobs = args.map(parseJob);
  if (jobs.length === 0) {
    console.error('usage: parallel.mts "label=command" "label@other=command" ...');
    return 2;
  }
  const labels = new Set(jobs.map((j) => j.label));
  for (const job of jobs)
    for (const dep of job.after)
      if (!labels.has(dep) || dep === job.label)
        throw new Error(`${job.label} waits for an unknown job: ${dep}`);
  const budget = budgetSeconds();
  const started = Date.now();
  const width = Math.max(...jobs.map((j) => j.label.length));
  const done = new Map<string, Promise<Result>>();
  // jobs are listed in an order where each one's predecessors come first
  for (const job of jobs) {
    const before = job.after.map((dep) => {
      const predecessor = done.get(dep);
      if (!predecessor) throw new Error(`${job.label} must come after the jobs it waits for`);
      return predecessor;
    });
    done.set(
      job.label,
      Promise.all(before).then((ended) => {
        if (ended.some((r) => r.code !== 0))
          return { job, code: 1, seconds: 0, skipped: true, why: [] } satisfies Result;
        return run(job, width);
      }),
    );
  }
  const results = await Promise.all(done.values());
  console.log('');
  for (const r of results) {
    const state = r.skipped ? 'SKIPPED' : r.code === 0 ? 'passed' : 'FAILED';
    const why = r.skipped ? ` (after a failure in ${r.job.after.join(' or ')})` : '';
    console.log(`${state}  ${r.job.label}  (${r.seconds.toFixed(0)} s)${why}`);
  }
  for (const r of results) {
    if (r.skipped || r.why.length === 0) continue;
    // a job that passed with a flaky test (one that passed only on its retry) says so too
    const flaky = r.why.some((line) => /\d+ flaky\b/.test(line));
    if (r.code === 0 && !flaky) continue;
    const what = r.code === 0 ? 'passed with a flaky test' : 'failed';
    console.log(`\nwhy ${r.job.label} ${what} (its error lines, the last ${WHY_LINES} at most):`);
    for (const line of r.why) console.log(`  ${line}`);
  }
  const total = (Date.now() - started) / 1000;
  const overBudget = budget !== undefined && total > budget;
  const ofBudget = budget === undefined ? '' : ` of its ${formatMinutes(budget)} budget`;
  console.log(`\n${overBudget ? 'OVER BUDGET' : 'took'}  ${formatMinutes(total)}${ofBudget}`);
  if (overBudget)
    console.log(
      `the run took longer than TEST_BUDGET_MINUTES (${budget / 60}): make the suite faster ` +
        `(the jobs' times above say where), or raise the budget on a slower machine`,
    );
  return results.every((r) => r.code === 0) && !overBudget ? 0 : 1;
}

function formatMinutes(seconds: number): string {
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

// run as a script; imported (by its test) for budgetSeconds alone
if (import.meta.url === `file://${process.argv[1]}`)
  process.exit(await main(process.argv.slice(2)));

// Runs shell commands at the same time and fails when any fails: `npm test` runs the server suite
// (one test file at a time: mostly one core) beside the build and the browser suite (a server and
// Chromium that often wait), which on CI's two cores takes minutes less than one after the other.
// Each line is prefixed with its command's label; a summary with each one's time ends the run.
//   node --import tsx scripts/parallel.mts "label=command" "label=command" ...
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

interface Job {
  label: string;
  command: string;
}

function parse(arg: string): Job {
  const at = arg.indexOf('=');
  if (at <= 0) throw new Error(`expected label=command, got: ${arg}`);
  return { label: arg.slice(0, at), command: arg.slice(at + 1) };
}

function run(job: Job, width: number): Promise<{ job: Job; code: number; seconds: number }> {
  const started = Date.now();
  const prefix = `[${job.label}]`.padEnd(width + 2) + ' ';
  const child = spawn(job.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(prefix + line + '\n');
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      resolve({ job, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}

const jobs = process.argv.slice(2).map(parse);
if (jobs.length === 0) {
  console.error('usage: parallel.mts "label=command" ...');
  process.exit(2);
}
const width = Math.max(...jobs.map((j) => j.label.length));
const results = await Promise.all(jobs.map((job) => run(job, width)));
console.log('');
for (const r of results) {
  console.log(`${r.code === 0 ? 'passed' : 'FAILED'}  ${r.job.label}  (${r.seconds.toFixed(0)} s)`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);

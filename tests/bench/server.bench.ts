// Server figures: start time (process start to listening) on PGlite with a fresh and a reopened
// data dir, and on PostgreSQL when installed; requests per second of GET loginUserInfo (session
// lookup in the database on every request) against a bare Fastify route measured in the same run.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { postgresAvailable, startTempCluster } from '../../sync-server/test/postgresCluster';

const run = promisify(execFile);
const CONNECTIONS = 50;
const DURATION_SECONDS = 5;

interface Started {
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

function log(line: string): void {
  process.stderr.write(`[bench:server] ${line}\n`);
}

/** Spawns a server script and resolves when it prints its address; startMs is spawn to listening. */
function startProcess(script: string, env: NodeJS.ProcessEnv): Promise<Started> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    // autocannon sends thousands of requests a second on one session: the budget's hooks run, but
    // it is set past anything the bench can spend, so the figure is the server's throughput
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      RATE_LIMIT_PER_SESSION: '1000000000',
      RATE_LIMIT_PER_ADDRESS: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start:\n${output}`)),
      120_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], startMs: Math.round(performance.now() - started), stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

async function loginSign(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/org/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName: 'demo-admin', password: 'Demo-Admin-2026' }),
  });
  const body = (await res.json()) as { result: { sign: string } };
  return body.result.sign;
}

interface CannonReport {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

/** autocannon in its own process (its CLI), so it does not share the event loop it measures. */
async function requestsPerSecond(
  url: string,
  headers: Record<string, string> = {},
): Promise<CannonReport> {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(DURATION_SECONDS),
    '-j',
  ];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as CannonReport;
}

async function measureStarts(
  figures: Record<string, number>,
  label: string,
  env: NodeJS.ProcessEnv,
): Promise<Started> {
  const fresh = await startProcess('sync-server/src/main.ts', env);
  figures[`start ${label} fresh (ms)`] = fresh.startMs;
  log(`${label} fresh start: ${fresh.startMs} ms`);
  await fresh.stop();
  const reopened = await startProcess('sync-server/src/main.ts', env);
  figures[`start ${label} reopened (ms)`] = reopened.startMs;
  log(`${label} reopened start: ${reopened.startMs} ms`);
  return reopened;
}

async function measureUserInfo(
  figures: Record<string, number>,
  label: string,
  server: Started,
): Promise<void> {
  const sign = await loginSign(server.url);
  const report = await requestsPerSecond(`${server.url}/api/org/loginUserInfo.json`, {
    uvsign: sign,
  });
  if (report.non2xx > 0 || report.errors > 0)
    log(`${label}: ${report.non2xx} non-2xx, ${report.errors} errors`);
  figures[`loginUserInfo ${label} (req/s)`] = Math.round(report.requests.average);
  figures[`loginUserInfo ${label} p99 (ms)`] = report.latency.p99;
  log(
    `${label} loginUserInfo: ${Math.round(report.requests.average)} req/s, p99 ${report.latency.p99} ms`,
  );
}

export async function benchServer(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-server-'));
  const env = { DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-site') };
  try {
    const pglite = await measureStarts(figures, 'PGlite', env);
    try {
      await measureUserInfo(figures, 'PGlite', pglite);
    } finally {
      await pglite.stop();
    }

    if (postgresAvailable()) {
      const cluster = await startTempCluster();
      try {
        const url = await cluster.createDatabase('bench');
        const postgres = await measureStarts(figures, 'PostgreSQL', { ...env, DATABASE_URL: url });
        try {
          await measureUserInfo(figures, 'PostgreSQL', postgres);
        } finally {
          await postgres.stop();
        }
      } finally {
        await cluster.stop();
      }
    } else {
      log('PostgreSQL binaries not found: PostgreSQL figures skipped');
    }

    const bare = await startProcess('tests/bench/bareFastify.ts', {});
    try {
      const report = await requestsPerSecond(`${bare.url}/`);
      figures['bare Fastify route (req/s)'] = Math.round(report.requests.average);
      log(`bare Fastify: ${Math.round(report.requests.average)} req/s`);
    } finally {
      await bare.stop();
    }
    const userInfo = figures['loginUserInfo PGlite (req/s)'];
    figures['loginUserInfo PGlite / bare Fastify (%)'] = Math.round(
      (100 * userInfo) / figures['bare Fastify route (req/s)'],
    );
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchServer()
    .then((figures) => {
      for (const [name, value] of Object.entries(figures)) console.log(`- ${name}: ${value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

// The real start command and admin:create as an operator runs them (separate processes, a real
// terminal through util-linux `script`): no demo without DEMO=1, the first administrator made by
// the command, and the warning when demo accounts listen beyond loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteCluster } from '../../test/backends';
import { postgresAvailable, type TempCluster } from '../../test/postgresCluster';
import { uniqueDatabaseName } from '../../test/sharedPostgres';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = 'sync-server/src/main.ts';
const CLI = 'sync-server/src/admin/createAdminCli.ts';
// a fresh PGlite data dir takes a while on a busy machine
const SLOW = 180_000;

function baseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  for (const key of ['DEMO', 'DATABASE_URL', 'DATA_DIR'] as const)
    if (!(key in extra)) delete env[key];
  return env;
}

interface Running {
  url: string;
  stdout: string;
  stderr: () => string;
  /** resolves once stderr holds the text (it travels apart from the banner) */
  stderrContaining(text: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the portal and resolves once its banner is complete (the line after the accounts). */
function startPortal(env: NodeJS.ProcessEnv): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stderrContaining = (text: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (!stderr.includes(text)) return;
        child.stderr?.off('data', check);
        resolve(stderr);
      };
      child.stderr?.on('data', check);
      void exited.then(() => reject(new Error(`no "${text}" on stderr:\n${stderr}`)));
      check();
    });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening at (http:\/\/\S+)/.exec(stdout);
      // the banner is written in one piece, ending with the static site line or the accounts
      if (match && /static site: .*\n(.*\n)*$/.test(stdout.slice(match.index))) {
        resolve({
          url: match[1],
          stdout,
          stderr: () => stderr,
          stderrContaining,
          async stop() {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the portal exited with ${code}:\n${stdout}\n${stderr}`)),
    );
  });
}

interface Finished {
  code: number | null;
  output: string;
}

function runCli(args: string[], env: NodeJS.ProcessEnv, stdin: string): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    env: baseEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Runs the CLI on a real terminal; `answer` is typed after each prompt it shows. */
function runCliOnTerminal(
  args: string[],
  env: NodeJS.ProcessEnv,
  answers: string[],
): Promise<Finished> {
  const command = [process.execPath, '--import', 'tsx', CLI, ...args]
    .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    env: baseEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let prompts = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const seen = output.match(/Password( again)?: /g)?.length ?? 0;
    while (prompts < seen && prompts < answers.length) child.stdin.write(`${answers[prompts++]}\r`);
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function tryLogin(url: string, loginName: string, password: string): Promise<number> {
  const res = await fetch(`${url.replace('localhost', '127.0.0.1')}/api/org/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName, password }),
  });
  return res.status;
}

describe('first start on PGlite and admin:create', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rpp-first-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'starts without demo accounts and says how to make the first administrator',
    { timeout: SLOW },
    async () => {
      const portal = await startPortal({ DATA_DIR: dataDir });
      try {
        expect(portal.stdout).toContain('no account yet');
        expect(portal.stdout).toContain('npm run admin:create');
        expect(portal.stdout).not.toContain('demo-admin');
        expect(await tryLogin(portal.url, 'demo-admin', 'Demo-Admin-2026')).toBe(401);
      } finally {
        await portal.stop();
      }
    },
  );

  it(
    'takes the password from stdin, refusing a weak one and a taken name',
    { timeout: SLOW },
    async () => {
      const args = ['--org', 'Acme Music', '--login', 'acme-admin', '--name', 'Ada'];
      const weak = await runCli(args, { DATA_DIR: dataDir }, 'password\n');
      expect(weak.code).toBe(1);
      expect(weak.output).toMatch(/password needs .*Nothing was created/);
      const made = await runCli(args, { DATA_DIR: dataDir }, 'Acme-Admin-2026\n');
      expect(made.output).toContain('Created administrator acme-admin of "Acme Music"');
      expect(made.code).toBe(0);
      const again = await runCli(
        ['--org', 'Other', '--login', 'ACME-ADMIN'],
        { DATA_DIR: dataDir },
        'Acme-Admin-2026\n',
      );
      expect(again.code).toBe(1);
      expect(again.output).toContain('taken');
      expect((await runCli([], { DATA_DIR: dataDir }, '')).code).toBe(2);
    },
  );

  it('asks twice on a terminal without echoing the password', { timeout: SLOW }, async () => {
    const args = ['--org', 'Back office', '--login', 'review-lead', '--backoffice'];
    const differ = await runCliOnTerminal(args, { DATA_DIR: dataDir }, [
      'Review-Lead-2026',
      'Review-Lead-2027',
    ]);
    expect(differ.code).toBe(1);
    expect(differ.output).toContain('differ');
    const made = await runCliOnTerminal(args, { DATA_DIR: dataDir }, [
      'Review-Lead-2026',
      'Review-Lead-2026',
    ]);
    expect(made.output).toContain('Created back-office staff member review-lead');
    expect(made.output).not.toContain('Review-Lead-2026');
    expect(made.code).toBe(0);
  });

  it('then starts with those accounts, which log in', { timeout: SLOW }, async () => {
    const portal = await startPortal({ DATA_DIR: dataDir, DEMO: '1' });
    try {
      expect(portal.stdout).not.toContain('no account yet');
      // DEMO=1 on a database with accounts adds no demo logins
      expect(portal.stdout).toContain('demo data: not created');
      expect(await tryLogin(portal.url, 'acme-admin', 'Acme-Admin-2026')).toBe(200);
      expect(await tryLogin(portal.url, 'review-lead', 'Review-Lead-2026')).toBe(200);
      expect(await tryLogin(portal.url, 'demo-staff', 'Demo-Staff-2026')).toBe(401);
    } finally {
      await portal.stop();
    }
  });
});

describe.skipIf(!postgresAvailable())('first start on PostgreSQL (DATABASE_URL)', () => {
  let cluster: TempCluster;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await suiteCluster({ withTemplate: false });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rpp-first-pg-'));
  });
  afterAll(async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'seeds no demo unless DEMO=1, and warns loudly when demo accounts listen beyond loopback',
    { timeout: SLOW },
    async () => {
      const url = await cluster.createDatabase(uniqueDatabaseName('first_start'));
      const plain = await startPortal({ DATABASE_URL: url, DATA_DIR: dataDir });
      try {
        expect(plain.stdout).toContain('no account yet');
        expect(await tryLogin(plain.url, 'demo-staff', 'Demo-Staff-2026')).toBe(401);
      } finally {
        await plain.stop();
      }
      const demo = await startPortal({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        DEMO: '1',
        HOST: '0.0.0.0',
      });
      try {
        expect(demo.stdout).toContain('demo data: created');
        expect(demo.stdout).toContain('demo-staff');
        const warning = await demo.stderrContaining('listen on 127.0.0.1.');
        expect(warning).toContain(
          'WARNING: demo accounts (demo-admin, demo-editor, demo-manager, demo-staff) exist',
        );
        expect(
          await tryLogin(demo.url.replace('0.0.0.0', '127.0.0.1'), 'demo-staff', 'Demo-Staff-2026'),
        ).toBe(200);
      } finally {
        await demo.stop();
      }
      // on loopback the same accounts are listed without the warning
      const local = await startPortal({ DATABASE_URL: url, DATA_DIR: dataDir });
      try {
        expect(local.stdout).toContain('demo data: present');
        // a round trip after the banner: a warning written with it would have arrived
        expect(await tryLogin(local.url, 'demo-admin', 'Demo-Admin-2026')).toBe(200);
        expect(local.stderr()).not.toContain('WARNING');
      } finally {
        await local.stop();
      }
    },
  );
});

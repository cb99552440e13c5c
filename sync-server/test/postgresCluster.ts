// A throwaway PostgreSQL cluster (one per run of the server suite, one per bench): initdb into a
// temp dir owned by the postgres user (initdb refuses to run as root), started on a free loopback
// port with its socket inside the temp dir, stopped and removed at the end. Nothing touches a
// system cluster.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The newest installed PostgreSQL's binaries: Debian puts each major version under
 * /usr/lib/postgresql/<major>/bin (15 on Debian 12, 17 on Debian 13), so the version is found, not named.
 */
export function findPgBinDir(root = '/usr/lib/postgresql'): string | undefined {
  let versions: string[];
  try {
    versions = readdirSync(root).filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    return undefined;
  }
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
}

export const PG_BIN_DIR =
  process.env.PG_BIN_DIR ?? findPgBinDir() ?? '/usr/lib/postgresql/<none>/bin';

export function postgresAvailable(binDir = PG_BIN_DIR): boolean {
  return existsSync(path.join(binDir, 'initdb')) && existsSync(path.join(binDir, 'pg_ctl'));
}

export interface TempCluster {
  port: number;
  urlFor(database: string): string;
  /** creates a database, optionally as a copy of a template database; returns its URL */
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  const file = path.join(PG_BIN_DIR, binary);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  return `"${name}"`;
}

/**
 * A cluster started elsewhere (the suite's global setup) reached by its port: databases can be
 * created in it, and stopping it is left to whoever started it.
 */
export function clusterAt(port: number): TempCluster {
  const urlFor = (database: string): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    urlFor,
    async createDatabase(name, template) {
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        await client.query(
          `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
        );
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    stop: async () => undefined,
  };
}

export async function startTempCluster(): Promise<TempCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await run(
    ...pgCommand('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
      '-N',
    ]),
  );
  // durability is pointless for a throwaway cluster and costs seconds
  const settings = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  await run(
    ...pgCommand('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      settings,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ]),
  );

  let stopped = false;
  const stopSync = (): void => {
    if (stopped) return;
    stopped = true;
    spawnSync(...pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']));
    rmSync(dir, { recursive: true, force: true });
  };
  // a crashed test run must not leave a postmaster behind
  process.once('exit', stopSync);

  return {
    ...clusterAt(port),
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopSync);
      await run(...pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

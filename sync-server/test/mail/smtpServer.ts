// A real SMTP server for the mail tests: Debian's aiosmtpd (package python3-aiosmtpd, run by
// Debian's own /usr/bin/python3: the python3 first on PATH may be another one without it), on a
// loopback port, with its Mailbox handler storing each message it accepts in a maildir. A server
// written apart from nodemailer, so a fault shared by client and server cannot hide.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEBIAN_PYTHON = '/usr/bin/python3';

export function aiosmtpdMissing(): string | null {
  const probe = spawnSync(DEBIAN_PYTHON, ['-c', 'import aiosmtpd'], { encoding: 'utf8' });
  return probe.status === 0
    ? null
    : `Debian's aiosmtpd is missing (apt-get install -y python3-aiosmtpd): ${probe.stderr || probe.error?.message}`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SmtpServer {
  port: number;
  url: string;
  /** resolves with the maildir files once at least `count` messages arrived, oldest first */
  messages(count: number): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startSmtpServer(port?: number): Promise<SmtpServer> {
  const missing = aiosmtpdMissing();
  if (missing) throw new Error(missing);
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-smtp-'));
  const maildir = path.join(dir, 'maildir');
  // -d logs "Server is listening on HOST:PORT" once it accepts connections
  const child: ChildProcess = spawn(
    DEBIAN_PYTHON,
    [
      '-m',
      'aiosmtpd',
      '-n',
      '-d',
      '-l',
      `127.0.0.1:${listenPort}`,
      '-c',
      'aiosmtpd.handlers.Mailbox',
      maildir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (output.includes(`Server is listening on 127.0.0.1:${listenPort}`)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`aiosmtpd exited (${code}) before listening:\n${output}`)),
    );
  });
  const newDir = path.join(maildir, 'new');
  // Python's Maildir names a message "<seconds>.M<microseconds>P<pid>Q<counter>.<host>": the
  // microseconds are not zero-padded, so a plain sort misorders two mails of one second; the
  // counter of the one aiosmtpd process is the order of arrival
  const arrivalOf = (name: string): number => Number(/Q(\d+)/.exec(name)?.[1] ?? 0);
  const arrived = (): string[] =>
    readdirSync(newDir)
      .sort((a, b) => arrivalOf(a) - arrivalOf(b) || a.localeCompare(b))
      .map((name) => path.join(newDir, name));
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    messages(count) {
      return new Promise((resolve) => {
        // the handler writes into tmp/ and renames into new/: the rename is the event
        const watcher = watch(newDir, () => check());
        function check(): void {
          const files = arrived();
          if (files.length < count) return;
          watcher.close();
          resolve(files);
        }
        check();
      });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

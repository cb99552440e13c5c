// A real OpenSSH server for the SFTP transport's tests and bench: Debian's /usr/sbin/sshd on a free
// loopback port with its own config, host key and client key in a temp folder, serving the current
// user with internal-sftp. No system service, nothing outside the temp folder (bar /run/sshd as root).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './mail/smtpServer';

export const SSHD = '/usr/sbin/sshd';
const SSH_KEYGEN = '/usr/bin/ssh-keygen';
const SETPRIV = '/usr/bin/setpriv';

/** Why the sshd tests cannot run here, or null. Under CI a missing sshd fails instead of skipping. */
export function sshdUnavailable(): string | null {
  const missing = [SSHD, SSH_KEYGEN].filter(
    (bin) => spawnSync(bin, ['-?'], { stdio: 'ignore' }).error !== undefined,
  );
  if (missing.length === 0) return null;
  const reason = `OpenSSH is missing (${missing.join(', ')}): apt-get install -y openssh-server`;
  if (process.env.CI) throw new Error(`CI is set: ${reason}`);
  return reason;
}

export interface SshdOptions {
  /** RLIMIT_FSIZE of the server (SIGXFSZ ignored): a write past it fails as on a full disk */
  fileSizeLimitBytes?: number;
}

export interface RunningSshd {
  host: string;
  port: number;
  username: string;
  privateKey: string;
  /** as `ssh-keygen -lf` prints it */
  hostKeySha256: string;
  /** the folder the tests use as the channel's remote root */
  root: string;
  /** the client key's file, for the OpenSSH `sftp` client in the bench */
  privateKeyFile: string;
  /** SIGKILLs every connection's sshd process: the connection drops mid-request; returns how many */
  cutSessions(): number;
  /** what sshd logged so far (LogLevel VERBOSE: connections, accepted keys, sessions) */
  log(): string;
  stop(): Promise<void>;
}

function keygen(file: string): void {
  const made = spawnSync(SSH_KEYGEN, ['-q', '-t', 'ed25519', '-N', '', '-f', file], {
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`ssh-keygen failed: ${made.stderr}`);
}

function fingerprintOf(publicKeyFile: string): string {
  const printed = spawnSync(SSH_KEYGEN, ['-l', '-E', 'sha256', '-f', publicKeyFile], {
    encoding: 'utf8',
  });
  const match = /SHA256:[A-Za-z0-9+/]+/.exec(printed.stdout);
  if (!match) throw new Error(`no fingerprint from ssh-keygen: ${printed.stderr}`);
  return match[0];
}

/** The pids whose parent is `parent` (the per-connection sshd processes of the listener). */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the command name may hold spaces and parentheses: the ppid is the 2nd field after the last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

function configText(dir: string, port: number): string {
  return [
    `Port ${port}`,
    'ListenAddress 127.0.0.1',
    `HostKey ${path.join(dir, 'host_key')}`,
    `PidFile ${path.join(dir, 'sshd.pid')}`,
    `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
    'PubkeyAuthentication yes',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'UsePAM no',
    'StrictModes no',
    'MaxStartups 100',
    'Subsystem sftp internal-sftp',
    'ForceCommand internal-sftp',
    'LogLevel VERBOSE',
  ].join('\n');
}

/** The command line: as root, without the capabilities that let root ignore file modes. */
function command(dir: string, options: SshdOptions): string[] {
  const sshd = [SSHD, '-D', '-e', '-f', path.join(dir, 'sshd_config')];
  const isRoot = process.getuid?.() === 0;
  if (isRoot) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const dropped =
    isRoot && spawnSync(SETPRIV, ['--help'], { stdio: 'ignore' }).error === undefined
      ? [SETPRIV, '--bounding-set=-dac_override,-dac_read_search', ...sshd]
      : sshd;
  if (options.fileSizeLimitBytes === undefined) return dropped;
  // dash counts ulimit -f in 512-byte blocks; an ignored SIGXFSZ makes write(2) fail with EFBIG
  const blocks = Math.ceil(options.fileSizeLimitBytes / 512);
  return ['/bin/sh', '-c', `trap '' XFSZ; ulimit -f ${blocks}; exec "$@"`, 'sh', ...dropped];
}

export async function startSshd(options: SshdOptions = {}): Promise<RunningSshd> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sshd-'));
  chmodSync(dir, 0o755);
  keygen(path.join(dir, 'host_key'));
  keygen(path.join(dir, 'client_key'));
  writeFileSync(path.join(dir, 'authorized_keys'), readFileSync(path.join(dir, 'client_key.pub')));
  const root = path.join(dir, 'root');
  mkdirSync(root);
  const port = await freePort();
  writeFileSync(path.join(dir, 'sshd_config'), configText(dir, port));
  const [bin, ...args] = command(dir, options);
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`sshd did not start in 10 s:\n${log}`)),
      10_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-64_000);
      if (log.includes('Server listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sshd exited with ${code}:\n${log}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    host: '127.0.0.1',
    port,
    username: os.userInfo().username,
    privateKey: readFileSync(path.join(dir, 'client_key'), 'utf8'),
    privateKeyFile: path.join(dir, 'client_key'),
    hostKeySha256: fingerprintOf(path.join(dir, 'host_key.pub')),
    root,
    log: () => log,
    cutSessions() {
      const sessions = childrenOf(pid);
      for (const session of sessions) process.kill(session, 'SIGKILL');
      return sessions.length;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        for (const session of childrenOf(pid)) process.kill(session, 'SIGKILL');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// One SSH connection of the SFTP transport: the pinned host key checked during key exchange, and the
// SFTP channels that files are written on (each channel has its own flow-control window at the server).
import { createHash } from 'node:crypto';
import ssh2 from 'ssh2';
import type { Client as SshClient, SFTPWrapper } from 'ssh2';
import { toTransportError } from './sftpErrors';
import { createWriteSlots, type WriteSlots } from './sftpWrite';
import { TransportError } from './transport';

export interface SftpTransportOptions {
  host: string;
  port: number;
  username: string;
  /** OpenSSH or PEM private key; a channel's key is sealed at rest and opened only to connect */
  privateKey?: string | Buffer;
  passphrase?: string;
  password?: string;
  /** the server's host key as `ssh-keygen -lf` prints it: `SHA256:<base64 without padding>` */
  hostKeySha256: string;
  /** absolute folder on the server that every path is relative to */
  remoteRoot: string;
  /** TCP connect + SSH handshake + authentication (default 15 s) */
  connectTimeoutMs?: number;
  /** one SFTP request, or a write making no progress (default 60 s) */
  operationTimeoutMs?: number;
  /** tuned by tests/bench/sftp.bench.ts */
  chunkBytes?: number;
  maxWritesInFlight?: number;
  /**
   * SFTP channels on the one connection that files written at once spread over (default 4): each
   * channel has its own 2 MiB window at OpenSSH, so several files need not share one
   */
  maxWriteChannels?: number;
}

/** OpenSSH's fingerprint form of a raw public key blob. */
export function sshFingerprint(keyBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;
}

export function normalizeFingerprint(value: string): string {
  const bare = value.trim().replace(/^SHA256:/i, '');
  return `SHA256:${bare.replace(/=+$/, '')}`;
}

/** An SFTP channel that files are written on, with its own flow-control window and WRITE slots. */
export interface WriteLane {
  sftp: SFTPWrapper;
  slots: WriteSlots;
  writers: number;
}

export interface Session {
  client: SshClient;
  sftp: SFTPWrapper;
  closed: Promise<void>;
  lanes: Promise<WriteLane>[];
}

/**
 * Connects and opens the SFTP subsystem; `onGone` runs once the connection is closed or failed to
 * open, so the transport connects afresh on its next call.
 */
export function openSession(
  options: SftpTransportOptions,
  onGone: (session: Promise<Session>) => void,
): Promise<Session> {
  const pinned = normalizeFingerprint(options.hostKeySha256);
  const operationTimeoutMs = options.operationTimeoutMs ?? 60_000;
  const client = new ssh2.Client();
  let hostKeyRefused = false;
  let settle: (() => void) | null = null;
  const closed = new Promise<void>((resolve) => (settle = resolve));
  client.on('close', () => {
    onGone(opened);
    settle?.();
  });
  const opened = new Promise<Session>((resolve, reject) => {
    // errors after `ready` arrive here too; the pending request then fails with its own error
    client.on('error', (error) => {
      if (hostKeyRefused)
        reject(
          new TransportError(
            'host-key-mismatch',
            `host key of ${options.host} is not the pinned one`,
            {
              cause: error,
            },
          ),
        );
      else reject(toTransportError(error, 'connect', `connect to ${options.host}:${options.port}`));
    });
    client.once('ready', () =>
      client.sftp((error, sftp) => {
        if (error) reject(toTransportError(error, 'connect', 'open the SFTP subsystem'));
        else
          resolve({
            client,
            sftp,
            closed,
            lanes: [Promise.resolve({ sftp, slots: createWriteSlots(), writers: 0 })],
          });
      }),
    );
    client.connect({
      host: options.host,
      port: options.port,
      username: options.username,
      privateKey: options.privateKey,
      passphrase: options.passphrase,
      password: options.password,
      readyTimeout: options.connectTimeoutMs ?? 15_000,
      keepaliveInterval: Math.max(1000, Math.floor(operationTimeoutMs / 3)),
      keepaliveCountMax: 3,
      hostVerifier: (key: Buffer) => {
        hostKeyRefused = sshFingerprint(key) !== pinned;
        return !hostKeyRefused;
      },
    });
  });
  opened.catch(() => {
    onGone(opened);
    client.end();
  });
  return opened;
}

/** The least busy write channel, opening another while there are fewer than maxWriteChannels. */
export async function takeLane(live: Session, maxChannels: number): Promise<WriteLane> {
  const lanes = await Promise.all(live.lanes);
  const idlest = lanes.reduce((a, b) => (b.writers < a.writers ? b : a));
  if (idlest.writers > 0 && live.lanes.length < maxChannels) {
    const opening = new Promise<WriteLane>((resolve, reject) =>
      live.client.sftp((error, sftp) =>
        error
          ? reject(toTransportError(error, 'write', 'open another SFTP channel'))
          : resolve({ sftp, slots: createWriteSlots(), writers: 0 }),
      ),
    );
    live.lanes.push(opening);
    opening.catch(() => live.lanes.splice(live.lanes.indexOf(opening), 1));
    const lane = await opening;
    lane.writers += 1;
    return lane;
  }
  idlest.writers += 1;
  return idlest;
}

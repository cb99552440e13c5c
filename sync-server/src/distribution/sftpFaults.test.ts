// What goes wrong on a real channel, done to a real OpenSSH sshd: each fault must end in the
// failure class that decides retry-or-stop, and never in a file at the final name that is not whole.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/mail/smtpServer';
import { sshdUnavailable, startSshd, type RunningSshd } from '../../test/sshd';
import { createSftpTransport, sshFingerprint, type SftpTransportOptions } from './sftpTransport';
import { TransportError, type DeliveryTransport } from './transport';

const unavailable = sshdUnavailable();
if (unavailable) console.warn(`SFTP fault tests skipped: ${unavailable}`);

const MiB = 1024 * 1024;

async function caught(action: Promise<unknown>): Promise<TransportError> {
  const error = await action.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(TransportError);
  return error as TransportError;
}

/** `total` bytes in 1 MiB chunks; `onChunk` runs as each chunk is handed to the transport. */
function chunks(total: number, onChunk: (sent: number) => void = () => {}): () => Readable {
  return () =>
    Readable.from(
      (function* make() {
        for (let at = 0; at < total; at += MiB) {
          onChunk(at);
          yield Buffer.alloc(Math.min(MiB, total - at), (at / MiB) % 251);
        }
      })(),
    );
}

/** Everything an error could carry into a log line or a stored job error. */
function everythingSaid(error: TransportError): string {
  const cause: unknown = error.cause;
  return [
    error.message,
    error.stack,
    String(cause),
    cause instanceof Error ? cause.stack : '',
  ].join('\n');
}

/** A line from the middle of an OpenSSH private key: the secret part. */
function keyLine(privateKey: string): string {
  return privateKey.split('\n')[2];
}

function sha256(buffer: Buffer): string {
  return createHash('sha256').update(buffer).digest('hex');
}

/** The SHA-256 of what `chunks(total)` yields. */
function sha256OfChunks(total: number): string {
  const hash = createHash('sha256');
  for (let at = 0; at < total; at += MiB)
    hash.update(Buffer.alloc(Math.min(MiB, total - at), (at / MiB) % 251));
  return hash.digest('hex');
}

describe.skipIf(unavailable !== null)('SFTP transport under faults (real sshd)', () => {
  let sshd: RunningSshd;
  const open: DeliveryTransport[] = [];
  beforeAll(async () => {
    sshd = await startSshd();
  });
  afterAll(async () => {
    await sshd?.stop();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((t) => t.close()));
  });

  function channel(overrides: Partial<SftpTransportOptions> = {}, server = sshd) {
    const remoteRoot = mkdtempSync(`${server.root}/channel-`);
    const transport = createSftpTransport({ ...server, remoteRoot, ...overrides });
    open.push(transport);
    return { transport, remoteRoot };
  }

  it('a connection cut mid-file fails as connection-lost; the retry leaves exactly the whole file', async () => {
    const { transport, remoteRoot } = channel();
    const size = 48 * MiB;
    let cut = 0;
    const first = await caught(
      transport.writeFile(
        'track.wav',
        chunks(size, (sent) => {
          if (sent === 16 * MiB) cut = sshd.cutSessions();
        }),
        size,
      ),
    );
    expect(cut).toBeGreaterThan(0);
    expect(first.failure).toBe('connection-lost');
    expect(first.retryable).toBe(true);
    expect(existsSync(path.join(remoteRoot, 'track.wav'))).toBe(false);

    // the same transport connects again for the retry
    await transport.writeFile('track.wav', chunks(size), size);
    const landed = readFileSync(path.join(remoteRoot, 'track.wav'));
    expect(landed.length).toBe(size);
    expect(sha256(landed)).toBe(sha256OfChunks(size));
    expect(readdirSync(remoteRoot)).toEqual(['track.wav']);
  });

  it('refuses a server whose host key is not the pinned one before authenticating or sending', async () => {
    const accepted = (sshd.log().match(/Accepted publickey/g) ?? []).length;
    const { transport, remoteRoot } = channel({
      hostKeySha256: sshFingerprint(randomBytes(51)),
    });
    const error = await caught(transport.writeFile('A1.xml', chunks(1000), 1000));
    expect(error.failure).toBe('host-key-mismatch');
    expect(error.retryable).toBe(false);
    expect(everythingSaid(error)).not.toContain(keyLine(sshd.privateKey));
    expect(readdirSync(remoteRoot)).toEqual([]);
    expect((sshd.log().match(/Accepted publickey/g) ?? []).length).toBe(accepted);
  });

  it('a wrong client key fails as auth-failed, not retried', async () => {
    const other = await startSshd();
    try {
      const { transport } = channel({ privateKey: other.privateKey });
      const error = await caught(transport.list(''));
      expect(error.failure).toBe('auth-failed');
      expect(error.retryable).toBe(false);
      expect(keyLine(other.privateKey).length).toBeGreaterThan(40);
      expect(everythingSaid(error)).not.toContain(keyLine(other.privateKey));
    } finally {
      await other.stop();
    }
  });

  it('a folder the account may not write to fails as permission-denied', async () => {
    const { transport, remoteRoot } = channel();
    mkdirSync(path.join(remoteRoot, 'locked'), { mode: 0o555 });
    chmodSync(path.join(remoteRoot, 'locked'), 0o555);
    try {
      const write = await caught(transport.writeFile('locked/A1.xml', chunks(1000), 1000));
      expect(write.failure).toBe('permission-denied');
      expect(write.retryable).toBe(false);
      expect((await caught(transport.ensureDir('locked/resources'))).failure).toBe(
        'permission-denied',
      );
      expect(readdirSync(path.join(remoteRoot, 'locked'))).toEqual([]);
    } finally {
      chmodSync(path.join(remoteRoot, 'locked'), 0o755);
    }
  });

  it('a full remote disk (sshd under ulimit -f) fails as no-space and leaves nothing at the path', async () => {
    const small = await startSshd({ fileSizeLimitBytes: 2 * MiB });
    try {
      const { transport, remoteRoot } = channel({}, small);
      await transport.writeFile('fits.xml', chunks(MiB), MiB);
      const error = await caught(transport.writeFile('track.wav', chunks(8 * MiB), 8 * MiB));
      expect(error.failure).toBe('no-space');
      expect(error.retryable).toBe(false);
      expect(readdirSync(remoteRoot)).toEqual(['fits.xml']);
    } finally {
      await small.stop();
    }
  });

  it('a server that accepts and never answers is unreachable after the connect timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { transport } = channel({ port, connectTimeoutMs: 1000 });
      const started = Date.now();
      const error = await caught(transport.list(''));
      expect(error.failure).toBe('unreachable');
      expect(error.retryable).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a port nobody listens on is unreachable', async () => {
    const { transport } = channel({ port: await freePort() });
    const error = await caught(transport.stat('x'));
    expect(error.failure).toBe('unreachable');
  });
});

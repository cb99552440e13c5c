// A channel reached over SFTP (ssh2, pure JS). The host key is pinned by its SHA-256 fingerprint and
// checked during key exchange, before authentication, so a wrong server never sees a byte of ours;
// every path is confined to remoteRoot; a file is written to a hidden part file and renamed.
import { posix } from 'node:path';
import { PassThrough } from 'node:stream';
import type { SFTPWrapper, Stats } from 'ssh2';
import { toTransportError, type SftpPhase } from './sftpErrors';
import {
  openSession,
  takeLane,
  type Session,
  type SftpTransportOptions,
  type WriteLane,
} from './sftpSession';
import { pumpWrites, type WriteWindow } from './sftpWrite';
import { TransportError, type DeliveryTransport, type RemoteEntry } from './transport';

const PART_FILE = /^\..+\.part$/;

/** `.<name>.part` beside the final file: hidden, and never taken for a complete file by `list`. */
export function partFileName(name: string): string {
  return `.${name}.part`;
}

export { sshFingerprint, type SftpTransportOptions } from './sftpSession';

export function createSftpTransport(options: SftpTransportOptions): DeliveryTransport {
  const operationTimeoutMs = options.operationTimeoutMs ?? 60_000;
  const window: WriteWindow = {
    chunkBytes: options.chunkBytes ?? 64 * 1024,
    maxInFlight: options.maxWritesInFlight ?? 32,
    stallMs: operationTimeoutMs,
  };
  let current: Promise<Session> | null = null;

  /** The path's segments below remoteRoot; anything that could climb out is refused before a request. */
  function segmentsOf(path: string): string[] {
    const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
    if (path.startsWith('/') || path.includes('\0') || segments.includes('..'))
      throw new TransportError('permission-denied', `path leaves the channel folder: ${path}`);
    return segments;
  }

  function resolvePath(path: string): string {
    return posix.join(options.remoteRoot, ...segmentsOf(path));
  }

  function session(): Promise<Session> {
    current ??= openSession(options, (gone) => {
      if (current === gone) current = null;
    });
    return current;
  }

  /** One SFTP request with a deadline; a request unanswered past it drops the connection. */
  async function request<T>(
    what: string,
    call: (sftp: SFTPWrapper, done: (error: Error | null | undefined, value?: T) => void) => void,
    phase: SftpPhase = 'other',
    lane?: WriteLane,
  ): Promise<T> {
    const live = await session();
    const { client } = live;
    const sftp = lane?.sftp ?? live.sftp;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        client.end();
        reject(
          new TransportError('connection-lost', `${what}: no answer in ${operationTimeoutMs} ms`),
        );
      }, operationTimeoutMs);
      call(sftp, (error, value) => {
        clearTimeout(timer);
        if (error) reject(toTransportError(error, phase, what));
        else resolve(value as T);
      });
    });
  }

  async function statOrNull(remote: string): Promise<Stats | null> {
    try {
      return await request<Stats>(`stat ${remote}`, (sftp, done) => sftp.stat(remote, done));
    } catch (error) {
      if (error instanceof TransportError && error.failure === 'not-found') return null;
      throw error;
    }
  }

  async function removeTree(remote: string): Promise<void> {
    const stats = await statOrNull(remote);
    if (!stats) return;
    if (!stats.isDirectory()) {
      await request<void>(`remove ${remote}`, (sftp, done) => sftp.unlink(remote, done));
      return;
    }
    const names = await request<{ filename: string }[]>(`list ${remote}`, (sftp, done) =>
      sftp.readdir(remote, done),
    );
    for (const { filename } of names) await removeTree(posix.join(remote, filename));
    await request<void>(`remove ${remote}`, (sftp, done) => sftp.rmdir(remote, done));
  }

  /** Best effort: a part file left behind is hidden from `list` and truncated by the next attempt. */
  async function discardPart(handle: Buffer | null, part: string, lane: WriteLane): Promise<void> {
    try {
      if (handle)
        await request<void>(`close ${part}`, (s, done) => s.close(handle, done), 'other', lane);
      await request<void>(`remove ${part}`, (s, done) => s.unlink(part, done));
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
    }
  }

  async function replace(from: string, to: string): Promise<void> {
    const { sftp } = await session();
    // posix-rename@openssh.com replaces atomically; plain SFTP rename refuses an existing target
    if (typeof sftp.ext_openssh_rename === 'function') {
      try {
        await request<void>(`rename ${from}`, (s, done) => s.ext_openssh_rename(from, to, done));
        return;
      } catch (error) {
        if (!(error instanceof TransportError) || error.failure !== 'other') throw error;
      }
    }
    if (await statOrNull(to)) await request<void>(`remove ${to}`, (s, done) => s.unlink(to, done));
    await request<void>(`rename ${from}`, (s, done) => s.rename(from, to, done));
  }

  return {
    kind: 'sftp',

    async ensureDir(path) {
      let remote = options.remoteRoot;
      for (const segment of segmentsOf(path)) {
        remote = posix.join(remote, segment);
        const dir = remote;
        try {
          await request<void>(`create ${dir}`, (sftp, done) => sftp.mkdir(dir, done));
        } catch (error) {
          // OpenSSH answers an existing folder with SSH_FX_FAILURE: look before calling it a failure
          const stats = await statOrNull(dir);
          if (!stats?.isDirectory()) throw error;
        }
      }
    },

    async stat(path) {
      const stats = await statOrNull(resolvePath(path));
      return stats ? { size: stats.size, isDirectory: stats.isDirectory() } : null;
    },

    async list(dir) {
      const remote = resolvePath(dir);
      const entries = await request<{ filename: string; attrs: Stats }[]>(
        `list ${remote}`,
        (sftp, done) => sftp.readdir(remote, done),
      );
      return entries
        .filter(({ filename }) => !PART_FILE.test(filename))
        .map(({ filename, attrs }): RemoteEntry => ({
          name: filename,
          size: attrs.size,
          isDirectory: attrs.isDirectory(),
        }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },

    async readFile(path, maxBytes) {
      const remote = resolvePath(path);
      const stats = await statOrNull(remote);
      if (!stats) throw new TransportError('not-found', `no file at ${path}`);
      if (stats.size > maxBytes)
        throw new TransportError('other', `${path} is ${stats.size} bytes, more than ${maxBytes}`);
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of await this.openRead(path)) {
        const data = chunk as Buffer;
        total += data.length;
        // the file may have grown since the stat
        if (total > maxBytes)
          throw new TransportError('other', `${path} grew past ${maxBytes} bytes`);
        chunks.push(data);
      }
      return Buffer.concat(chunks, total);
    },

    async openRead(path) {
      const remote = resolvePath(path);
      const handle = await request<Buffer>(`open ${remote}`, (sftp, done) =>
        sftp.open(remote, 'r', done),
      );
      const { sftp } = await session();
      // one READ at a time: a larger request means fewer round trips (OpenSSH serves up to ~255 KiB)
      const raw = sftp.createReadStream(remote, {
        handle,
        autoClose: true,
        highWaterMark: 256 * 1024,
      });
      const out = new PassThrough();
      raw.on('error', (error: unknown) =>
        out.destroy(toTransportError(error, 'other', `read ${path}`)),
      );
      out.on('close', () => raw.destroy());
      return raw.pipe(out);
    },

    async writeFile(path, source, sizeBytes) {
      const remote = resolvePath(path);
      const part = posix.join(posix.dirname(remote), partFileName(posix.basename(remote)));
      const live = await session();
      const lane = await takeLane(live, options.maxWriteChannels ?? 4);
      try {
        // a handle belongs to the channel that opened it: open, write and close on the lane
        const handle = await request<Buffer>(
          `create ${part}`,
          (sftp, done) => sftp.open(part, 'w', done),
          'write',
          lane,
        );
        let written: number;
        try {
          written = await pumpWrites(lane.sftp, handle, source(), window, lane.slots);
        } catch (error) {
          const failure = toTransportError(error, 'write', `write ${path}`);
          if (failure.failure === 'connection-lost') live.client.end();
          // tidying is best effort: the part file is hidden and the next attempt truncates it
          else await discardPart(handle, part, lane);
          throw failure;
        }
        await request<void>(`close ${part}`, (s, done) => s.close(handle, done), 'write', lane);
        if (written !== sizeBytes) {
          await discardPart(null, part, lane);
          throw new TransportError(
            'other',
            `${path}: the source gave ${written} bytes, not ${sizeBytes}`,
          );
        }
      } finally {
        lane.writers -= 1;
      }
      await replace(part, remote);
    },

    async remove(path) {
      const remote = resolvePath(path);
      if (segmentsOf(path).length === 0)
        throw new TransportError('permission-denied', 'the channel folder itself is not removed');
      await removeTree(remote);
    },

    async close() {
      const opened = current;
      current = null;
      if (!opened) return;
      const live = await opened.catch(() => null);
      if (!live) return;
      live.client.end();
      await live.closed;
    },
  };
}

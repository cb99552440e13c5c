// The local-folder transport: the embedded default channel (the demo's DATA_DIR/deliveries) and
// the SFTP transport's twin in tests. It never leaves its root: a path with `..`, an absolute path
// or a symlink whose target is outside the root is refused before any byte is read or written.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isRelativeRemotePath } from '../../../src/domain/distribution/channel';
import {
  TransportError,
  type DeliveryTransport,
  type RemoteEntry,
  type TransportFailure,
} from './transport';

const FAILURES: Readonly<Record<string, TransportFailure>> = {
  ENOENT: 'not-found',
  ENOTDIR: 'not-found',
  EACCES: 'permission-denied',
  EPERM: 'permission-denied',
  EROFS: 'permission-denied',
  ENOSPC: 'no-space',
  EDQUOT: 'no-space',
  EFBIG: 'no-space',
};

function classify(error: unknown, what: string): TransportError {
  if (error instanceof TransportError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  return new TransportError(FAILURES[code] ?? 'other', `${what}: ${code || String(error)}`, {
    cause: error,
  });
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Counts the bytes that pass, so a source shorter or longer than announced is caught. */
function counting(onCount: (n: number) => void): Transform {
  let count = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      onCount(count);
      done();
    },
  });
}

export async function createFolderTransport(root: string): Promise<DeliveryTransport> {
  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);

  /** The absolute path of `rel` under the root, after checking every existing step stays inside. */
  async function resolve(rel: string): Promise<string> {
    if (!isRelativeRemotePath(rel))
      throw new TransportError('permission-denied', `outside the channel folder: ${rel}`);
    const full = path.join(realRoot, ...rel.split('/').filter((s) => s !== ''));
    let probe = full;
    // the deepest step that exists decides: a symlink anywhere above resolves through realpath
    for (;;) {
      try {
        const real = await realpath(probe);
        if (real !== realRoot && !real.startsWith(realRoot + path.sep))
          throw new TransportError('permission-denied', `outside the channel folder: ${rel}`);
        return full;
      } catch (error) {
        if (!isMissing(error)) throw classify(error, rel);
        // a dangling symlink is refused too: it may point anywhere once created
        const dangling = await lstat(probe).then(
          (s) => s.isSymbolicLink(),
          () => false,
        );
        if (dangling)
          throw new TransportError('permission-denied', `outside the channel folder: ${rel}`);
        if (probe === realRoot) return full;
        probe = path.dirname(probe);
      }
    }
  }

  return {
    kind: 'folder',
    async ensureDir(rel) {
      const dir = await resolve(rel);
      await mkdir(dir, { recursive: true }).catch((error: unknown) => {
        throw classify(error, rel);
      });
      // made now: check again that no step of it was a link out
      await resolve(rel);
    },
    async stat(rel) {
      const file = await resolve(rel);
      try {
        const s = await stat(file);
        return { size: s.size, isDirectory: s.isDirectory() };
      } catch (error) {
        if (isMissing(error)) return null;
        throw classify(error, rel);
      }
    },
    async list(rel) {
      const dir = await resolve(rel);
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        const out: RemoteEntry[] = [];
        for (const entry of entries) {
          if (entry.isSymbolicLink()) continue;
          const s = await stat(path.join(dir, entry.name));
          out.push({ name: entry.name, size: s.size, isDirectory: s.isDirectory() });
        }
        return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      } catch (error) {
        throw classify(error, rel);
      }
    },
    async readFile(rel, maxBytes) {
      const file = await resolve(rel);
      try {
        const s = await stat(file);
        if (s.size > maxBytes)
          throw new TransportError('other', `${rel}: ${s.size} bytes, more than ${maxBytes}`);
        return await readFile(file);
      } catch (error) {
        throw classify(error, rel);
      }
    },
    async openRead(rel) {
      const file = await resolve(rel);
      try {
        await stat(file);
      } catch (error) {
        throw classify(error, rel);
      }
      return createReadStream(file);
    },
    async writeFile(rel, source: () => Readable, sizeBytes) {
      const file = await resolve(rel);
      const aside = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(4).toString('hex')}.part`,
      );
      let written = -1;
      try {
        await pipeline(
          source(),
          counting((n) => (written = n)),
          createWriteStream(aside, { flags: 'wx', mode: 0o644 }),
        );
        if (written !== sizeBytes)
          throw new TransportError('other', `${rel}: ${written} bytes sent, ${sizeBytes} expected`);
        await rename(aside, file);
      } catch (error) {
        await rm(aside, { force: true });
        throw classify(error, rel);
      }
    },
    async remove(rel) {
      const file = await resolve(rel);
      // removing what is not there is done already (a retried cleanup)
      await rm(file, { force: true }).catch((error: unknown) => {
        throw classify(error, rel);
      });
    },
    async close() {
      // nothing held open between calls
    },
  };
}

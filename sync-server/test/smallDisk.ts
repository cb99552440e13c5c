// A disk that fills up or turns read-only, for the storage-fault tests (issue 28, item 7): a small
// tmpfs where this machine lets the tests mount one (root, or a user namespace that allows it),
// and otherwise the same faults injected at the object store, with the errno codes Node gives.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { StorageFault } from '../src/storage/storageFaults';
import type { ObjectStore } from '../src/storage/objectStore';

export interface SmallDisk {
  /** the directory the app's data lives in */
  readonly dir: string;
  /** 'tmpfs' when a real small disk is mounted there, 'injected' when the store fakes its faults */
  readonly kind: 'tmpfs' | 'injected';
  /** the store as the app should use it (the injected faults sit around it) */
  wrap(store: ObjectStore): ObjectStore;
  /** 'full': a write larger than `bytes` fails; 'read-only': every write fails */
  fail(fault: StorageFault | null): void;
  /** every file under the data directory, for checking a failure left none behind */
  files(): string[];
  release(): void;
}

function errnoError(fault: StorageFault): NodeJS.ErrnoException {
  const [code, text] =
    fault === 'full' ? ['ENOSPC', 'no space left on device'] : ['EROFS', 'read-only file system'];
  return Object.assign(new Error(`${code}: ${text}, write`), {
    code,
    errno: -28,
    syscall: 'write',
  });
}

/** Reads some of the body (as a disk does before it fills), then fails with the fault. */
function failingWrite(body: Readable, fault: StorageFault): Promise<never> {
  return new Promise((_resolve, reject) => {
    const sink = new PassThrough();
    body.pipe(sink);
    sink.once('data', () => {
      body.unpipe(sink);
      reject(errnoError(fault));
    });
    body.once('end', () => reject(errnoError(fault)));
    sink.resume();
  });
}

function tryMount(dir: string, bytes: number): boolean {
  // SMALL_DISK=injected checks the injected faults on a machine that can mount
  if (process.env.SMALL_DISK === 'injected') return false;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

export function smallDisk(bytes: number): SmallDisk {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-small-disk-'));
  const mounted = tryMount(dir, bytes);
  let injected: StorageFault | null = null;
  const files = (): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  return {
    dir,
    kind: mounted ? 'tmpfs' : 'injected',
    wrap(store) {
      if (mounted) return store;
      return {
        ...store,
        async createMultipartUpload(key, layout) {
          if (injected === 'read-only') throw errnoError(injected);
          return store.createMultipartUpload(key, layout);
        },
        async writePart(uploadId, partNumber, body, options) {
          if (injected !== null) return failingWrite(body, injected);
          return store.writePart(uploadId, partNumber, body, options);
        },
      };
    },
    fail(fault) {
      if (!mounted) {
        injected = fault;
        return;
      }
      // a full disk needs nothing: the tests write more than it holds
      const options = fault === 'read-only' ? 'remount,ro' : 'remount,rw';
      execFileSync('mount', ['-o', options, dir], { stdio: 'ignore' });
    },
    files,
    release() {
      if (mounted) execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// PGlite is one process's database: a second server opening the same data dir would corrupt it
// (PGlite does not refuse). A pid lock file beside the data dir makes the second start fail with
// a clear message; a lock left by a crashed process (pid gone) is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The PGlite data dir ${dataDir} is in use by process ${owner}. PGlite serves one process; ` +
            'run several instances on PostgreSQL (DATABASE_URL) instead.',
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

// PGlite is one process's database: a second server opening the same data dir would corrupt it
// (PGlite does not refuse). A lock file beside the data dir makes the second start fail with a
// clear message; a lock left by a crashed process is taken over.
//
// Every step is atomic, so two starts racing for a stale lock never both win: the lock file
// appears whole (written aside, then hard-linked into place, which fails if it exists), and a
// stale lock may be removed only by the process holding `<lock>.takeover`, itself such a lock,
// after it has read the same stale content again. The file names the owner by pid and start time,
// so a pid reused after a reboot or a container restart does not pass for the crashed owner.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds: its own pid in a lock it does not hold is a former incarnation's. */
const heldHere = new Set<string>();
/** A takeover guard's own guard, and so on: deeper than this, something else is wrong. */
const MAX_GUARD_DEPTH = 3;
/** How long a start waits for another start's takeover to finish before giving up. */
const MAX_ATTEMPTS = 2000;
const WAIT_MS = 1;

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return isErrno(error, 'EPERM');
  }
}

/** The process's start time in clock ticks since boot (Linux); null where /proc cannot tell. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // after the command name (which may hold spaces and parentheses): field 3 onwards; starttime is 22
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

function ownToken(): string {
  return `${process.pid} ${startTimeOf(process.pid) ?? '-'}`;
}

/** Whether the process a lock file names still runs (the file of an older release holds the pid alone). */
function isHeldByLiveProcess(file: string, content: string): boolean {
  const [pidText, start] = content.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return heldHere.has(file) && content === ownToken();
  if (!isAlive(pid)) return false;
  const current = start === undefined || start === '-' ? null : startTimeOf(pid);
  return current === null || current === start;
}

/** Creates `file` holding `content` whole, or answers false when it exists. */
function createWhole(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(aside, content, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/** The file's content, or null when it is gone. */
function readContent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

type Outcome = { held: true } | { held: false; owner: string };

/** Takes `file` for this process, taking over a stale one; answers the live owner otherwise. */
function acquire(file: string, token: string, depth: number): Outcome {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (createWhole(file, token)) {
      heldHere.add(file);
      return { held: true };
    }
    const content = readContent(file);
    if (content === null) continue; // released meanwhile
    if (isHeldByLiveProcess(file, content))
      return { held: false, owner: content.trim().split(' ')[0] };
    if (depth >= MAX_GUARD_DEPTH)
      throw new Error(
        `Could not take over ${file}: its takeover guards are stale too; remove ${file}*`,
      );
    // stale: removing it is the right of the one process holding the guard
    const guard = `${file}.takeover`;
    const guarded = acquire(guard, token, depth + 1);
    if (!guarded.held) {
      pause(WAIT_MS); // another start is taking it over: its lock appears in a moment
      continue;
    }
    try {
      if (readContent(file) === content) unlinkSync(file);
    } finally {
      release(guard, token);
    }
  }
  throw new Error(`Could not lock ${file}: another start kept taking it over`);
}

function release(file: string, token: string): void {
  heldHere.delete(file);
  // never remove a lock that is no longer ours
  if (readContent(file) === token) unlinkSync(file);
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = `${dataDir}.lock`;
  const token = ownToken();
  const outcome = acquire(file, token, 0);
  if (!outcome.held) {
    throw new Error(
      `The PGlite data dir ${dataDir} is in use by process ${outcome.owner}. PGlite serves one process; ` +
        'run several instances on PostgreSQL (DATABASE_URL) instead.',
    );
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      release(file, token);
    },
  };
}

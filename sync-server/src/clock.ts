// The one source of "now" for server code: the app's deps carry a Clock, so a test moves time
// (a token's expiry, a job's backoff, a lease) without touching the machine's clock. New SQL
// takes the clock's time as a parameter instead of calling now(), for the same reason.
import { readFileSync, statSync } from 'node:fs';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface Clock {
  now(): Date;
  /**
   * Only on a clock that jumps while the server runs (the e2e's offset file): calls `listener`
   * after each jump, so a periodic job whose period the jump crossed is enqueued at once.
   */
  onJump?(listener: () => void): () => void;
}

/** The machine's clock: what main.ts passes. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  /** moves to an instant */
  set(at: Date | number): void;
  /** moves forward (or back, with a negative step) by milliseconds */
  advance(ms: number): void;
}

export function createTestClock(start: Date | number = Date.UTC(2026, 0, 15, 9, 0, 0)): TestClock {
  let current = new Date(start).getTime();
  if (!Number.isFinite(current)) throw new Error('createTestClock: invalid start');
  return {
    now: () => new Date(current),
    set(at) {
      const next = new Date(at).getTime();
      if (!Number.isFinite(next)) throw new Error('TestClock.set: invalid instant');
      current = next;
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new Error('TestClock.advance: invalid step');
      current += ms;
    },
  };
}

/** `clock.now()` plus a duration, as a Date (SQL parameters). */
export function later(clock: Clock, ms: number): Date {
  return new Date(clock.now().getTime() + ms);
}

/**
 * A clock the e2e run moves without touching the machine's (CLOCK_OFFSET_FILE, DEMO=1 only): the
 * system time plus the whole milliseconds written in `file` (absent: 0). The file is looked at on
 * a read of the clock, at most every `checkEveryMs`, and read again only when it changed (its
 * inode, mtime or size), so a test that writes it whole and renames it moves the server's time
 * within a job poll. A jump tells `onJump` listeners, so periodic jobs are enqueued at once.
 */
export interface OffsetFileClock extends Clock {
  onJump(listener: () => void): () => void;
  /** the offset in effect, in milliseconds */
  offsetMs(): number;
}

export interface OffsetFileClockOptions {
  /** the time the offset is added to (tests fix it) */
  base?: () => number;
  checkEveryMs?: number;
  /** what the file held when it was not a whole number of milliseconds (the offset is kept) */
  onInvalid?: (text: string) => void;
}

const WHOLE_MS = /^\s*-?\d{1,16}\s*$/;

export function createOffsetFileClock(
  file: string,
  { base = Date.now, checkEveryMs = 50, onInvalid }: OffsetFileClockOptions = {},
): OffsetFileClock {
  const listeners = new Set<() => void>();
  let offset = 0;
  let seen = '';
  let checkedAt = Number.NEGATIVE_INFINITY;
  const refresh = (at: number): void => {
    if (at - checkedAt < checkEveryMs) return;
    checkedAt = at;
    const stat = statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : 'absent';
    if (version === seen) return;
    seen = version;
    let next = 0;
    if (stat) {
      const text = readFileSync(file, 'utf8');
      if (!WHOLE_MS.test(text)) {
        onInvalid?.(text);
        return;
      }
      next = Number(text);
    }
    if (next === offset) return;
    offset = next;
    // after this read returns: a listener reads the clock again
    for (const listener of listeners) queueMicrotask(listener);
  };
  return {
    now() {
      const at = base();
      refresh(at);
      return new Date(at + offset);
    },
    onJump(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    offsetMs: () => offset,
  };
}

// The one source of "now" for server code: the app's deps carry a Clock, so a test moves time
// (a token's expiry, a job's backoff, a lease) without touching the machine's clock. New SQL
// takes the clock's time as a parameter instead of calling now(), for the same reason.

export interface Clock {
  now(): Date;
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

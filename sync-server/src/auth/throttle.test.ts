import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE, delayAfter, delaySchedule, loginKey } from './throttle';

describe('login throttle schedule', () => {
  it('lets five failures through, then waits 1 s, 2 s, 4 s ... up to 15 minutes', () => {
    expect([0, 1, 4].map((f) => delayAfter(f, DEFAULT_THROTTLE))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((f) => delayAfter(f, DEFAULT_THROTTLE))).toEqual([1, 2, 4, 8]);
    expect(delayAfter(14, DEFAULT_THROTTLE)).toBe(512);
    expect(delayAfter(15, DEFAULT_THROTTLE)).toBe(900);
    expect(delayAfter(1000, DEFAULT_THROTTLE)).toBe(900);
  });

  it('gives SQL the delay after each count until the cap, which then holds', () => {
    const schedule = delaySchedule(DEFAULT_THROTTLE);
    expect(schedule).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    // a schedule that never reaches its cap still ends
    expect(delaySchedule({ ...DEFAULT_THROTTLE, firstDelaySeconds: 0 }).length).toBe(64);
  });

  it('keys a login as typed, case-insensitively', () => {
    expect(loginKey('  Demo-Admin ')).toBe('demo-admin');
  });
});

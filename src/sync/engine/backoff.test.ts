import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffCeiling, backoffDelay, SyncBackoff } from './backoff';

describe('backoff with full jitter', () => {
  it('doubles from 1 s and stops at 60 s', () => {
    expect([0, 1, 2, 5, 6, 7, 100, 5000].map((a) => backoffCeiling(a))).toEqual([
      1000, 2000, 4000, 32_000, 60_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('always waits within [0, ceiling)', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const delay = backoffDelay(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(backoffCeiling(attempt));
        expect(delay).toBeLessThan(SyncBackoff.capMs);
        expect(Number.isInteger(delay)).toBe(true);
      }),
    );
  });

  it('spreads retries over the whole window', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(3, () => 0.999999)).toBe(7999);
  });
});

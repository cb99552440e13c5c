import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_RULE, divideFloor, divideRounded } from './rounding';

describe('the one rounding rule: half away from zero', () => {
  it('is named once', () => expect(ROUNDING_RULE).toBe('halfAwayFromZero'));

  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [25n, 10n, 3n],
    [24n, 10n, 2n],
    [-25n, 10n, -3n],
    [-24n, 10n, -2n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [-2n, 3n, -1n],
    [5n, -2n, -3n],
    [-5n, -2n, 3n],
    [0n, 7n, 0n],
    [1234565n, 10n, 123457n],
  ])('%s / %s -> %s', (n, d, expected) => expect(divideRounded(n, d)).toBe(expected));

  it('is not banker rounding: 0.5 and 2.5 go up', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(25n, 10n)).toBe(3n);
  });

  it('refuses a zero denominator', () => expect(() => divideRounded(1n, 0n)).toThrow(RangeError));

  it('lands within half a unit of the exact quotient, and is symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (n, d) => {
          const q = divideRounded(n, d);
          const error = q * d - n; // (q - n/d) * d
          expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
          expect(divideRounded(-n, d)).toBe(-q);
          // exact ties go away from zero
          if (2n * (error < 0n ? -error : error) === d)
            expect(q < 0n ? q * d < n : q * d > n).toBe(true);
        },
      ),
    );
  });

  it('floor division agrees with the mathematical floor', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          const q = divideFloor(n, d);
          expect(q * d <= n && n < (q + 1n) * d).toBe(true);
        },
      ),
    );
  });
});

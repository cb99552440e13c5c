import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByWeights, allocateEvenly, allocateShares } from './allocate';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('allocateByWeights (largest remainder)', () => {
  it('splits 100 by thirds as 34/33/33, ties to the earlier part', () => {
    expect(allocateByWeights(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocateByWeights(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
  });

  it('gives leftovers to the largest remainders', () => {
    // exact shares 6.67, 1.67, 1.67 of 10 by 4:1:1 -> 7, 2, 1
    expect(allocateByWeights(10n, [4n, 1n, 1n])).toEqual([7n, 2n, 1n]);
    expect(allocateByWeights(1n, [0n, 5n])).toEqual([0n, 1n]);
    expect(allocateEvenly(10n, 3)).toEqual([4n, 3n, 3n]);
  });

  it('refuses weights that cannot split', () => {
    expect(() => allocateByWeights(1n, [0n, 0n])).toThrow(RangeError);
    expect(() => allocateByWeights(1n, [-1n, 2n])).toThrow(RangeError);
    expect(() => allocateEvenly(1n, 0)).toThrow(RangeError);
  });

  it('conserves the total and keeps each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc
          .array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 30 })
          .filter((w) => sum(w) > 0n),
        (total, weights) => {
          const parts = allocateByWeights(total, weights);
          expect(sum(parts)).toBe(total);
          const W = sum(weights);
          parts.forEach((part, i) => {
            const diff = part * W - total * weights[i]; // (part - exact) * W
            expect(diff < W && diff > -W).toBe(true);
            if (weights[i] === 0n) expect(part).toBe(0n);
          });
          expect(allocateByWeights(total, weights)).toEqual(parts); // deterministic
        },
      ),
    );
  });
});

describe('allocateShares (percentages)', () => {
  it('splits by percentages with two decimals and returns what is left', () => {
    // 33.33% + 33.33% of 100.00 with the rest (33.34%) unassigned
    expect(allocateShares(10000n, [3333n, 3333n], 10000n)).toEqual({
      parts: [3333n, 3333n],
      rest: 3334n,
    });
    expect(allocateShares(101n, [5000n, 5000n], 10000n)).toEqual({ parts: [51n, 50n], rest: 0n });
    expect(allocateShares(100n, [6000n, 5000n], 10000n)).toBeNull();
    expect(allocateShares(100n, [-1n], 10000n)).toBeNull();
  });

  it('parts and rest always add up to the total', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.array(fc.integer({ min: 0, max: 2500 }), { maxLength: 4 }),
        (total, percents) => {
          const result = allocateShares(total, percents.map(BigInt), 10000n);
          expect(result).not.toBeNull();
          expect(sum(result!.parts) + result!.rest).toBe(total);
        },
      ),
    );
  });
});

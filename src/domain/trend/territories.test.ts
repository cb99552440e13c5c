import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxValue, stepBounds, stepOf } from './colourScale';
import { foldSmallest, fractions, relativeToMax } from './shares';
import {
  alpha2ToNumeric,
  joinTerritories,
  numericToAlpha2,
  rankTerritories,
  territoryPoint,
} from './territories';
import { NUMERIC_TO_ALPHA2 } from './territoryTable';

describe('territory codes', () => {
  it('map world-atlas ids to alpha-2 and back', () => {
    expect(numericToAlpha2('156')).toBe('CN');
    expect(numericToAlpha2('004')).toBe('AF');
    expect(numericToAlpha2(4)).toBe('AF');
    expect(numericToAlpha2('840')).toBe('US');
    expect(numericToAlpha2(undefined)).toBeUndefined();
    expect(alpha2ToNumeric('de')).toBe('276');
    expect(alpha2ToNumeric('ZZ')).toBeUndefined();
    for (const [numeric, alpha2] of Object.entries(NUMERIC_TO_ALPHA2)) {
      expect(alpha2ToNumeric(alpha2)).toBe(numeric);
    }
  });

  it('place territories too small for the map as points', () => {
    expect(territoryPoint('HK')).toEqual([114.1, 22.4]);
    expect(territoryPoint('SG')).toBeDefined();
    expect(territoryPoint('CN')).toBeUndefined();
  });

  it('keep unknown and malformed codes, summed, never dropped', () => {
    const join = joinTerritories([
      { territory: 'cn', value: 5n },
      { territory: 'CN ', value: 1n },
      { territory: 'ZZ', value: 2n },
      { territory: '', value: 3n },
      { territory: 'Worldwide', value: 4n },
      { territory: 'ZZ', value: 2n },
    ]);
    expect(join.byCode.get('CN')).toBe(6n);
    expect(join.unknown).toEqual([
      { territory: 'ZZ', value: 4n },
      { territory: '', value: 3n },
      { territory: 'Worldwide', value: 4n },
    ]);
  });

  it('never lose a value whatever the codes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ territory: fc.string({ maxLength: 4 }), value: fc.bigInt(0n, 10n ** 12n) }),
        ),
        (values) => {
          const join = joinTerritories(values);
          const total = values.reduce((s, v) => s + v.value, 0n);
          const joined =
            [...join.byCode.values()].reduce((s, v) => s + v, 0n) +
            join.unknown.reduce((s, v) => s + v.value, 0n);
          expect(joined).toBe(total);
        },
      ),
    );
  });

  it('rank largest first, ties by code', () => {
    const ranked = rankTerritories([
      { territory: 'US', value: 1n },
      { territory: 'CN', value: 9n },
      { territory: 'AU', value: 1n },
    ]);
    expect(ranked.map((r) => r.territory)).toEqual(['CN', 'AU', 'US']);
  });
});

describe('the sequential scale', () => {
  it('put zero in no step and the largest value in the last', () => {
    expect(stepOf(0n, 100n, 5)).toBe(-1);
    expect(stepOf(1n, 100n, 5)).toBe(0);
    expect(stepOf(20n, 100n, 5)).toBe(0);
    expect(stepOf(21n, 100n, 5)).toBe(1);
    expect(stepOf(100n, 100n, 5)).toBe(4);
    expect(stepOf(5n, 0n, 5)).toBe(-1);
  });

  it('name each step by its upper bound, the last being the maximum', () => {
    expect(stepBounds(100n, 5)).toEqual([20n, 40n, 60n, 80n, 100n]);
    expect(stepBounds(7n, 3)).toEqual([3n, 5n, 7n]);
    expect(stepBounds(0n, 5)).toEqual([]);
    expect(maxValue([3n, 9n, 2n])).toBe(9n);
  });

  it('put every value at or below its step bound (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt(1n, 10n ** 15n),
        fc.bigInt(1n, 10n ** 15n),
        fc.integer({ min: 1, max: 9 }),
        (a, b, steps) => {
          const max = a > b ? a : b;
          const value = a > b ? b : a;
          const step = stepOf(value, max, steps);
          expect(step).toBeGreaterThanOrEqual(0);
          expect(step).toBeLessThan(steps);
          expect(value <= stepBounds(max, steps)[step]).toBe(true);
        },
      ),
    );
  });
});

describe('shares', () => {
  const values = [
    { key: 'a', value: 50n },
    { key: 'b', value: 30n },
    { key: 'c', value: 20n },
  ];
  it('give fractions of the total and lengths relative to the largest', () => {
    expect(fractions(values)).toEqual([0.5, 0.3, 0.2]);
    expect(relativeToMax(values)).toEqual([1, 0.6, 0.4]);
    expect(fractions([{ key: 'a', value: 0n }])).toEqual([0]);
  });

  it('fold the smallest into one slice that keeps the total', () => {
    expect(foldSmallest(values, 2, 'other')).toEqual([
      { key: 'a', value: 50n },
      { key: 'other', value: 50n },
    ]);
    expect(foldSmallest(values, 3, 'other')).toHaveLength(3);
  });
});

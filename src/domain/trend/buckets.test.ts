import { describe, expect, it } from 'vitest';
import { addMonths, bucketize, bucketStart, sumValues } from './buckets';
import { alignWithPrevious, changeBasisPoints, previousRange } from './previousPeriod';

const days = (entries: [string, number][]) =>
  entries.map(([day, value]) => ({ day, value: BigInt(value) }));

describe('buckets', () => {
  it('start weeks on Monday (ISO), across a year end', () => {
    expect(bucketStart('2026-01-01', 'week')).toBe('2025-12-29'); // a Thursday
    expect(bucketStart('2026-03-01', 'week')).toBe('2026-02-23'); // a Sunday
    expect(bucketStart('2026-03-02', 'week')).toBe('2026-03-02'); // a Monday
    expect(bucketStart('2026-03-17', 'month')).toBe('2026-03-01');
  });

  it('sum days into months and keep empty months as zero', () => {
    const points = days([
      ['2026-01-05', 10],
      ['2026-01-31', 5],
      ['2026-03-01', 7],
    ]);
    expect(bucketize(points, 'month', { from: '2026-01-01', to: '2026-03-31' })).toEqual([
      { start: '2026-01-01', value: 15n },
      { start: '2026-02-01', value: 0n },
      { start: '2026-03-01', value: 7n },
    ]);
  });

  it('sum days into ISO weeks, the first partial week included, days outside the range left out', () => {
    const points = days([
      ['2025-12-31', 99],
      ['2026-01-01', 1],
      ['2026-01-04', 2],
      ['2026-01-05', 3],
    ]);
    expect(bucketize(points, 'week', { from: '2026-01-01', to: '2026-01-11' })).toEqual([
      { start: '2025-12-29', value: 3n },
      { start: '2026-01-05', value: 3n },
    ]);
  });

  it('keep revenue exact beyond 2^53 minor units', () => {
    const big = 2n ** 60n;
    const buckets = bucketize(
      [
        { day: '2026-01-01', value: big },
        { day: '2026-01-01', value: 1n },
      ],
      'day',
      { from: '2026-01-01', to: '2026-01-01' },
    );
    expect(sumValues(buckets)).toBe(big + 1n);
  });

  it('clamp the 31st to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('the previous period', () => {
  it('shift whole months by months, other ranges by their length in days', () => {
    expect(previousRange({ from: '2026-01-01', to: '2026-06-30' })).toEqual({
      from: '2025-07-01',
      to: '2025-12-31',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousRange({ from: '2026-03-10', to: '2026-03-16' })).toEqual({
      from: '2026-03-03',
      to: '2026-03-09',
    });
  });

  it('pair each bucket with the one at the same position in the previous period', () => {
    const aligned = alignWithPrevious(
      days([
        ['2026-03-01', 5],
        ['2026-03-31', 1],
      ]),
      days([['2026-02-28', 4]]),
      'month',
      { from: '2026-03-01', to: '2026-03-31' },
    );
    expect(aligned).toEqual([
      { start: '2026-03-01', value: 6n, previous: { start: '2026-02-01', value: 4n } },
    ]);
  });

  it('leave null where the previous period has fewer buckets (March by day against February)', () => {
    const aligned = alignWithPrevious([], [], 'day', { from: '2026-03-01', to: '2026-03-31' });
    expect(aligned).toHaveLength(31);
    expect(aligned[27].previous?.start).toBe('2026-02-28');
    expect(aligned.slice(28).map((b) => b.previous)).toEqual([null, null, null]);
    const weeks = alignWithPrevious([], [], 'week', { from: '2026-03-02', to: '2026-03-31' });
    expect(weeks.every((b) => b.previous !== null)).toBe(true);
  });

  it('give the change in basis points, rounded half away from zero, null against zero', () => {
    expect(changeBasisPoints(150n, 100n)).toBe(5000);
    expect(changeBasisPoints(1n, 3n)).toBe(-6667);
    expect(changeBasisPoints(2n, 3n)).toBe(-3333);
    expect(changeBasisPoints(5n, 0n)).toBeNull();
  });
});

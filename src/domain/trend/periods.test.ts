import { describe, expect, it } from 'vitest';
import { previousRange } from './previousPeriod';
import { periodRange } from './periods';
import { revenueDays, revenueTiles } from './figures';

describe('trend periods', () => {
  it('are calendar periods ending before today', () => {
    expect(periodRange('days7', '2026-03-01')).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(periodRange('days30', '2026-03-01')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(periodRange('month1', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('months3', '2026-01-15')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(periodRange('months12', '2026-11-26')).toEqual({ from: '2025-11-01', to: '2026-10-31' });
  });

  it('compare whole months with the months before', () => {
    expect(previousRange(periodRange('months3', '2026-01-15'))).toEqual({
      from: '2025-07-01',
      to: '2025-09-30',
    });
  });
});

describe('trend figures', () => {
  it('round revenue to minor units once, after the exact sum, largest currency first', () => {
    const tiles = revenueTiles([
      { currency: 'CNY', revenueMicro: '1005000', previousRevenueMicro: '4999' },
      { currency: 'JPY', revenueMicro: '1500000000', previousRevenueMicro: '0' },
    ]);
    expect(tiles).toEqual([
      { currency: 'JPY', minor: 1500n, previousMinor: 0n },
      { currency: 'CNY', minor: 101n, previousMinor: 0n },
    ]);
    expect(
      revenueDays(
        [
          { day: '2026-03-01', currency: 'CNY', revenueMicro: '2500000' },
          { day: '2026-03-01', currency: 'HKD', revenueMicro: '1' },
        ],
        'CNY',
      ),
    ).toEqual([{ day: '2026-03-01', value: 250n }]);
  });
});

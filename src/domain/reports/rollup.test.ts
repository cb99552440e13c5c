import { describe, expect, it } from 'vitest';
import { rollUpLines, type MatchedLine } from './rollup';

const line = (over: Partial<MatchedLine>): MatchedLine => ({
  trackId: 't1',
  albumId: null,
  territory: 'CN',
  channel: 'Dragon Music Online',
  usageType: 'stream',
  currency: 'CNY',
  isRoyaltyBearing: true,
  units: 1,
  revenueMicro: 1n,
  ...over,
});

describe('rollUpLines', () => {
  it('sums units and micro exactly per track, territory, channel, usage type, currency and royalty flag', () => {
    const rolled = rollUpLines([
      line({ units: 6000, revenueMicro: 59_940_123n }),
      line({ units: 5000, revenueMicro: 11_500_000n }),
      line({ territory: 'HK' }),
      line({ isRoyaltyBearing: false }),
      line({
        trackId: null,
        albumId: 'a1',
        usageType: 'download',
        units: 7,
        revenueMicro: 42_000_000n,
      }),
    ]);
    expect(
      rolled.map((r) => [
        r.trackId ?? r.albumId,
        r.territory,
        r.isRoyaltyBearing,
        r.units,
        r.revenueMicro,
        r.lineCount,
      ]),
    ).toEqual([
      ['t1', 'CN', true, 11000, 71_440_123n, 2],
      ['t1', 'HK', true, 1, 1n, 1],
      ['t1', 'CN', false, 1, 1n, 1],
      ['a1', 'CN', true, 7, 42_000_000n, 1],
    ]);
  });
});

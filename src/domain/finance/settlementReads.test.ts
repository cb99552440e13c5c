import { describe, expect, it } from 'vitest';
import { exclusionRule, settlementReads } from './contract';
import { testLine, testTerms } from './testing';

describe('settlementReads', () => {
  it('names the excluded channels by the key exclusionRule compares, and the usage only per unit', () => {
    const terms = testTerms({ excludedChannels: [' Harbour FM', 'harbour fm', 'Lotus Radio'] });
    expect(settlementReads(terms)).toEqual({
      excludedChannelKeys: ['harbour fm', 'lotus radio'],
      usageType: false,
    });
    expect(settlementReads(testTerms({ settlementType: 'perUnit' })).usageType).toBe(true);
    // a line whose channel a reader summed away to "" is never excluded for its channel
    const rule = exclusionRule(terms);
    expect(rule(testLine({ channel: 'HARBOUR FM ' }))).toBe('channel-excluded');
    expect(rule(testLine({ channel: '' }))).toBeNull();
  });
});

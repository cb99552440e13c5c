import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowChannel,
  allowedChannels,
  intersectTerritories,
  type ChannelForContract,
  type ContractLimits,
} from './allowedChannels';

const channel = (over: Partial<ChannelForContract> = {}): ChannelForContract => ({
  id: 'c1',
  code: 'demo',
  nameZh: '演示音乐',
  nameEn: 'Demo Music',
  enabled: true,
  capabilities: {
    usages: ['subscriptionStream'],
    territories: ['Worldwide'],
    spatialAudio: false,
    lyrics: true,
    takedownStyle: 'endDatedDeals',
  },
  ...over,
});
const contract = (over: Partial<ContractLimits> = {}): ContractLimits => ({
  territories: ['CN', 'HK'],
  excludedChannels: [],
  validTo: null,
  ...over,
});
const today = '2026-11-26';

describe('allowChannel', () => {
  it('allows a channel inside the contract and states the deal it may get', () => {
    expect(allowChannel(contract(), channel(), today)).toEqual({
      allowed: true,
      territories: ['CN', 'HK'],
      usages: ['subscriptionStream'],
    });
  });

  it.each<[string, ContractLimits | null, ChannelForContract, string]>([
    ['no contract', null, channel(), 'channel-no-contract'],
    ['disabled', contract(), channel({ enabled: false }), 'channel-disabled'],
    ['ended yesterday', contract({ validTo: '2026-11-25' }), channel(), 'channel-contract-ended'],
    [
      'excluded by English name',
      contract({ excludedChannels: [' demo music '] }),
      channel(),
      'channel-excluded',
    ],
    [
      'excluded by Chinese name',
      contract({ excludedChannels: ['演示音乐'] }),
      channel(),
      'channel-excluded',
    ],
    ['excluded by code', contract({ excludedChannels: ['DEMO'] }), channel(), 'channel-excluded'],
    [
      'no shared territory',
      contract(),
      channel({ capabilities: { ...channel().capabilities, territories: ['JP'] } }),
      'channel-territory',
    ],
    [
      'no usage',
      contract(),
      channel({ capabilities: { ...channel().capabilities, usages: [] } }),
      'channel-usage',
    ],
  ])('refuses: %s', (_label, limits, ch, reason) => {
    expect(allowChannel(limits, ch, today)).toEqual({ allowed: false, reason });
  });

  it('a contract ending today still covers today; an empty exclusion line excludes nothing', () => {
    expect(
      allowChannel(contract({ validTo: today, excludedChannels: [''] }), channel(), today).allowed,
    ).toBe(true);
  });

  it('allowedChannels keeps only the allowed ones, in order', () => {
    const a = channel({ id: 'a', code: 'a' });
    const b = channel({ id: 'b', code: 'b' });
    expect(allowedChannels(contract({ excludedChannels: ['a'] }), [a, b], today)).toEqual([b]);
  });
});

describe('intersectTerritories', () => {
  const code = fc.constantFrom<string>('CN', 'HK', 'TW', 'JP', 'US', 'Worldwide');
  it('is symmetric and never widens either side', () => {
    fc.assert(
      fc.property(fc.array(code), fc.array(code), (a, b) => {
        const ab = intersectTerritories(a, b);
        expect(ab).toEqual(intersectTerritories(b, a));
        for (const t of ab) {
          expect(a.includes(t) || a.includes('Worldwide')).toBe(true);
          expect(b.includes(t) || b.includes('Worldwide')).toBe(true);
        }
      }),
    );
  });
});

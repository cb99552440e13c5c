// Matched usage lines summed per track (or album), territory, channel, usage type, currency and
// royalty flag: what a settlement reads. Sums are exact (units and micro), so rolling up first
// changes nothing in a statement (money/convert.ts rounds once, after the sum).
import type { UsageLine, UsageType } from './usageLine';

export interface RolledUpLine {
  /** the track the lines matched, or null for a release-level sale matched to an album */
  trackId: string | null;
  albumId: string | null;
  territory: string;
  channel: string;
  usageType: UsageType;
  currency: string;
  isRoyaltyBearing: boolean;
  units: number;
  revenueMicro: bigint;
  lineCount: number;
}

export type MatchedLine = Pick<
  UsageLine,
  'territory' | 'channel' | 'usageType' | 'currency' | 'isRoyaltyBearing' | 'units' | 'revenueMicro'
> & {
  trackId: string | null;
  albumId: string | null;
};

export function rollUpLines(lines: Iterable<MatchedLine>): RolledUpLine[] {
  const groups = new Map<string, RolledUpLine>();
  for (const line of lines) {
    const key = JSON.stringify([
      line.trackId,
      line.albumId,
      line.territory,
      line.channel,
      line.usageType,
      line.currency,
      line.isRoyaltyBearing,
    ]);
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, {
        trackId: line.trackId,
        albumId: line.albumId,
        territory: line.territory,
        channel: line.channel,
        usageType: line.usageType,
        currency: line.currency,
        isRoyaltyBearing: line.isRoyaltyBearing,
        units: line.units,
        revenueMicro: line.revenueMicro,
        lineCount: 1,
      });
    } else {
      group.units += line.units;
      group.revenueMicro += line.revenueMicro;
      group.lineCount += 1;
    }
  }
  return [...groups.values()];
}

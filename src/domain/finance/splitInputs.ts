// The revenue weights a split needs, from a settlement's participating lines: per track and
// territory, in the statement's currency. A release-level sale (matched to an album) is spread
// evenly over the album's tracks. Weights only decide proportions; totals stay exact in splits.ts.
import { allocateEvenly, divideRounded, findRate, type ExchangeRate } from '../money';
import type { RolledUpLine } from '../reports';
import type { TrackRevenue } from './splits';

export function revenueWeights(
  lines: readonly RolledUpLine[],
  currency: string,
  rates: readonly ExchangeRate[],
  albumTracks: ReadonlyMap<string, readonly string[]>,
): { ok: true; revenue: TrackRevenue[] } | { ok: false; code: 'rate-missing'; currency: string } {
  const cells = new Map<string, TrackRevenue>();
  const add = (trackId: string, territory: string, weight: bigint, units: number) => {
    const key = `${trackId}\u0000${territory}`;
    const cell = cells.get(key) ?? { trackId, territory, weight: 0n, units: 0 };
    cell.weight += weight;
    cell.units += units;
    cells.set(key, cell);
  };
  // one rate per currency, parsed once: a large month has hundreds of thousands of lines
  const rateOf = new Map<string, ReturnType<typeof findRate>>();
  for (const line of lines) {
    if (!rateOf.has(line.currency))
      rateOf.set(line.currency, findRate(rates, line.currency, currency));
    const rate = rateOf.get(line.currency) ?? null;
    if (rate === null) return { ok: false, code: 'rate-missing', currency: line.currency };
    const weight = divideRounded(line.revenueMicro * rate.num, rate.den);
    if (line.trackId !== null) add(line.trackId, line.territory, weight, line.units);
    else {
      const tracks = line.albumId === null ? [] : (albumTracks.get(line.albumId) ?? []);
      if (tracks.length === 0) continue;
      const weights = allocateEvenly(weight, tracks.length);
      const units = allocateEvenly(BigInt(line.units), tracks.length);
      tracks.forEach((trackId, i) => add(trackId, line.territory, weights[i], Number(units[i])));
    }
  }
  return { ok: true, revenue: [...cells.values()] };
}

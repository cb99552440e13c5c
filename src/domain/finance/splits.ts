// How a statement's divided amount splits among the rights holders of its tracks (issue 17): first
// over (track, territory) in proportion to revenue, then within each by the holders' recorded
// percentages for that territory (their record for the country, else their default record). What
// percentages leave unassigned stays with the licensor. Exact to the minor unit.
import { allocateByWeights, allocateShares, fitsScale, parseDecimal, rescale } from '../money';

export interface RightsShare {
  holderId: string;
  holderName: string;
  /** ISO code of the country record; null or "Worldwide" for the holder's default record */
  countryCode: string | null;
  /** 0-100, two decimals (spec section 9) */
  percentage: number | string;
  /** the album or track the holder is recorded on, by name: namesakes on two works stay apart */
  work?: string;
}

export interface TrackRevenue {
  trackId: string;
  territory: string;
  /** revenue in the statement's currency (micro); negative counts as none */
  weight: bigint;
  units: number;
}

export const SPLIT_PROBLEMS = ['split-over-100', 'split-percentage', 'split-no-holders'] as const;
export type SplitProblem = (typeof SPLIT_PROBLEMS)[number];

export interface SplitPart {
  holderId: string;
  holderName: string;
  /** the percentage applied, two decimals ("33.33") */
  percentage: string;
  amount: bigint;
  work?: string;
}

export interface HolderTotal {
  holderId: string;
  holderName: string;
  work?: string;
  amount: bigint;
}

/** How a holder is named in a split's totals: its name, and the work it is recorded on. */
export function holderLabel(holder: { holderName: string; work?: string }): string {
  return holder.work ? `${holder.holderName} · ${holder.work}` : holder.holderName;
}

export interface SplitCell {
  trackId: string;
  territory: string;
  amount: bigint;
  parts: SplitPart[];
  unassigned: bigint;
  problem: SplitProblem | null;
}

export interface SplitResult {
  cells: SplitCell[];
  byHolder: HolderTotal[];
  unassigned: bigint;
  total: bigint;
}

const DEFAULT_COUNTRIES = new Set(['', 'WORLDWIDE', 'WW']);

/** Each holder's share for a territory: its country record, else its default one. */
function sharesFor(shares: readonly RightsShare[], territory: string): RightsShare[] {
  const code = (share: RightsShare) => (share.countryCode ?? '').trim().toUpperCase();
  const byHolder = new Map<string, RightsShare>();
  for (const share of shares)
    if (DEFAULT_COUNTRIES.has(code(share)) && !byHolder.has(share.holderId))
      byHolder.set(share.holderId, share);
  for (const share of shares)
    if (code(share) === territory.toUpperCase()) byHolder.set(share.holderId, share);
  return [...byHolder.values()];
}

/** Hundredths of a percent ("33.33" -> 3333n), or null when not 0-100 with two decimals. */
function hundredths(percentage: number | string): bigint | null {
  const value = parseDecimal(String(percentage));
  if (value === null || !fitsScale(value, 2)) return null;
  const units = rescale(value, 2);
  return units >= 0n && units <= 10_000n ? units : null;
}

function splitCell(
  cell: { trackId: string; territory: string; amount: bigint },
  shares: readonly RightsShare[],
): SplitCell {
  const chosen = sharesFor(shares, cell.territory);
  const base = { ...cell, parts: [] as SplitPart[], unassigned: cell.amount };
  if (chosen.length === 0) return { ...base, problem: 'split-no-holders' };
  const units = chosen.map((s) => hundredths(s.percentage));
  if (units.some((u) => u === null)) return { ...base, problem: 'split-percentage' };
  const allocation = allocateShares(cell.amount, units as bigint[], 10_000n);
  if (allocation === null) return { ...base, problem: 'split-over-100' };
  const parts = chosen.map((s, i) => ({
    holderId: s.holderId,
    holderName: s.holderName,
    percentage: `${(units[i] as bigint) / 100n}.${String((units[i] as bigint) % 100n).padStart(2, '0')}`,
    amount: allocation.parts[i],
    ...(s.work === undefined ? {} : { work: s.work }),
  }));
  return { ...base, parts, unassigned: allocation.rest, problem: null };
}

export function splitAmongRightsHolders(
  divided: bigint,
  sharesByTrack: ReadonlyMap<string, readonly RightsShare[]>,
  revenue: readonly TrackRevenue[],
): SplitResult {
  const weights = revenue.map((r) => (r.weight > 0n ? r.weight : 0n));
  const unitWeights = revenue.map((r) => BigInt(r.units > 0 ? r.units : 0));
  // revenue decides; with no revenue at all (a buyout, a per-unit contract at zero) the units do
  const basis = weights.some((w) => w > 0n)
    ? weights
    : unitWeights.some((w) => w > 0n)
      ? unitWeights
      : null;
  if (basis === null) return { cells: [], byHolder: [], unassigned: divided, total: divided };
  const amounts = allocateByWeights(divided, basis);
  const cells = revenue.map((r, i) =>
    splitCell(
      { trackId: r.trackId, territory: r.territory, amount: amounts[i] },
      sharesByTrack.get(r.trackId) ?? [],
    ),
  );
  const byHolder = new Map<string, HolderTotal>();
  for (const part of cells.flatMap((c) => c.parts)) {
    const sum = byHolder.get(part.holderId) ?? {
      holderId: part.holderId,
      holderName: part.holderName,
      ...(part.work === undefined ? {} : { work: part.work }),
      amount: 0n,
    };
    sum.amount += part.amount;
    byHolder.set(part.holderId, sum);
  }
  return {
    cells,
    // by name, then work: a person recorded on several works is read together
    byHolder: [...byHolder.values()].sort((a, b) => {
      const [x, y] = [
        `${a.holderName}\u0000${a.work ?? ''}`,
        `${b.holderName}\u0000${b.work ?? ''}`,
      ];
      return x < y ? -1 : x > y ? 1 : a.holderId < b.holderId ? -1 : 1;
    }),
    unassigned: cells.reduce((sum, c) => sum + c.unassigned, 0n),
    total: divided,
  };
}

// The trend call's answer (api.ts) as the charts take it: exact bigint day values per measure,
// revenue in the currency's minor units (rounded once, by the money rule, after the exact sum).
import { microToMinor } from '../money';
import type { DayValue } from './buckets';
import type { CurrencyRevenue, TrendDay, TrendFigures, TrendRevenueDay, UsageFigures } from './api';

export type UsageMeasure = keyof UsageFigures;

export function usageDays(days: readonly TrendDay[], measure: UsageMeasure): DayValue[] {
  return days.map((d) => ({ day: d.day, value: BigInt(d[measure]) }));
}

export function revenueDays(days: readonly TrendRevenueDay[], currency: string): DayValue[] {
  return days
    .filter((d) => d.currency === currency)
    .map((d) => ({ day: d.day, value: microToMinor(BigInt(d.revenueMicro), currency) }));
}

export interface RevenueTile {
  currency: string;
  minor: bigint;
  previousMinor: bigint;
}

/** Revenue per currency, largest current figure first (the screen's main currency leads). */
export function revenueTiles(revenue: readonly CurrencyRevenue[]): RevenueTile[] {
  return revenue
    .map((r) => ({
      currency: r.currency,
      minor: microToMinor(BigInt(r.revenueMicro), r.currency),
      previousMinor: microToMinor(BigInt(r.previousRevenueMicro), r.currency),
    }))
    .sort((a, b) =>
      a.minor === b.minor ? a.currency.localeCompare(b.currency) : a.minor > b.minor ? -1 : 1,
    );
}

/** The figure a chart of `measure` shows for a keyed or top row. */
export function figureOf(row: UsageFigures, measure: UsageMeasure): bigint {
  return BigInt(row[measure]);
}

export function isEmptyFigures(figures: TrendFigures): boolean {
  return figures.current.units === '0' && figures.revenue.length === 0;
}

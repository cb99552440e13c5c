// The trend screen's period choices, as calendar ("natural") periods ending before today: the last
// 7 or 30 days, the last whole month, quarter of months or year of months. Today is passed in (a
// UTC calendar day), so the rule is the same on every device and in tests.
import { addDays, addMonths, type DayRange, type Grain } from './buckets';

export const TREND_PERIODS = ['days7', 'days30', 'month1', 'months3', 'months12'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

export function periodRange(period: TrendPeriod, today: string): DayRange {
  const yesterday = addDays(today, -1);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (period) {
    case 'days7':
      return { from: addDays(today, -7), to: yesterday };
    case 'days30':
      return { from: addDays(today, -30), to: yesterday };
    case 'month1':
      return { from: addMonths(monthStart, -1), to: addDays(monthStart, -1) };
    case 'months3':
      return { from: addMonths(monthStart, -3), to: addDays(monthStart, -1) };
    case 'months12':
      return { from: addMonths(monthStart, -12), to: addDays(monthStart, -1) };
  }
}

/** The grain a period is first drawn in: days up to a month, weeks for a quarter, months beyond. */
export function defaultGrain(period: TrendPeriod): Grain {
  return period === 'months12' ? 'month' : period === 'months3' ? 'week' : 'day';
}

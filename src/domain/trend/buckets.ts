// Trend figures arrive per day; charts show them by day, ISO week (Monday first) or month. Days are
// calendar dates ("2026-03-01") without a time zone, so all arithmetic is on UTC midnights.

export type Grain = 'day' | 'week' | 'month';

/** An inclusive range of calendar days, "YYYY-MM-DD". */
export interface DayRange {
  from: string;
  to: string;
}

export interface DayValue {
  day: string;
  value: bigint;
}

/** One point of a chart: the bucket's first day and the exact sum of its days. */
export interface Bucket {
  start: string;
  value: bigint;
}

const DAY_MS = 86_400_000;

export function dayToUtc(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function utcToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

export function addMonths(day: string, months: number): string {
  const date = new Date(dayToUtc(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  // the 31st of a month without one becomes the month's last day, never the next month
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return utcToDay(target.getTime());
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

/** First day of the bucket holding `day`. */
export function bucketStart(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(dayToUtc(day)).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return addDays(day, -weekday);
}

function nextBucket(start: string, grain: Grain): string {
  if (grain === 'day') return addDays(start, 1);
  if (grain === 'week') return addDays(start, 7);
  return addMonths(start, 1);
}

/**
 * Sums days into buckets covering the whole range, empty buckets as 0n so a chart shows a quiet
 * week as zero rather than joining its neighbours. Days outside the range are left out.
 */
export function bucketize(points: readonly DayValue[], grain: Grain, range: DayRange): Bucket[] {
  const sums = new Map<string, bigint>();
  for (let start = bucketStart(range.from, grain); start <= range.to;) {
    sums.set(start, 0n);
    start = nextBucket(start, grain);
  }
  for (const { day, value } of points) {
    if (day < range.from || day > range.to) continue;
    const start = bucketStart(day, grain);
    sums.set(start, (sums.get(start) ?? 0n) + value);
  }
  return [...sums].map(([start, value]) => ({ start, value }));
}

/** The exact total of a series (the summary's figure and the table's last row). */
export function sumValues(values: readonly { value: bigint }[]): bigint {
  return values.reduce((sum, { value }) => sum + value, 0n);
}

// "Compared with the previous period": the period of the same length just before the current one.
// Whole calendar months shift by months (Jan-Jun 2026 against Jul-Dec 2025), anything else by days.
import {
  addDays,
  addMonths,
  bucketize,
  daysBetween,
  type Bucket,
  type DayRange,
  type DayValue,
  type Grain,
} from './buckets';

function isWholeMonths({ from, to }: DayRange): boolean {
  return from.endsWith('-01') && addDays(to, 1).endsWith('-01');
}

function monthCount({ from, to }: DayRange): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export function previousRange(range: DayRange): DayRange {
  if (isWholeMonths(range)) {
    const months = monthCount(range);
    return { from: addMonths(range.from, -months), to: addDays(range.from, -1) };
  }
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** A previous-period bucket drawn under the current one: same position, its own start date. */
export interface AlignedBucket extends Bucket {
  previous: Bucket | null;
}

/**
 * Buckets the current and the previous period and pairs them by position: the first week of this
 * quarter beside the first week of the last one. A previous period with fewer buckets leaves null.
 */
export function alignWithPrevious(
  current: readonly DayValue[],
  previous: readonly DayValue[],
  grain: Grain,
  range: DayRange,
): AlignedBucket[] {
  const now = bucketize(current, grain, range);
  const before = bucketize(previous, grain, previousRange(range));
  return now.map((bucket, index) => ({ ...bucket, previous: before[index] ?? null }));
}

/**
 * Change against the previous total in basis points (1/100 of a percent), exact; null when the
 * previous total is zero (no meaningful percentage: the screen says "new").
 */
export function changeBasisPoints(current: bigint, previous: bigint): number | null {
  if (previous === 0n) return null;
  const scaled = ((current - previous) * 10_000n * 2n) / previous;
  // half away from zero, as the money rounding does
  return Number(scaled >= 0n ? (scaled + 1n) / 2n : (scaled - 1n) / 2n);
}

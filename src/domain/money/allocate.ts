// Splitting an amount into parts that add up exactly (largest remainder, Hamilton's method): each
// part gets the floor of its exact share, and the leftover units go one by one to the largest
// remainders, ties to the earlier part, so the same input always splits the same way.
import { divideFloor } from './rounding';

/**
 * `total` split in proportion to non-negative `weights`; the parts sum to `total` exactly and
 * each is within one unit of its exact share. A negative total splits its magnitude and negates.
 */
export function allocateByWeights(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.some((w) => w < 0n)) throw new RangeError('weights must not be negative');
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError('weights sum to zero');
  if (total < 0n) return allocateByWeights(-total, weights).map((part) => -part);
  const parts = weights.map((w) => divideFloor(total * w, sum));
  let leftover = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (leftover === 0n) break;
    parts[index] += 1n;
    leftover -= 1n;
  }
  return parts;
}

export interface ShareAllocation {
  parts: bigint[];
  /** what the shares leave over when they sum to less than `whole` */
  rest: bigint;
}

/**
 * `total` split by shares out of `whole` (percentages with two decimals are shares of 10,000).
 * Shares summing to less than `whole` leave a `rest`; parts + rest = total exactly.
 * Returns null when the shares exceed `whole` or one is negative.
 */
export function allocateShares(
  total: bigint,
  shares: readonly bigint[],
  whole: bigint,
): ShareAllocation | null {
  if (whole <= 0n || shares.some((s) => s < 0n)) return null;
  const used = shares.reduce((a, b) => a + b, 0n);
  if (used > whole) return null;
  const all = allocateByWeights(total, [...shares, whole - used]);
  return { parts: all.slice(0, shares.length), rest: all[shares.length] };
}

/** Equal split (an album's sale spread over its tracks): parts differ by at most one unit. */
export function allocateEvenly(total: bigint, count: number): bigint[] {
  if (!Number.isInteger(count) || count <= 0)
    throw new RangeError('count must be a positive integer');
  return allocateByWeights(
    total,
    Array.from({ length: count }, () => 1n),
  );
}

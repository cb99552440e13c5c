// Share by channel and top lists: ratios for drawing (a bar's length, an arc's angle) are floats,
// but the figures shown are the exact integers; a share's percentage is rounded once, for display.

export interface LabelledValue {
  key: string;
  value: bigint;
}

/** Each value's fraction of the total (0..1) for drawing; all 0 when the total is 0. */
export function fractions(values: readonly LabelledValue[]): number[] {
  const total = values.reduce((sum, { value }) => sum + value, 0n);
  if (total <= 0n) return values.map(() => 0);
  // scale before dividing so bigint division keeps 6 digits: enough for pixels and percentages
  return values.map(({ value }) => Number((value * 1_000_000n) / total) / 1_000_000);
}

/** Bar lengths relative to the largest value (0..1), as a top list draws them. */
export function relativeToMax(values: readonly LabelledValue[]): number[] {
  const max = values.reduce((m, { value }) => (value > m ? value : m), 0n);
  if (max <= 0n) return values.map(() => 0);
  return values.map(({ value }) => Number((value * 1_000_000n) / max) / 1_000_000);
}

/**
 * Keeps the `limit - 1` largest and sums the rest into one `otherKey` slice, so a donut of
 * thirty channels stays readable; the table view still lists them all.
 */
export function foldSmallest(
  values: readonly LabelledValue[],
  limit: number,
  otherKey: string,
): LabelledValue[] {
  const sorted = [...values].sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
  if (sorted.length <= limit) return sorted;
  const kept = sorted.slice(0, limit - 1);
  const rest = sorted.slice(limit - 1).reduce((sum, { value }) => sum + value, 0n);
  return [...kept, { key: otherKey, value: rest }];
}

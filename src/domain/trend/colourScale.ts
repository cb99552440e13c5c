// The heat map's sequential scale: values in equal steps from zero to the largest value, each step
// one shade of the brand ramp. Steps, not a continuous blend, so the legend can name each shade.

/** Step index of a value: -1 for no value (zero or absent: the map's neutral fill), else 0..steps-1. */
export function stepOf(value: bigint, max: bigint, steps: number): number {
  if (value <= 0n || max <= 0n) return -1;
  if (value >= max) return steps - 1;
  // ceil(value * steps / max) - 1: step i holds (max*i/steps, max*(i+1)/steps]
  const scaled = value * BigInt(steps);
  const step = scaled / max + (scaled % max === 0n ? 0n : 1n) - 1n;
  return Number(step);
}

/** Upper bound of each step, for the legend: [max/steps, 2*max/steps, ..., max], rounded up. */
export function stepBounds(max: bigint, steps: number): bigint[] {
  if (max <= 0n) return [];
  return Array.from({ length: steps }, (_, i) => {
    const scaled = max * BigInt(i + 1);
    const n = BigInt(steps);
    return scaled / n + (scaled % n === 0n ? 0n : 1n);
  });
}

export function maxValue(values: Iterable<bigint>): bigint {
  let max = 0n;
  for (const value of values) if (value > max) max = value;
  return max;
}

// The one rounding rule of the portal's money: half away from zero ("四舍五入"). It is what Excel's
// ROUND, PRC invoices and partners' calculators do, so a statement checks out on a calculator.
// Every division that can leave a remainder goes through divideRounded; nothing else rounds.

export const ROUNDING_RULE = 'halfAwayFromZero' as const;

/** numerator / denominator rounded half away from zero: 5/2 -> 3, -5/2 -> -3, 7/3 -> 2. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d; // truncates toward zero
  const remainder = n % d; // has the sign of n
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** numerator / denominator rounded toward minus infinity (used only to split, never to price). */
export function divideFloor(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  return n % d < 0n ? quotient - 1n : quotient;
}

export function pow10(exponent: number): bigint {
  if (!Number.isInteger(exponent) || exponent < 0)
    throw new RangeError('exponent must be a natural number');
  return 10n ** BigInt(exponent);
}

export function absBig(value: bigint): bigint {
  return value < 0n ? -value : value;
}

export function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

// Exact decimal numbers as (units, scale): value = units / 10^scale. Reports and staff write money
// and rates as decimal text; parsing it into a binary float would already lose cents.
import { divideRounded, pow10 } from './rounding';

export interface Decimal {
  units: bigint;
  /** digits after the point, >= 0 */
  scale: number;
}

/** Longest text accepted as a number: a hostile 10 MB digit string must not reach BigInt. */
export const DECIMAL_MAX_CHARS = 40;
/** Largest power of ten accepted in "1.5E-7" (spreadsheets write small revenue that way). */
const EXPONENT_MAX = 30;
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/**
 * "12.50", "-0.003", ".5", "+7", "1.2E-5" -> exact Decimal; null for anything else (empty,
 * "1,5", "1 000", "NaN", "0x10", too long). Surrounding spaces are allowed.
 */
export function parseDecimal(text: string): Decimal | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > DECIMAL_MAX_CHARS) return null;
  const match = DECIMAL_TEXT.exec(trimmed);
  if (match === null) return null;
  const [, sign, whole, fraction = '', exponentText] = match;
  if (whole.length === 0 && fraction.length === 0) return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > EXPONENT_MAX) return null;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** The same value at another scale: exact when growing, rounded by the one rule when shrinking. */
export function rescale(value: Decimal, scale: number): bigint {
  if (scale >= value.scale) return value.units * pow10(scale - value.scale);
  return divideRounded(value.units, pow10(value.scale - scale));
}

/** True when the value needs no more than `scale` digits after the point ("1.50" fits 1). */
export function fitsScale(value: Decimal, scale: number): boolean {
  if (scale >= value.scale) return true;
  return value.units % pow10(value.scale - scale) === 0n;
}

/** Plain text with exactly `scale` digits after the point: (12345n, 2) -> "123.45", (-5n, 2) -> "-0.05". */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** The shortest plain text of a Decimal: {units: 1500n, scale: 3} -> "1.5". */
export function formatDecimal(value: Decimal): string {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return formatUnits(units, scale);
}

export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

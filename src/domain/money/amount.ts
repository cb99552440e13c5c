// Amounts are bigint counts of a unit: "micro" (1e-6 of the major unit, any currency) for report
// lines, "minor" (the currency's own cent, ISO 4217 exponent) for statements. Lines stay in micro
// so a statement rounds once, when its income is summed (see convert.ts); names end in Micro/Minor.
import { currencyExponent } from './currency';
import { fitsScale, formatUnits, parseDecimal, rescale, type Decimal } from './decimal';
import { divideRounded, pow10 } from './rounding';

/** Digits of the micro unit: 1 micro = 0.000001 of the major unit (CNY 1 = 1,000,000 micro). */
export const MICRO_DIGITS = 6;
export const MICRO_PER_MAJOR = pow10(MICRO_DIGITS);

export type ParsedMicro =
  { ok: true; micro: bigint } | { ok: false; code: 'amount-format' | 'amount-precision' };

/**
 * Report text to micro, exactly: "0.0031" -> 3100n. More than six decimals is refused
 * ('amount-precision') rather than rounded, so no line is ever changed silently.
 */
export function parseMicro(text: string): ParsedMicro {
  const value = parseDecimal(text);
  if (value === null) return { ok: false, code: 'amount-format' };
  if (!fitsScale(value, MICRO_DIGITS)) return { ok: false, code: 'amount-precision' };
  return { ok: true, micro: rescale(value, MICRO_DIGITS) };
}

/** A Decimal to micro with the one rounding rule (a DSR summary's revenue may have more digits). */
export function decimalToMicro(value: Decimal): bigint {
  return rescale(value, MICRO_DIGITS);
}

/** Micro to the currency's minor unit: the statement's one rounding. */
export function microToMinor(micro: bigint, currency: string): bigint {
  return divideRounded(micro, pow10(MICRO_DIGITS - currencyExponent(currency)));
}

export function minorToMicro(minor: bigint, currency: string): bigint {
  return minor * pow10(MICRO_DIGITS - currencyExponent(currency));
}

/**
 * Staff-typed major-unit text to minor units of the currency: "12.5" CNY -> 1250n. Refuses more
 * digits than the currency has ("0.001" CNY), so what is typed is what is stored.
 */
export function parseMinor(text: string, currency: string): bigint | null {
  const value = parseDecimal(text);
  const exponent = currencyExponent(currency);
  if (value === null || !fitsScale(value, exponent)) return null;
  return rescale(value, exponent);
}

/** Minor units as plain major-unit text with the currency's digits: 1250n CNY -> "12.50". For exports and hashes, not screens. */
export function formatMinor(minor: bigint, currency: string): string {
  return formatUnits(minor, currencyExponent(currency));
}

export function formatMicro(micro: bigint): string {
  return formatUnits(micro, MICRO_DIGITS);
}

/**
 * The number a screen hands to Intl (FormattedNumber): 1250n CNY -> 12.5. Exact for amounts
 * below 2^53 minor units (90 trillion yuan); screens only, never arithmetic.
 */
export function toIntlNumber(minor: bigint, currency: string): number {
  return Number(minor) / 10 ** currencyExponent(currency);
}

/** Options for Intl.NumberFormat / FormattedNumber that show exactly the currency's digits. */
export function intlCurrencyOptions(currency: string): {
  style: 'currency';
  currency: string;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
} {
  const digits = currencyExponent(currency);
  return {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
}

export function sumBig(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

// Conversion to a statement's currency with the period's rates typed by staff ("1 USD = 7.1268
// CNY"). Amounts of every currency are summed as exact fractions and rounded once at the end, so
// the result does not depend on how lines were grouped or ordered.
import { MICRO_DIGITS } from './amount';
import { currencyExponent, isCurrencyCode } from './currency';
import { parseDecimal } from './decimal';
import { divideRounded, pow10 } from './rounding';

/** 1 `from` = `rate` `to`, as typed: a positive decimal string. */
export interface ExchangeRate {
  from: string;
  to: string;
  rate: string;
}

/** An exact positive fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

export const RATE_VALIDATION_CODES = ['rate-format', 'rate-currency', 'rate-duplicate'] as const;
export type RateCode = (typeof RATE_VALIDATION_CODES)[number];

export function parseRate(text: string): Ratio | null {
  const value = parseRatio(text);
  return value === null || value.num === 0n ? null : value;
}

/** A non-negative decimal text as an exact fraction: "0.06" -> 6/100. For rates, ratios and prices. */
export function parseRatio(text: string): Ratio | null {
  const value = parseDecimal(text);
  if (value === null || value.units < 0n) return null;
  return { num: value.units, den: pow10(value.scale) };
}

/** A percentage text as a fraction of one: "70.5" -> 705/1000. */
export function parsePercent(text: string): Ratio | null {
  const value = parseRatio(text);
  return value === null ? null : { num: value.num, den: value.den * 100n };
}

/** Codes for a period's rate table: each rate positive, currencies known and distinct, one rate per pair. */
export function validateRates(rates: readonly ExchangeRate[]): { index: number; code: RateCode }[] {
  const issues: { index: number; code: RateCode }[] = [];
  const seen = new Set<string>();
  rates.forEach((rate, index) => {
    if (!isCurrencyCode(rate.from) || !isCurrencyCode(rate.to) || rate.from === rate.to)
      issues.push({ index, code: 'rate-currency' });
    else if (parseRate(rate.rate) === null) issues.push({ index, code: 'rate-format' });
    const pair = [rate.from, rate.to].sort().join('/');
    if (seen.has(pair)) issues.push({ index, code: 'rate-duplicate' });
    seen.add(pair);
  });
  return issues;
}

/**
 * The factor from one currency to another: 1 for the same currency, the typed rate, or the exact
 * inverse of the opposite rate (7.1268 CNY per USD is 1/7.1268 USD per CNY). Null when none is given.
 */
export function findRate(rates: readonly ExchangeRate[], from: string, to: string): Ratio | null {
  if (from === to) return { num: 1n, den: 1n };
  for (const rate of rates) {
    if (rate.from === from && rate.to === to) return parseRate(rate.rate);
  }
  for (const rate of rates) {
    if (rate.from === to && rate.to === from) {
      const inverse = parseRate(rate.rate);
      return inverse === null ? null : { num: inverse.den, den: inverse.num };
    }
  }
  return null;
}

export interface MicroInCurrency {
  currency: string;
  micro: bigint;
}

export type ConversionResult =
  { ok: true; minor: bigint } | { ok: false; code: 'rate-missing'; currency: string };

/**
 * Sum of micro amounts in any currencies, in minor units of `target`, rounded once. Each part is
 * micro * rate exactly; the fractions are added over a common denominator before the rounding.
 */
export function convertMicroSum(
  parts: readonly MicroInCurrency[],
  target: string,
  rates: readonly ExchangeRate[],
): ConversionResult {
  const byCurrency = new Map<string, bigint>();
  for (const part of parts)
    byCurrency.set(part.currency, (byCurrency.get(part.currency) ?? 0n) + part.micro);
  let num = 0n;
  let den = 1n;
  for (const [currency, micro] of [...byCurrency].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    if (micro === 0n) continue;
    const rate = findRate(rates, currency, target);
    if (rate === null) return { ok: false, code: 'rate-missing', currency };
    // num/den + micro*rate.num/rate.den
    num = num * rate.den + micro * rate.num * den;
    den *= rate.den;
  }
  const microPerMinor = pow10(MICRO_DIGITS - currencyExponent(target));
  return { ok: true, minor: divideRounded(num, den * microPerMinor) };
}

/** Minor units of one currency in another (an adjustment typed in USD on a CNY statement), rounded once. */
export function convertMinor(
  minor: bigint,
  from: string,
  to: string,
  rates: readonly ExchangeRate[],
): ConversionResult {
  const rate = findRate(rates, from, to);
  if (rate === null) return { ok: false, code: 'rate-missing', currency: from };
  const shift = currencyExponent(to) - currencyExponent(from);
  const num = minor * rate.num * (shift > 0 ? pow10(shift) : 1n);
  const den = rate.den * (shift < 0 ? pow10(-shift) : 1n);
  return { ok: true, minor: divideRounded(num, den) };
}

/** amount * decimal factor, rounded once: a share ratio or tax rate applied to minor units. */
export function multiplyRounded(amount: bigint, factor: Ratio): bigint {
  return divideRounded(amount * factor.num, factor.den);
}

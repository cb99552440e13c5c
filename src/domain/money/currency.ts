// ISO 4217 currencies the portal settles in, with their minor-unit exponent (digits after the
// point). Only listed codes are accepted: an unknown code in a report is a problem, never a guess.

/**
 * Exponents from ISO 4217 (list one, 2024). JPY, KRW, VND, CLP, ISK, UGX have none; the Gulf
 * dinars three. TWD is 2 in ISO 4217 even though cash has no cents, so it is kept at 2.
 */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  CNY: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  KRW: 0,
  HKD: 2,
  TWD: 2,
  MOP: 2,
  SGD: 2,
  AUD: 2,
  CAD: 2,
  NZD: 2,
  CHF: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RUB: 2,
  TRY: 2,
  ILS: 2,
  AED: 2,
  SAR: 2,
  QAR: 2,
  INR: 2,
  IDR: 2,
  MYR: 2,
  THB: 2,
  PHP: 2,
  VND: 0,
  BRL: 2,
  MXN: 2,
  ARS: 2,
  COP: 2,
  CLP: 0,
  PEN: 2,
  ZAR: 2,
  EGP: 2,
  NGN: 2,
  KES: 2,
  UGX: 0,
  ISK: 0,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  JOD: 3,
};

export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCY_EXPONENTS).sort();

export function isCurrencyCode(value: string): boolean {
  return Object.prototype.hasOwnProperty.call(CURRENCY_EXPONENTS, value);
}

/** Digits after the point of a listed currency; throws on an unknown code (check first). */
export function currencyExponent(code: string): number {
  if (!isCurrencyCode(code)) throw new RangeError(`unknown currency ${code}`);
  return CURRENCY_EXPONENTS[code];
}

/** Upper-cased, trimmed code when it is listed, else null ("usd " -> "USD"). */
export function normalizeCurrency(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

// ISWC (ISO 15707) T-DDD.DDD.DDD-C: check digit C = (10 - (1 + sum(i * d_i, i = 1..9)) mod 10) mod 10.
// Input is accepted with or without the separators and with a lower-case "t".

export const ISWC_VALIDATION_CODES = ['iswc-format', 'iswc-check-digit'] as const;
export type IswcCode = (typeof ISWC_VALIDATION_CODES)[number];

/** Removes separators (spaces, dots, hyphens) and upper-cases: "t-034.524.680-1" -> "T0345246801". */
export function cleanIswc(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

/** Check digit for the 9 work digits; throws unless given exactly 9 digits. */
export function computeIswcCheckDigit(nineDigits: string): number {
  if (!/^[0-9]{9}$/.test(nineDigits)) throw new RangeError('ISWC body must be 9 digits');
  let sum = 1;
  for (let i = 0; i < 9; i += 1) sum += (i + 1) * (nineDigits.charCodeAt(i) - 48);
  return (10 - (sum % 10)) % 10;
}

export function validateIswc(raw: string): IswcCode | null {
  const value = cleanIswc(raw);
  if (!/^T[0-9]{10}$/.test(value)) return 'iswc-format';
  return computeIswcCheckDigit(value.slice(1, 10)) === Number(value[10])
    ? null
    : 'iswc-check-digit';
}

/** Display form T-123.456.789-C; returns the cleaned input when it has not the ISWC shape. */
export function formatIswc(raw: string): string {
  const value = cleanIswc(raw);
  if (!/^T[0-9]{10}$/.test(value)) return value;
  return `T-${value.slice(1, 4)}.${value.slice(4, 7)}.${value.slice(7, 10)}-${value[10]}`;
}

/** Builds a full ISWC from its 9 work digits. */
export function completeIswc(nineDigits: string): string {
  return formatIswc(`T${nineDigits}${computeIswcCheckDigit(nineDigits)}`);
}

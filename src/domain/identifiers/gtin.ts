// UPC-A (12 digits) and EAN-13 (13 digits) are GTINs: the last digit is a mod-10 check digit with
// weights 3,1,3,1,... counted from the right of the body. A UPC-A is an EAN-13 with a leading 0.

export const GTIN_VALIDATION_CODES = ['upc-length', 'upc-format', 'upc-check-digit'] as const;
export type GtinCode = (typeof GTIN_VALIDATION_CODES)[number];

/** Lengths accepted for an album's UPC: UPC-A and EAN-13. */
export const UPC_LENGTHS = [12, 13] as const;

/** Strips spaces and hyphens, the only separators printed on barcodes. */
export function cleanGtin(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** Check digit for a body of digits (the GTIN without its last digit); throws on non-digits. */
export function computeGtinCheckDigit(body: string): number {
  if (!/^[0-9]+$/.test(body)) throw new RangeError('GTIN body must be digits');
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The full code for a body: body + check digit (e.g. 11 digits -> UPC-A, 12 digits -> EAN-13). */
export function completeGtin(body: string): string {
  return `${body}${computeGtinCheckDigit(body)}`;
}

export function hasValidGtinCheckDigit(code: string): boolean {
  if (!/^[0-9]{2,}$/.test(code)) return false;
  return computeGtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** Validates a UPC-A or EAN-13 typed by a user (spaces and hyphens allowed). */
export function validateUpc(raw: string): GtinCode | null {
  const value = cleanGtin(raw);
  if (!/^[0-9]*$/.test(value)) return 'upc-format';
  if (!(UPC_LENGTHS as readonly number[]).includes(value.length)) return 'upc-length';
  return hasValidGtinCheckDigit(value) ? null : 'upc-check-digit';
}

/** Same product for UPC-A and EAN-13: a UPC-A 012345678905 equals EAN-13 0012345678905. */
export function toEan13(raw: string): string | null {
  const value = cleanGtin(raw);
  if (validateUpc(value) !== null) return null;
  return value.length === 12 ? `0${value}` : value;
}

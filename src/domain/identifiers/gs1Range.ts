// UPCs the platform assigns (spec section 3, "system-generated"): the distributor's GS1 licence and
// the part of it staff reserve for the portal give the i-th number as a full GTIN with its check digit.
//
// Built from the GS1 General Specifications:
// - A GTIN-13 is GS1 Company Prefix + Item Reference (12 digits together) + check digit; a GTIN-12
//   (UPC-A) is U.P.C. Company Prefix + Item Reference (11 digits) + check digit (schema.org/gtin12
//   quotes GS1: "the 12-digit GS1 Identification Key composed of a U.P.C. Company Prefix, Item
//   Reference, and Check Digit"). A U.P.C. Company Prefix is the GS1 Company Prefix without its
//   leading 0, so GTIN-12 614141xxxxxC is GTIN-13 0614141xxxxxC: one product (see `toEan13`).
// - The GS1 Company Prefix is variable-length: the longer it is, the fewer item references it holds
//   (GS1 Germany's GCP length demo, github.com/RalphTro/getGCPLengthDemo: "between 6 and 12 digits",
//   the lengths the GCP length table and the EPC partition tables cover).
// - The check digit is the GenSpecs section 7.9.1 "standard check digit calculation" (weights 3,1
//   from the right, `computeGtinCheckDigit`).
// - Some GS1 Prefixes are never a company's: 0000000-000009 (restricted circulation and GTIN-8
//   padding), 02, 04 and 20-29 (restricted circulation), 05, 981-984 and 99 (coupons), 977 (ISSN),
//   978-979 (ISBN, ISMN), 980 (refund receipts); 952 is GS1's prefix for demonstrations and examples,
//   accepted only where the caller allows it (the demo install), as a test DPID is.
import { computeGtinCheckDigit } from './gtin';

/** Which licence the prefix is: a GS1 Company Prefix (GTIN-13 numbers) or a U.P.C. one (GTIN-12). */
export const GS1_NUMBER_KINDS = ['gtin-13', 'gtin-12'] as const;
export type Gs1NumberKind = (typeof GS1_NUMBER_KINDS)[number];

/** The distributor's prefix and the item references (inclusive) the portal may assign from it. */
export interface Gs1NumberRange {
  kind: Gs1NumberKind;
  /** digits only: the GS1 Company Prefix for 'gtin-13', the U.P.C. Company Prefix for 'gtin-12' */
  prefix: string;
  /** first and last item reference, as integers (item reference 00042 is 42) */
  first: number;
  last: number;
}

export const GS1_RANGE_CODES = [
  'gs1-prefix-format',
  'gs1-prefix-length',
  'gs1-prefix-reserved',
  'gs1-prefix-demo',
  'gs1-range-format',
  'gs1-range-order',
  'gs1-range-bounds',
] as const;
export type Gs1RangeCode = (typeof GS1_RANGE_CODES)[number];

export interface Gs1RangeIssue {
  field: 'prefix' | 'first' | 'last';
  code: Gs1RangeCode;
}

/** Accepted prefix lengths per kind (the U.P.C. one is the GS1 one less its leading 0). */
export const GS1_PREFIX_LENGTHS: Record<Gs1NumberKind, { min: number; max: number }> = {
  'gtin-13': { min: 6, max: 12 },
  'gtin-12': { min: 5, max: 11 },
};

/** Digits of the GTIN before its check digit. */
const BODY_LENGTH: Record<Gs1NumberKind, number> = { 'gtin-13': 12, 'gtin-12': 11 };

/** Starts of the GS1 Company Prefix (GTIN-13 form) that no licence can hold (see the header). */
const RESERVED_STARTS = [
  '00000',
  '02',
  '04',
  '05',
  '2',
  '977',
  '978',
  '979',
  '980',
  '981',
  '982',
  '983',
  '984',
  '99',
];
const DEMO_START = '952';

/** The prefix as a GS1 Company Prefix (GTIN-13 form): a U.P.C. Company Prefix gains its leading 0. */
export function toGs1CompanyPrefix(kind: Gs1NumberKind, prefix: string): string {
  return kind === 'gtin-12' ? `0${prefix}` : prefix;
}

/** How many digits the item reference has: what the prefix leaves of the GTIN's body. */
export function itemReferenceDigits(range: Pick<Gs1NumberRange, 'kind' | 'prefix'>): number {
  return BODY_LENGTH[range.kind] - range.prefix.length;
}

export interface Gs1RangeOptions {
  /** allow GS1's demonstration prefix 952 (the demo install only) */
  allowDemoPrefix?: boolean;
}

/** Issues of a configured prefix and range; none means every number of the range can be assigned. */
export function validateGs1Range(
  range: Gs1NumberRange,
  options: Gs1RangeOptions = {},
): Gs1RangeIssue[] {
  const issues: Gs1RangeIssue[] = [];
  const { prefix, kind } = range;
  const lengths = GS1_PREFIX_LENGTHS[kind];
  if (!/^[0-9]+$/.test(prefix)) issues.push({ field: 'prefix', code: 'gs1-prefix-format' });
  else if (prefix.length < lengths.min || prefix.length > lengths.max)
    issues.push({ field: 'prefix', code: 'gs1-prefix-length' });
  else {
    const gcp = toGs1CompanyPrefix(kind, prefix);
    if (RESERVED_STARTS.some((start) => gcp.startsWith(start)))
      issues.push({ field: 'prefix', code: 'gs1-prefix-reserved' });
    else if (gcp.startsWith(DEMO_START) && options.allowDemoPrefix !== true)
      issues.push({ field: 'prefix', code: 'gs1-prefix-demo' });
  }
  const firstOk = Number.isSafeInteger(range.first) && range.first >= 0;
  const lastOk = Number.isSafeInteger(range.last) && range.last >= 0;
  if (!firstOk) issues.push({ field: 'first', code: 'gs1-range-format' });
  if (!lastOk) issues.push({ field: 'last', code: 'gs1-range-format' });
  if (!firstOk || !lastOk) return issues;
  if (range.first > range.last) issues.push({ field: 'last', code: 'gs1-range-order' });
  // the bounds depend on the prefix's length: only meaningful once the prefix is digits of a valid length
  if (issues.some((i) => i.code === 'gs1-prefix-format' || i.code === 'gs1-prefix-length'))
    return issues;
  const limit = 10 ** itemReferenceDigits(range);
  if (range.first >= limit) issues.push({ field: 'first', code: 'gs1-range-bounds' });
  if (range.last >= limit) issues.push({ field: 'last', code: 'gs1-range-bounds' });
  return issues;
}

/** How many numbers the range holds (0 for a range whose last is before its first). */
export function gs1RangeSize(range: Pick<Gs1NumberRange, 'first' | 'last'>): number {
  return Math.max(0, range.last - range.first + 1);
}

/**
 * The index-th number (0-based) of a valid range: prefix + item reference padded to its digits +
 * check digit; a GTIN-12 for a U.P.C. Company Prefix, a GTIN-13 otherwise. Throws a RangeError
 * outside the range: the caller's counter ran out, which must never wrap to a used number.
 */
export function gs1RangeNumber(range: Gs1NumberRange, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= gs1RangeSize(range))
    throw new RangeError(`index ${index} is outside the range of ${gs1RangeSize(range)} numbers`);
  const digits = itemReferenceDigits(range);
  const reference = range.first + index;
  if (digits < 0 || reference >= 10 ** digits)
    throw new RangeError('the item reference does not fit after this prefix');
  const body = `${range.prefix}${digits === 0 ? '' : String(reference).padStart(digits, '0')}`;
  return `${body}${computeGtinCheckDigit(body)}`;
}

/**
 * Where a number sits in the range (the inverse of `gs1RangeNumber`), or null when it is not one of
 * the range's numbers: another prefix, another kind's length, outside first..last or a wrong check
 * digit. Lets the server recognise a UPC it assigned and a staff-typed one that collides with it.
 */
export function gs1RangeIndexOf(range: Gs1NumberRange, code: string): number | null {
  const length = BODY_LENGTH[range.kind] + 1;
  if (code.length !== length || !/^[0-9]+$/.test(code) || !code.startsWith(range.prefix))
    return null;
  const body = code.slice(0, -1);
  if (computeGtinCheckDigit(body) !== Number(code.slice(-1))) return null;
  const reference = Number(body.slice(range.prefix.length) || '0');
  if (reference < range.first || reference > range.last) return null;
  return reference - range.first;
}

// The 18-character resident identity number of GB 11643-1999: 6-digit address code, 8-digit
// birth date, 3-digit sequence, then a check character (ISO 7064 MOD 11-2; 10 is written "X").

export const RESIDENT_ID_CODES = ['resident-id-format', 'resident-id-check-digit'] as const;
export type ResidentIdCode = (typeof RESIDENT_ID_CODES)[number];

/** W_i = 2^(18-i) mod 11 for the 17 body positions, left to right. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** (12 - (sum mod 11)) mod 11, indexed by sum mod 11 */
const CHECK = '10X98765432';
const SHAPE = /^[1-9][0-9]{16}[0-9X]$/;

/** Trims and upper-cases ("x" is commonly typed lower case). */
export function cleanResidentId(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The check character of the 17 body digits; throws unless given exactly 17 digits. */
export function computeResidentIdCheck(body: string): string {
  if (!/^[0-9]{17}$/.test(body)) throw new RangeError('resident ID body must be 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += WEIGHTS[i] * (body.charCodeAt(i) - 48);
  return CHECK[sum % 11];
}

function isCalendarDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function validateResidentId(raw: string): ResidentIdCode | null {
  const value = cleanResidentId(raw);
  if (!SHAPE.test(value) || !isCalendarDate(value.slice(6, 14))) return 'resident-id-format';
  return computeResidentIdCheck(value.slice(0, 17)) === value[17]
    ? null
    : 'resident-id-check-digit';
}

// Mobile numbers by country calling code (the sign-up form's telArea + telephone). Known areas get
// their national mobile pattern; any other code gets E.164's bounds (at most 15 digits in all).

export const MOBILE_CODES = ['tel-area-format', 'mobile-format'] as const;
export type MobileCode = (typeof MOBILE_CODES)[number];

/** National mobile numbers without the country code; a leading trunk "0" is tolerated where usual. */
const MOBILE_PATTERNS: Readonly<Record<string, RegExp>> = {
  '86': /^1[3-9][0-9]{9}$/,
  '852': /^[4-9][0-9]{7}$/,
  '853': /^6[0-9]{7}$/,
  '886': /^0?9[0-9]{8}$/,
  '1': /^[2-9][0-9]{2}[2-9][0-9]{6}$/,
  '44': /^0?7[0-9]{9}$/,
  '81': /^0?[789]0[0-9]{8}$/,
  '82': /^0?1[0-9]{8,9}$/,
  '65': /^[89][0-9]{7}$/,
};

export const DEFAULT_TEL_AREA = '86';

/** "+86", "0086", " 86 " -> "86"; anything else is returned trimmed for the format check. */
export function cleanTelArea(raw: string): string {
  return raw.trim().replace(/^(\+|00)/, '');
}

/** Spaces, hyphens and brackets people type inside a number are dropped. */
export function cleanMobile(raw: string): string {
  return raw.replace(/[\s()-]/g, '');
}

export function validateTelArea(raw: string): MobileCode | null {
  return /^[1-9][0-9]{0,3}$/.test(cleanTelArea(raw)) ? null : 'tel-area-format';
}

export function validateMobile(telArea: string, telephone: string): MobileCode | null {
  const areaCode = validateTelArea(telArea);
  if (areaCode !== null) return areaCode;
  const area = cleanTelArea(telArea);
  const number = cleanMobile(telephone);
  const pattern = MOBILE_PATTERNS[area];
  if (pattern !== undefined) return pattern.test(number) ? null : 'mobile-format';
  return /^[0-9]{4,14}$/.test(number) && area.length + number.length <= 15 ? null : 'mobile-format';
}

/** The areas with a national pattern, for tests and the form's picker. */
export const KNOWN_TEL_AREAS = Object.keys(MOBILE_PATTERNS);

// ISRC (ISO 3901): users paste codes as "CN-A12-24-00001", "cn a12 2400001", ...; we keep only
// letters and digits, upper-cased (spec section 5), then check length 12 and the CC-XXX-YY-NNNNN shape.

export const ISRC_LENGTH = 12;

/** Validation codes of this module (messages `validation.<code>`). */
export const ISRC_VALIDATION_CODES = ['isrc-length', 'isrc-format', 'isrc-used'] as const;
export type IsrcCode = (typeof ISRC_VALIDATION_CODES)[number];

/** 2 letters country, 3 alphanumerics registrant, 2 digits year, 5 digits designation. */
const ISRC_SHAPE = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{2}[0-9]{5}$/;

export interface IsrcParts {
  country: string;
  registrant: string;
  year: string;
  designation: string;
}

/** Strips every character that is not an ASCII letter or digit and upper-cases the rest. */
export function cleanIsrc(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** Validates an already cleaned ISRC (or cleans it first when `clean` is true). */
export function validateIsrc(
  raw: string,
  options: { clean?: boolean } = {},
): 'isrc-length' | 'isrc-format' | null {
  const value = options.clean === false ? raw : cleanIsrc(raw);
  if (value.length !== ISRC_LENGTH) return 'isrc-length';
  return ISRC_SHAPE.test(value) ? null : 'isrc-format';
}

export function isValidIsrc(raw: string): boolean {
  return validateIsrc(raw) === null;
}

/**
 * Validates and checks uniqueness in one go. `isUsed` receives the cleaned code; the client passes
 * its local index, the server its database lookup (the server's answer is the one that counts).
 */
export function validateIsrcUnique(
  raw: string,
  isUsed: (cleaned: string) => boolean,
): IsrcCode | null {
  const code = validateIsrc(raw);
  if (code !== null) return code;
  return isUsed(cleanIsrc(raw)) ? 'isrc-used' : null;
}

export function parseIsrc(raw: string): IsrcParts | null {
  const value = cleanIsrc(raw);
  if (validateIsrc(value, { clean: false }) !== null) return null;
  return {
    country: value.slice(0, 2),
    registrant: value.slice(2, 5),
    year: value.slice(5, 7),
    designation: value.slice(7, 12),
  };
}

/** Display form CC-XXX-YY-NNNNN; returns the cleaned input unchanged when it is not a valid ISRC. */
export function formatIsrc(raw: string): string {
  const parts = parseIsrc(raw);
  if (parts === null) return cleanIsrc(raw);
  return `${parts.country}-${parts.registrant}-${parts.year}-${parts.designation}`;
}

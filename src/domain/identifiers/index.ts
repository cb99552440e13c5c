// Identifiers of recordings (ISRC), products (UPC/EAN, and the numbers of a GS1 range the portal
// assigns), works (ISWC) and DDEX parties (DPID): cleaning, checks, formats.
import { DPID_VALIDATION_CODES } from './dpid';
import { GS1_RANGE_CODES } from './gs1Range';
import { GTIN_VALIDATION_CODES } from './gtin';
import { ISRC_VALIDATION_CODES } from './isrc';
import { ISWC_VALIDATION_CODES } from './iswc';

export * from './dpid';
export * from './gs1Range';
export * from './gtin';
export * from './isrc';
export * from './iswc';

/** Every code this module can return; the lead adds `validation.<code>` to both catalogues. */
export const IDENTIFIER_VALIDATION_CODES = [
  ...ISRC_VALIDATION_CODES,
  ...GTIN_VALIDATION_CODES,
  ...GS1_RANGE_CODES,
  ...ISWC_VALIDATION_CODES,
  ...DPID_VALIDATION_CODES,
] as const;
export type IdentifierCode = (typeof IDENTIFIER_VALIDATION_CODES)[number];

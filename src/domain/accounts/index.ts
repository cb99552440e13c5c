// Account validation (spec section 5): passwords, login names, email, mobile numbers, ID numbers
// with their check digits, and ID/logo images. Codes, never sentences.
import { CREDIT_CODE_CODES } from './creditCode';
import { MOBILE_CODES } from './mobile';
import { RESIDENT_ID_CODES } from './residentId';
import { SUBJECT_DETAIL_CODES } from './subjectDetails';
import { ACCOUNT_FIELD_CODES } from './validateAccount';

export * from './creditCode';
export * from './mobile';
export * from './residentId';
export * from './validateAccount';

/** Every code first defined here; each is worded as `validation.<code>` in both catalogues. */
export const ACCOUNT_VALIDATION_CODES = [
  ...ACCOUNT_FIELD_CODES,
  ...MOBILE_CODES,
  ...RESIDENT_ID_CODES,
  ...CREDIT_CODE_CODES,
  ...SUBJECT_DETAIL_CODES,
] as const;
export type AccountValidationCode = (typeof ACCOUNT_VALIDATION_CODES)[number];
export * from './schemas';
export * from './links';
export * from './identityImages';
export * from './subjectInfo';
export * from './subjectDetails';

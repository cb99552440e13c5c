// Review and release state machines and the editability rules shared by client and server.
import { RELEASE_VALIDATION_CODES } from './releaseStatus';
import { REVIEW_VALIDATION_CODES } from './reviewStatus';

export * from './editability';
export * from './releaseStatus';
export * from './reviewStatus';
export * from './trackDeletion';

/** Every code this module can return; the lead adds `validation.<code>` to both catalogues. */
export const STATUS_VALIDATION_CODES = [
  ...REVIEW_VALIDATION_CODES,
  ...RELEASE_VALIDATION_CODES,
] as const;
export type StatusCode = (typeof STATUS_VALIDATION_CODES)[number];

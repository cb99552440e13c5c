// The common reasons a reviewer picks when rejecting an album (issue 15), as codes: the texts are in
// src/i18n/codes/review.ts. Kept apart from review.ts so the album schema can import it.

/** The common reasons of a rejection; "other" needs the free text. */
export const REJECT_REASON_CODES = [
  'cover-quality',
  'audio-quality',
  'metadata-incorrect',
  'title-style',
  'lyrics-problem',
  'rights-incomplete',
  'authorization-letter',
  'territory-terms',
  'duplicate-content',
  'other',
] as const;
export type RejectReasonCode = (typeof REJECT_REASON_CODES)[number];

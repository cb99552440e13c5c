// The pre-delivery quality codes (issue 15): the metadata rules channels' style guides enforce,
// checked on the device before a submit and again by the server. Limits live here, once.

export const QUALITY_CODES = [
  'title-featured-artist',
  'title-all-caps',
  'title-placeholder',
  'title-version-mismatch',
  'explicit-track-not-on-album',
  'explicit-album-no-track',
  'duration-too-short',
  'duration-too-long',
  'release-date-past',
  'isrc-used-other-organisation',
  'cover-not-verified',
] as const;
export type QualityCode = (typeof QUALITY_CODES)[number];

export const QualityLimits = {
  /** channels give no preview (and some refuse the track) under 30 s */
  minDurationMs: 30_000,
  /** a single recording over 2 h is refused by the channels' ingestion */
  maxDurationMs: 2 * 60 * 60 * 1000,
  /** an all-capitals word this short is an acronym ("DNA", "USA"), not shouting */
  acronymMaxLetters: 4,
} as const;

export function isQualityCode(code: string): code is QualityCode {
  return (QUALITY_CODES as readonly string[]).includes(code);
}

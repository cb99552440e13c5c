// Localized album and track information for overseas platforms: one row per language per record,
// a localized name at least, and the overseas cover only on an album's row (spec sections 3 and 5).
import { checkRequired, issue, type Issue } from './issues';
import type { Localization } from './media';
import { validateOverseasCover } from './validateAlbum';

/** The fields a localization row must have before it is saved. */
export const LOCALIZATION_REQUIRED = [
  'language',
  'name',
] as const satisfies readonly (keyof Localization)[];

/**
 * `siblings` are the other rows of the same album or track (the row itself left out): a language
 * may appear once, so a platform never gets two titles for one language.
 */
export function validateLocalization(
  row: Partial<Localization>,
  siblings: readonly Pick<Localization, 'language'>[] = [],
): Issue[] {
  const issues = checkRequired(row, LOCALIZATION_REQUIRED);
  const language = row.language ?? '';
  if (
    language !== '' &&
    siblings.some((s) => s.language.toLowerCase() === language.toLowerCase())
  ) {
    issues.push(issue('language', 'localization-language-duplicate'));
  }
  const cover = row.overseasCover ?? null;
  if (cover !== null) {
    if (row.entity === 'track') issues.push(issue('overseasCover', 'field-not-writable'));
    else issues.push(...validateOverseasCover(cover));
  }
  return issues;
}

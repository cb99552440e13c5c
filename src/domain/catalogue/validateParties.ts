// Rights holders, rights shares, artists and the names of record companies and P/C lines. Names are
// unique per authorizing party after normalising (NFKC, trimmed, spaces collapsed, case folded).
import type { ImageFacts } from './common';
import {
  checkRequired,
  issue,
  isBlank,
  requiredIssue,
  tooLargeIssue,
  warning,
  type Issue,
} from './issues';
import { ArtistLimits, RightsLimits, TextLimits } from './limits';
import type { Artist } from './parties';
import type { RightsCountry, RightsHolder } from './rights';
import { isBefore, isImageFormat } from './validateAlbum';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/** Rights percentage: a number from 0 to 100 with at most two decimals (typed text is accepted). */
export function validateRightsPercentage(
  value: number | string | null | undefined,
  field = 'percentage',
): Issue[] {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return [requiredIssue(field)];
  const text = typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'string' && !/^[+]?\d+(\.\d+)?$/.test(text)) return [issue(field, 'format')];
  const n = typeof value === 'number' ? value : Number(text);
  if (!Number.isFinite(n)) return [issue(field, 'format')];
  const { percentageMin: min, percentageMax: max, percentageDecimals: decimals } = RightsLimits;
  if (n < min || n > max) return [issue(field, 'rights-percentage-range', { min, max })];
  const hasTooManyDecimals =
    typeof value === 'string'
      ? (text.split('.')[1] ?? '').replace(/0+$/, '').length > decimals
      : Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) > 1e-7;
  return hasTooManyDecimals ? [issue(field, 'rights-percentage-decimals', { decimals })] : [];
}

/** Type and name required; the email, when given, must be valid. */
export function validateRightsHolder(holder: Partial<RightsHolder>): Issue[] {
  const issues = checkRequired(holder, ['type', 'name']);
  const email = holder.email ?? '';
  if (email.trim() !== '' && !isValidEmail(email)) issues.push(issue('email', 'email-format'));
  return issues;
}

/** Country and share required; the authorization period, when given, must not end before it starts. */
export function validateRightsCountry(record: Partial<RightsCountry>): Issue[] {
  const issues = checkRequired(record, ['countryCode']);
  issues.push(...validateRightsPercentage(record.percentage));
  if (isBefore(record.periodEnd, record.periodStart))
    issues.push(issue('periodEnd', 'date-order', { after: 'periodStart' }));
  return issues;
}

/** Name and country required; avatar at most 10M in JPG/PNG, 500x500 or more recommended. */
export function validateArtist(artist: Partial<Artist>): Issue[] {
  const issues = checkRequired(artist, ['name', 'countryCode']);
  issues.push(...validateAvatar(artist.avatar));
  return issues;
}

export function validateAvatar(avatar: ImageFacts | null | undefined, field = 'avatar'): Issue[] {
  if (avatar === null || avatar === undefined) return [];
  const issues: Issue[] = [];
  if (!isImageFormat(avatar.format, avatar.name)) issues.push(issue(field, 'file-format'));
  if (avatar.sizeBytes > ArtistLimits.avatarMaxBytes)
    issues.push(tooLargeIssue(field, ArtistLimits.avatarMaxBytes));
  if (Math.min(avatar.widthPx, avatar.heightPx) < ArtistLimits.avatarRecommendedMinPx) {
    issues.push(warning(field, 'avatar-small', { minPx: ArtistLimits.avatarRecommendedMinPx }));
  }
  return issues;
}

/** The comparison key of a name: "  Sony  Music " and "sony music" are the same name. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isNameTaken(name: string, existingNames: readonly string[]): boolean {
  const key = normalizeName(name);
  return existingNames.some((n) => normalizeName(n) === key);
}

/**
 * Record company or P/C line name: required, bounded, unique among `existingNames`, the names the
 * same authorizing party already uses (the caller leaves out the record being edited).
 */
export function validatePartyName(
  name: string | null | undefined,
  existingNames: readonly string[],
  field = 'name',
): Issue[] {
  if (isBlank(name) || name === null || name === undefined) return [requiredIssue(field)];
  if (name.length > TextLimits.nameMax)
    return [issue(field, 'too-long', { max: TextLimits.nameMax })];
  return isNameTaken(name, existingNames) ? [issue(field, 'name-taken')] : [];
}

/** The names to compare against: same authorizing party, without the record itself. */
export function namesOfParty(
  records: readonly { id: string; name: string; authorizationCompanyId: string }[],
  authorizationCompanyId: string,
  exceptId?: string,
): string[] {
  return records
    .filter((r) => r.authorizationCompanyId === authorizationCompanyId && r.id !== exceptId)
    .map((r) => r.name);
}

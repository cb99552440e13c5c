// A rights holder as the drawer saves it: the holder and its country records together. A holder
// carries its shares per country, so it needs at least one record and each country only once.
import { issue, requiredIssue, type Issue } from './issues';
import { RightsLimits } from './limits';
import type { RightsCountry, RightsHolder } from './rights';
import {
  validateRightsCountry,
  validateRightsHolder,
  validateRightsPercentage,
} from './validateParties';

/** The pseudo-field of the "at least one country record" issue. */
export const RIGHTS_COUNTRIES_FIELD = 'rightsCountries';

export interface RightsHolderCheck {
  holder: Issue[];
  /** one list per country record, in the order given */
  countries: Issue[][];
}

/** A country record as a form holds it: the percentage may still be the typed text. */
export type RightsCountryInput = Omit<Partial<RightsCountry>, 'percentage'> & {
  percentage?: number | string | null;
};

/** Holder fields, each country record, no country twice, at least one record. */
export function validateRightsHolderEntry(
  holder: Partial<RightsHolder>,
  countries: readonly RightsCountryInput[],
): RightsHolderCheck {
  const holderIssues = validateRightsHolder(holder);
  if (countries.length === 0) holderIssues.push(requiredIssue(RIGHTS_COUNTRIES_FIELD));
  const seen = new Set<string>();
  const countryIssues = countries.map(({ percentage, ...record }) => {
    // the share is judged as typed ("50.255" must say "two decimals", not be rounded first)
    const issues = validateRightsCountry({ ...record, percentage: 0 }).filter(
      (i) => i.field !== 'percentage',
    );
    issues.splice(
      issues[0]?.field === 'countryCode' ? 1 : 0,
      0,
      ...validateRightsPercentage(percentage),
    );
    const code = record.countryCode ?? '';
    if (code !== '') {
      if (seen.has(code)) issues.push(issue('countryCode', 'rights-country-duplicate'));
      seen.add(code);
    }
    return issues;
  });
  return { holder: holderIssues, countries: countryIssues };
}

export function hasRightsHolderErrors(check: RightsHolderCheck): boolean {
  return [check.holder, ...check.countries].some((issues) =>
    issues.some((i) => i.severity === 'error'),
  );
}

/**
 * The stored number of a typed percentage, or null when the text is not one: "50.25" -> 50.25,
 * "12.50" -> 12.5. Only text validateRightsPercentage accepts should be stored; rounding to the
 * allowed decimals removes binary noise ("0.1" + nothing else stays 0.1).
 */
export function parseRightsPercentage(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return null;
  const factor = 10 ** RightsLimits.percentageDecimals;
  return Math.round(n * factor) / factor;
}

/** The text a stored percentage is edited as: 50.25 -> "50.25", null -> "". */
export function formatRightsPercentage(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

// The lookup lists of spec section 7 (Lookups), built once at start from real reference data:
// countries-list for ISO 3166 codes and continents, CLDR (Intl) for names in both languages.
import { countries } from 'countries-list';
import type { LookupItem } from '../../../src/domain/api';
import { ARTIST_TYPES } from '../../../src/domain/reference/artistTypes';
import { CONTINENTS } from '../../../src/domain/reference/continents';
import { GENRES } from '../../../src/domain/reference/genres';
import {
  buildDisplayLanguageItems,
  buildPerformLanguageItems,
} from '../../../src/domain/reference/languages';
import { buildRegionItems, type RegionSource } from '../../../src/domain/reference/regions';

/**
 * countries-list also carries AC (Ascension) and TA (Tristan da Cunha), which ISO 3166-1 only
 * reserves (both are part of SH). XK (Kosovo) is user-assigned but used by the stores, so it stays.
 */
const NOT_IN_ISO_3166_1 = new Set(['AC', 'TA']);

export function regionSources(): RegionSource[] {
  return Object.entries(countries)
    .filter(([code]) => !NOT_IN_ISO_3166_1.has(code))
    .map(([code, country]) => ({ code, continent: country.continent }));
}

export interface Lookups {
  countries: readonly LookupItem[];
  continents: readonly LookupItem[];
  displayLanguages: readonly LookupItem[];
  performLanguages: readonly LookupItem[];
  genres: readonly LookupItem[];
  artistTypes: readonly LookupItem[];
}

let built: Lookups | undefined;

export function getLookups(): Lookups {
  built ??= {
    countries: buildRegionItems(regionSources()),
    continents: CONTINENTS,
    displayLanguages: buildDisplayLanguageItems(),
    performLanguages: buildPerformLanguageItems(),
    genres: GENRES,
    artistTypes: ARTIST_TYPES,
  };
  return built;
}

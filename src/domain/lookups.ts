// Lookup lists of spec section 7: fetched once, cached by the client after the first success.
// One table names each lookup, its call and the shape of its result.
import { PATHS, type AppConfig, type LookupItem } from './api';

export interface LookupValues {
  config: AppConfig;
  displayLangCommon: LookupItem[];
  countryLang: LookupItem[];
  genreLanguage: LookupItem[];
  continent: LookupItem[];
  displayLang: LookupItem[];
  performLang: LookupItem[];
  artistTypes: LookupItem[];
  country: LookupItem[];
}
export type LookupName = keyof LookupValues;

export interface LookupCall {
  path: string;
  method: 'GET' | 'POST';
}

/** Methods as the spec lists them (section 7). */
export const LOOKUP_CALLS: Readonly<Record<LookupName, LookupCall>> = {
  config: { path: PATHS.config, method: 'POST' },
  displayLangCommon: { path: PATHS.displayLangCommon, method: 'POST' },
  countryLang: { path: PATHS.countryLang, method: 'POST' },
  genreLanguage: { path: PATHS.genreLanguage, method: 'POST' },
  continent: { path: PATHS.continent, method: 'GET' },
  displayLang: { path: PATHS.displayLang, method: 'GET' },
  performLang: { path: PATHS.performLang, method: 'GET' },
  artistTypes: { path: PATHS.artistTypes, method: 'POST' },
  country: { path: PATHS.country, method: 'GET' },
};

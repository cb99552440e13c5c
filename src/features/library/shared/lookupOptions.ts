// The pick lists of the library forms (languages, genres, countries and regions), built on the
// device from the same reference data the server's lookups serve, so a form works offline with
// no lookup cached. Names come in the page's language; the stored value is always the code.
import countryNamesEn from 'countries-list/minimal/countries.en.min.json';
import type { LookupItem } from '../../../domain/api';
import { GENRES } from '../../../domain/reference/genres';
import {
  buildDisplayLanguageItems,
  buildPerformLanguageItems,
  commonLanguageRank,
} from '../../../domain/reference/languages';
import { buildRegionItems } from '../../../domain/reference/regions';

export interface Option {
  value: string;
  text: string;
}

/** As the server's lookup: AC and TA are only reserved in ISO 3166-1 (both part of SH). */
const NOT_IN_ISO_3166_1 = new Set(['AC', 'TA']);

const lists: Partial<
  Record<'performLanguages' | 'displayLanguages' | 'countries', readonly LookupItem[]>
> = {};

function performLanguages(): readonly LookupItem[] {
  return (lists.performLanguages ??= buildPerformLanguageItems());
}

function displayLanguages(): readonly LookupItem[] {
  return (lists.displayLanguages ??= buildDisplayLanguageItems());
}

function countries(): readonly LookupItem[] {
  const codes = Object.keys(countryNamesEn as Record<string, string>).filter(
    (c) => !NOT_IN_ISO_3166_1.has(c),
  );
  return (lists.countries ??= buildRegionItems(codes.map((code) => ({ code, continent: '' }))));
}

export type LookupKind = 'performLanguage' | 'displayLanguage' | 'genre' | 'country';

function itemsOf(kind: LookupKind): readonly LookupItem[] {
  switch (kind) {
    case 'performLanguage':
      return performLanguages();
    case 'displayLanguage':
      return displayLanguages();
    case 'genre':
      return GENRES;
    case 'country':
      return countries();
  }
}

export function isChineseLocale(locale: string): boolean {
  return locale.toLowerCase().startsWith('zh');
}

/**
 * Options sorted by their name in the page's language (pinyin for Chinese), languages with the
 * common ones first; genres keep their family order.
 */
export function lookupOptions(kind: LookupKind, locale: string): Option[] {
  const zh = isChineseLocale(locale);
  const options = itemsOf(kind).map((item) => ({
    value: item.code,
    text: zh ? item.nameZh : item.nameEn,
  }));
  if (kind === 'genre') return options;
  const collator = new Intl.Collator(zh ? 'zh-Hans-u-co-pinyin' : 'en');
  const rank = kind === 'country' ? () => 0 : commonLanguageRank;
  return options.sort((a, b) => rank(a.value) - rank(b.value) || collator.compare(a.text, b.text));
}

/** The name of a code in the page's language; the code itself when the list does not know it. */
export function lookupName(
  kind: LookupKind,
  code: string | null | undefined,
  locale: string,
): string {
  if (code === null || code === undefined || code === '') return '';
  const item = itemsOf(kind).find(
    (i) => i.code === code || i.code.toLowerCase() === code.toLowerCase(),
  );
  if (item === undefined) return code;
  return isChineseLocale(locale) ? item.nameZh : item.nameEn;
}

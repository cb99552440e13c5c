// Languages for an album's or track's display language (the language of its metadata) and its
// performing language (the language sung). ISO 639-1, names from CLDR.
import type { LookupItem } from '../api';
import {
  buildNamedItems,
  createNameResolver,
  type BilingualNames,
  type NameResolver,
} from './displayNames';

/** The current ISO 639-1 codes (deprecated mo, sh and bh left out). */
export const ISO_639_1_CODES: readonly string[] = [
  'aa',
  'ab',
  'af',
  'ak',
  'am',
  'an',
  'ar',
  'as',
  'av',
  'ay',
  'az',
  'ba',
  'be',
  'bg',
  'bi',
  'bm',
  'bn',
  'bo',
  'br',
  'bs',
  'ca',
  'ce',
  'ch',
  'co',
  'cr',
  'cs',
  'cu',
  'cv',
  'cy',
  'da',
  'de',
  'dv',
  'dz',
  'ee',
  'el',
  'en',
  'eo',
  'es',
  'et',
  'eu',
  'fa',
  'ff',
  'fi',
  'fj',
  'fo',
  'fr',
  'fy',
  'ga',
  'gd',
  'gl',
  'gn',
  'gu',
  'gv',
  'ha',
  'he',
  'hi',
  'ho',
  'hr',
  'ht',
  'hu',
  'hy',
  'hz',
  'ia',
  'id',
  'ie',
  'ig',
  'ii',
  'ik',
  'io',
  'is',
  'it',
  'iu',
  'ja',
  'jv',
  'ka',
  'kg',
  'ki',
  'kj',
  'kk',
  'kl',
  'km',
  'kn',
  'ko',
  'kr',
  'ks',
  'ku',
  'kv',
  'kw',
  'ky',
  'la',
  'lb',
  'lg',
  'li',
  'ln',
  'lo',
  'lt',
  'lu',
  'lv',
  'mg',
  'mh',
  'mi',
  'mk',
  'ml',
  'mn',
  'mr',
  'ms',
  'mt',
  'my',
  'na',
  'nb',
  'nd',
  'ne',
  'ng',
  'nl',
  'nn',
  'no',
  'nr',
  'nv',
  'ny',
  'oc',
  'oj',
  'om',
  'or',
  'os',
  'pa',
  'pi',
  'pl',
  'ps',
  'pt',
  'qu',
  'rm',
  'rn',
  'ro',
  'ru',
  'rw',
  'sa',
  'sc',
  'sd',
  'se',
  'sg',
  'si',
  'sk',
  'sl',
  'sm',
  'sn',
  'so',
  'sq',
  'sr',
  'ss',
  'st',
  'su',
  'sv',
  'sw',
  'ta',
  'te',
  'tg',
  'th',
  'ti',
  'tk',
  'tl',
  'tn',
  'to',
  'tr',
  'ts',
  'tt',
  'tw',
  'ty',
  'ug',
  'uk',
  'ur',
  'uz',
  've',
  'vi',
  'vo',
  'wa',
  'wo',
  'xh',
  'yi',
  'yo',
  'za',
  'zh',
  'zu',
];

/**
 * Metadata is written in one script: Chinese titles are either simplified or traditional, so the
 * display language splits zh into zh-Hans and zh-Hant (BCP 47, as DDEX's LanguageAndScriptCode).
 */
export const DISPLAY_LANGUAGE_CODES: readonly string[] = [
  'zh-Hans',
  'zh-Hant',
  ...ISO_639_1_CODES.filter((c) => c !== 'zh'),
];

/**
 * Sung language: Cantonese (ISO 639-3 yue) is a language of its own in Chinese music, and
 * instrumental tracks carry zxx (no linguistic content), as DDEX does.
 */
export const PERFORM_LANGUAGE_CODES: readonly string[] = [...ISO_639_1_CODES, 'yue', 'zxx'];

export const LANGUAGE_NAME_OVERRIDES: Readonly<Record<string, BilingualNames>> = {
  zxx: { nameZh: '纯音乐（无人声）', nameEn: 'Instrumental (no vocals)' },
  // CLDR names Twi "Akan" like ak itself: the list showed 阿肯语 twice
  tw: { nameZh: '契维语', nameEn: 'Twi' },
};

/**
 * The languages most of the catalogue is in, shown first in both language lists in this order
 * (Chinese, English, Japanese, Korean, Cantonese); the rest follow in the interface's collation.
 */
export const COMMON_LANGUAGE_CODES: readonly string[] = [
  'zh-Hans',
  'zh-Hant',
  'zh',
  'en',
  'ja',
  'ko',
  'yue',
];

/** Sort position of a language code: its place among the common ones, or after all of them. */
export function commonLanguageRank(code: string): number {
  const rank = COMMON_LANGUAGE_CODES.indexOf(code);
  return rank === -1 ? COMMON_LANGUAGE_CODES.length : rank;
}

export function buildDisplayLanguageItems(
  resolve: NameResolver = createNameResolver('language'),
): LookupItem[] {
  return buildNamedItems(DISPLAY_LANGUAGE_CODES, resolve, LANGUAGE_NAME_OVERRIDES);
}

export function buildPerformLanguageItems(
  resolve: NameResolver = createNameResolver('language'),
): LookupItem[] {
  return buildNamedItems(PERFORM_LANGUAGE_CODES, resolve, LANGUAGE_NAME_OVERRIDES);
}

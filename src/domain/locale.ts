// Two locales: the API speaks `zh-hans` | `en` (header `language`), react-intl speaks BCP 47.
export const API_LANGUAGES = ['zh-hans', 'en'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
export type IntlLocale = 'zh-Hans' | 'en';

export const DEFAULT_LANGUAGE: ApiLanguage = 'zh-hans';
/** cookie that keeps the chosen language (spec section 3, App config) */
export const LANGUAGE_COOKIE = 'language';
/** cookie that keeps the sidebar open state */
export const SIDEBAR_COOKIE = 'sidebarStatus';

export function toIntlLocale(language: ApiLanguage): IntlLocale {
  return language === 'en' ? 'en' : 'zh-Hans';
}

/** Reads any spelling a client may send (zh-hans, zh-CN, en-US, ...) as one of ours. */
export function parseApiLanguage(value: string | null | undefined): ApiLanguage {
  const v = (value ?? '').trim().toLowerCase();
  if (v.startsWith('en')) return 'en';
  return DEFAULT_LANGUAGE;
}

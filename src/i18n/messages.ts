import { defineMessages, type NoMessageValues } from 'react-intl';

export const commonMessages = defineMessages<{
  appName: NoMessageValues;
  languageSwitch: { current: string };
  zhHans: NoMessageValues;
  en: NoMessageValues;
}>({
  appName: {
    id: 'app.name',
    defaultMessage: 'Rights Partner Portal',
    description: 'Product name in the top bar, the tab title and the footer',
  },
  languageSwitch: {
    id: 'language.switch',
    defaultMessage: 'Language: {current}',
    description: 'Accessible name of the language switch button; current is the language name',
  },
  zhHans: {
    id: 'language.zhHans',
    defaultMessage: '简体中文',
    description: 'Name of simplified Chinese, always written in Chinese so its readers find it',
  },
  en: {
    id: 'language.en',
    defaultMessage: 'English',
    description: 'Name of English, always written in English so its readers find it',
  },
});

/** Each language's name, written in that language, by API language code. */
export const LANGUAGE_NAMES = { 'zh-hans': commonMessages.zhHans, en: commonMessages.en } as const;

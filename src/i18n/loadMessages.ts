// zh-Hans is the default and ships in the entry chunk; English is fetched only when chosen.
import type { ApiLanguage } from '../domain/locale';
import zhHans from './locales/zh-Hans.json';

export type Messages = Readonly<Record<string, string>>;

export async function loadMessages(language: ApiLanguage): Promise<Messages> {
  if (language === 'en') return (await import('./locales/en.json')).default;
  return zhHans;
}

import { useSyncExternalStore } from 'react';
import type { ApiLanguage } from '../domain/locale';
import { getLanguage, subscribeLanguage } from './languageStore';

export function useLanguage(): ApiLanguage {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

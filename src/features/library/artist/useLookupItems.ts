// Choices for the country/region and display-language fields. Countries are the server's lookup
// (cached in IndexedDB after the first success, so forms work offline); display languages are built
// from the same domain table the server uses, so they never wait for the network.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadLookup } from '../../../app/api/loadLookup';
import type { LookupItem } from '../../../domain/api';
import { buildDisplayLanguageItems } from '../../../domain/reference/languages';
import { reportError } from '../../../data/errorLog';

export interface Choice {
  code: string;
  label: string;
}

export type LookupState = { status: 'loading' } | { status: 'ready'; choices: Choice[] } | { status: 'failed' };

export function choicesOf(items: readonly LookupItem[], locale: string): Choice[] {
  const zh = locale.toLowerCase().startsWith('zh');
  return items.map((item) => ({ code: item.code, label: zh ? item.nameZh : item.nameEn }));
}

/** The label of a code, or the code itself when the list does not know it. */
export function labelOf(choices: readonly Choice[] | undefined, code: string | null | undefined): string {
  if (!code) return '';
  return choices?.find((c) => c.code === code)?.label ?? code;
}

let displayLanguageItems: LookupItem[] | null = null;

export function useDisplayLanguageChoices(): Choice[] {
  const { locale } = useIntl();
  return useMemo(() => {
    displayLanguageItems ??= buildDisplayLanguageItems();
    return choicesOf(displayLanguageItems, locale);
  }, [locale]);
}

export function useCountryChoices(): LookupState {
  const { locale } = useIntl();
  const [items, setItems] = useState<LookupItem[] | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLookup('country')
      .then((list) => live && setItems(list))
      .catch((error: unknown) => {
        reportError('lookup.country', error);
        if (live) setItems('failed');
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  // a failed fetch (offline before the list was ever cached) is tried again on reconnect
  useEffect(() => {
    if (items !== 'failed') return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [items]);
  return useMemo<LookupState>(() => {
    if (items === null) return { status: 'loading' };
    if (items === 'failed') return { status: 'failed' };
    return { status: 'ready', choices: choicesOf(items, locale) };
  }, [items, locale]);
}

import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { toIntlLocale, type ApiLanguage } from '../domain/locale';
import { getLanguage, subscribeLanguage } from './languageStore';
import {
  getLatestFullMessages,
  loadMessages,
  subscribeFullMessages,
  type Messages,
} from './loadMessages';

interface Props {
  /** the catalogue of the language chosen at boot, loaded before the first render */
  initialMessages: Messages;
  children: ReactNode;
}

interface Loaded {
  language: ApiLanguage;
  messages: Messages;
}

/** Swaps the catalogue in place when the language changes, so every text changes at once. */
export function I18nProvider({ initialMessages, children }: Props) {
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const full = getLatestFullMessages();
    return full && full.language === getLanguage()
      ? full
      : { language: getLanguage(), messages: initialMessages };
  });

  useEffect(() => {
    const apply = (language: ApiLanguage, messages: Messages) => {
      if (getLanguage() === language) setLoaded({ language, messages });
    };
    const unsubscribe = subscribeFullMessages(apply);
    // the full catalogue may have arrived between the first render and this effect
    const full = getLatestFullMessages();
    if (full) apply(full.language, full.messages);
    return unsubscribe;
  }, []);

  useEffect(
    () =>
      subscribeLanguage((language) => {
        void loadMessages(language).then((messages) => {
          // a quicker later switch wins over a slower earlier one
          if (getLanguage() === language) setLoaded({ language, messages });
        });
      }),
    [],
  );

  const locale = toIntlLocale(loaded.language);
  // in the same commit as the new texts, so assistive tech never reads them in the old language
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}

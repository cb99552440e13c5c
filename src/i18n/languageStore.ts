// The chosen language: kept in the `language` cookie (spec section 3) so it survives a reload and
// reaches every tab, mirrored into the Dexie session for the sync worker's request headers.
import { readCookie, writeCookie, PREFERENCE_MAX_AGE } from '../app/browser/cookies';
import { LANGUAGE_COOKIE, parseApiLanguage, type ApiLanguage } from '../domain/locale';

type Listener = (language: ApiLanguage) => void;

let current: ApiLanguage = parseApiLanguage(readCookie(LANGUAGE_COOKIE));
const listeners = new Set<Listener>();

export function getLanguage(): ApiLanguage {
  return current;
}

/**
 * Takes a language without writing the cookie or telling anyone: for a page rendered outside a
 * browser (the build's prerender, src/prerender), where the language is given, not chosen.
 */
export function adoptLanguage(language: ApiLanguage): void {
  current = language;
}

export function setLanguage(language: ApiLanguage): void {
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeSeconds: PREFERENCE_MAX_AGE });
  if (language === current) return;
  current = language;
  // The worker reads it later; a failed write only costs it the header of the next sync.
  import('../data/sessionRepo')
    .then(({ saveSession }) => saveSession({ language }))
    .catch(() => undefined);
  for (const listener of listeners) listener(language);
}

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// zh-Hans is the default: its shell part ships in the entry chunk. The rest of a catalogue (and
// all of English) is fetched on demand: with the logged-in layout, or when the language changes.
import type { ApiLanguage } from '../domain/locale';
import zhHansShell from './locales/zh-Hans.json?part=shell';

export type Messages = Readonly<Record<string, string>>;

const loaders: Record<
  ApiLanguage,
  { shell: () => Promise<Messages>; rest: () => Promise<Messages> }
> = {
  'zh-hans': {
    shell: async () => zhHansShell,
    rest: async () => (await import('./locales/zh-Hans.json?part=rest')).default,
  },
  en: {
    shell: async () => (await import('./locales/en.json?part=shell')).default,
    rest: async () => (await import('./locales/en.json?part=rest')).default,
  },
};

/** Once the full catalogue was asked for (logged-in screens), every later load is full too. */
let wantsFull = false;
/** The last full catalogue handed out: the provider may mount after it arrived (the router starts loading first). */
let latestFull: { language: ApiLanguage; messages: Messages } | null = null;
const fullListeners = new Set<(language: ApiLanguage, messages: Messages) => void>();

export async function loadMessages(language: ApiLanguage): Promise<Messages> {
  const { shell, rest } = loaders[language];
  if (!wantsFull) return shell();
  const [a, b] = await Promise.all([shell(), rest()]);
  return { ...a, ...b };
}

/**
 * Loads the whole catalogue of the language and hands it to the provider before resolving, so
 * the logged-in layout (whose lazy load awaits this) never renders a missing text.
 */
export async function ensureFullMessages(language: ApiLanguage): Promise<void> {
  wantsFull = true;
  const messages = await loadMessages(language);
  latestFull = { language, messages };
  for (const listener of fullListeners) listener(language, messages);
}

export function getLatestFullMessages(): { language: ApiLanguage; messages: Messages } | null {
  return latestFull;
}

export function subscribeFullMessages(
  listener: (language: ApiLanguage, messages: Messages) => void,
): () => void {
  fullListeners.add(listener);
  return () => fullListeners.delete(listener);
}

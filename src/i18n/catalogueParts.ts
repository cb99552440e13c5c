// The catalogues ship in two parts so the login page carries only the texts public pages use:
// the shell (an allow-list of id prefixes) in the entry chunk, everything else with the
// logged-in layout. A new feature's ids fall into the rest by default.
import { PUBLIC_ROUTES } from '../domain/routes';

export const SHELL_PREFIXES: readonly string[] = [
  'app.',
  'auth.',
  'common.',
  'error.',
  'errors.',
  'footer.',
  // the public landing page: prerendered, it hydrates without waiting for the rest (~24 kB gzip)
  'home.',
  'language.',
  'layout.',
  'placeholder.',
  'router.',
  'version.',
];

/**
 * Texts only the server sends (mail, SMS): kept in the catalogues for the translators and the
 * both-languages checks, never shipped to the browser (neither part holds them).
 */
export const SERVER_ONLY_PREFIXES: readonly string[] = [
  'mail.',
  'sms.',
  'serverNotice.',
  'serverFinance.',
];

export type CataloguePart = 'shell' | 'rest' | 'server';

/** Titles of the public routes (document title, public frame); logged-in titles come later. */
const PUBLIC_ROUTE_TITLES = new Set(PUBLIC_ROUTES.map((r) => `route.${r.name}`));

export function catalogueKeyPart(id: string): CataloguePart {
  if (SERVER_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'server';
  if (PUBLIC_ROUTE_TITLES.has(id)) return 'shell';
  return SHELL_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'shell' : 'rest';
}

export function pickCataloguePart<T>(
  messages: Readonly<Record<string, T>>,
  part: CataloguePart,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => catalogueKeyPart(id) === part),
  );
}

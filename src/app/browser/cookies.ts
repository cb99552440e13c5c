// Small cookie helpers. The spec keeps the language, the sidebar state and the auto-login key in
// cookies (sections 3 and 9); everything else lives in IndexedDB.
export interface CookieOptions {
  maxAgeSeconds?: number;
}

/** Ten years: "remember" preferences without a practical expiry. */
export const PREFERENCE_MAX_AGE = 10 * 365 * 24 * 3600;

export function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || jar.has(name)) continue;
    try {
      jar.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a value another site wrote without percent-encoding: kept as sent, not a failure
      jar.set(name, part.slice(eq + 1).trim());
    }
  }
  return jar;
}

export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  secure = false,
): string {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (options.maxAgeSeconds !== undefined)
    cookie += `; Max-Age=${Math.floor(options.maxAgeSeconds)}`;
  // Some engines ignore Max-Age=0; an expiry in the past removes the cookie everywhere.
  if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0)
    cookie += '; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  if (secure) cookie += '; Secure';
  return cookie;
}

const hasDocument = (): boolean => typeof document !== 'undefined';

export function readCookie(name: string): string | undefined {
  return hasDocument() ? parseCookies(document.cookie).get(name) : undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  document.cookie = serializeCookie(name, value, options, location.protocol === 'https:');
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}

// The auto-login key lives in the `autoToken` cookie for 14 days (spec section 9), apart from the
// session token, so that clearing an expired session does not lose the way back in.
import { AUTO_LOGIN_DAYS } from '../../domain/api';
import { readCookie, removeCookie, writeCookie } from '../browser/cookies';

export const AUTO_LOGIN_COOKIE = 'autoToken';

export function getAutoLoginKey(): string | null {
  return readCookie(AUTO_LOGIN_COOKIE) || null;
}

export function storeAutoLoginKey(key: string): void {
  writeCookie(AUTO_LOGIN_COOKIE, key, { maxAgeSeconds: AUTO_LOGIN_DAYS * 24 * 3600 });
}

export function clearAutoLoginKey(): void {
  removeCookie(AUTO_LOGIN_COOKIE);
}

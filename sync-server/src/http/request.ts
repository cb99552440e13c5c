// Reading the contract's request headers (spec section 7: `uvsign`, `language`).
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HEADER_LANGUAGE, HEADER_TOKEN } from '../../../src/domain/api';
import { LANGUAGE_COOKIE, parseApiLanguage, type ApiLanguage } from '../../../src/domain/locale';
import type { AuthContext } from '../auth/context';
import { ApiError } from './apiError';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function languageOf(request: FastifyRequest): ApiLanguage {
  return parseApiLanguage(headerValue(request, HEADER_LANGUAGE));
}

/** The language the request names, or undefined when it names none (a script, not a page). */
export function chosenLanguageOf(request: FastifyRequest): ApiLanguage | undefined {
  const value = headerValue(request, HEADER_LANGUAGE);
  return value === undefined || value.trim() === '' ? undefined : parseApiLanguage(value);
}

/** A page request carries no `language` header: the browser's choice lives in the `language` cookie. */
export function cookieLanguageOf(request: FastifyRequest): ApiLanguage {
  const header = headerValue(request, 'cookie') ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LANGUAGE_COOKIE)
      return parseApiLanguage(part.slice(eq + 1));
  }
  return parseApiLanguage(undefined);
}

export function sessionSignOf(request: FastifyRequest): string | undefined {
  const sign = headerValue(request, HEADER_TOKEN)?.trim();
  return sign ? sign : undefined;
}

/** The caller of a route guarded by 'loggedIn' or a privilege; the guard has already checked it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError('notlogin');
  return request.auth;
}

/**
 * The client's address as the limits count it: IPv4 as is, IPv6 by its /64 (one subscriber's
 * block), so an attacker cannot pick a fresh address from their block for every try.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

// POST /org/login, /org/autoLogin, /org/logout (spec section 7, Account and session).
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import {
  autoLoginRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
} from '../../../../src/domain/schemas/auth';
import { autoLogin, login, logout } from '../../auth/commands';
import { okEnvelope } from '../../http/envelope';
import { chosenLanguageOf, clientAddressOf, languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerSessionRoutes(
  app: FastifyInstance,
  { db, config, throttle }: RouteDeps,
): void {
  const settings = { sessionTtlHours: config.sessionTtlHours, throttle };

  app.post(apiUrl(PATHS.login), { config: { privilege: 'public' } }, async (request) => {
    const input = parseInput(loginRequestSchema, request.body, languageOf(request));
    // only a language the client names is kept: a script sending none leaves the account's as it is
    const chosen = chosenLanguageOf(request);
    return okEnvelope(await login(db, input, clientAddressOf(request), settings, chosen));
  });

  app.post(apiUrl(PATHS.autoLogin), { config: { privilege: 'public' } }, async (request) => {
    const input = parseInput(autoLoginRequestSchema, request.body, languageOf(request));
    return okEnvelope(await autoLogin(db, input, settings));
  });

  app.post(apiUrl(PATHS.logout), { config: { privilege: 'loggedIn' } }, async (request) => {
    const input = parseInput(logoutRequestSchema, request.body, languageOf(request));
    await logout(db, requireAuth(request), input);
    return okEnvelope(null);
  });
}

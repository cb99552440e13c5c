// /account/personal (ours, in the spec's style): POST /org/up/personal_info, /org/up/password.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import { changePasswordSchema, personalInfoSchema } from '../../../../src/domain/schemas/personal';
import { changePassword, updatePersonalInfo } from '../../accounts/personal';
import { requiresLink } from '../../auth/privileges';
import { okEnvelope } from '../../http/envelope';
import { clientAddressOf, languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerPersonalRoutes(
  app: FastifyInstance,
  { db, clock, throttle }: RouteDeps,
): void {
  const personal = { config: { privilege: requiresLink('account-personal') } };

  app.post(apiUrl(PATHS.personalInfo), personal, async (request) => {
    const input = parseInput(personalInfoSchema, request.body, languageOf(request));
    await updatePersonalInfo(db, requireAuth(request), input);
    return okEnvelope(null);
  });

  app.post(apiUrl(PATHS.changePassword), personal, async (request) => {
    const input = parseInput(changePasswordSchema, request.body, languageOf(request));
    await changePassword(
      { db, clock, throttle },
      requireAuth(request),
      input,
      clientAddressOf(request),
    );
    return okEnvelope(null);
  });
}

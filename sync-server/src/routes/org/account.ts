// GET /org/loginUserInfo and /org/view/get_all_role.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import { requiresLink } from '../../auth/privileges';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { loadUserRecord } from '../../org/userInfo';
import { presentLoginUserInfo, presentPartnerRoles } from '../../presenters/org';
import type { RouteDeps } from '../deps';

export function registerAccountRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiUrl(PATHS.loginUserInfo), { config: { privilege: 'loggedIn' } }, async (request) => {
    const user = await loadUserRecord(db, requireAuth(request).userId);
    return okEnvelope(presentLoginUserInfo(user, languageOf(request)));
  });

  // the team screen lists the roles a member can be given
  app.get(
    apiUrl(PATHS.allRoles),
    { config: { privilege: requiresLink('account-team') } },
    async (request) => okEnvelope(presentPartnerRoles(languageOf(request))),
  );
}

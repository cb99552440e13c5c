// GET /org/loginUserInfo, /org/view/get_all_role and /org/view/user_info_bigdata.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import { requiresLink } from '../../auth/privileges';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { loadUserRecord } from '../../org/userInfo';
import { loadUserInfoBigdata } from '../../org/userInfoBigdata';
import { presentLoginUserInfo, presentPartnerRoles } from '../../presenters/org';
import type { RouteDeps } from '../deps';

export function registerAccountRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
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

  // the data (trend) screens' own question: their privilege, the caller's organisation only
  app.get(
    apiUrl(PATHS.userInfoBigdata),
    { config: { privilege: requiresLink('trend-index') } },
    async (request) => {
      const auth = requireAuth(request);
      return okEnvelope(await loadUserInfoBigdata(db, clock, auth.userId, languageOf(request)));
    },
  );
}

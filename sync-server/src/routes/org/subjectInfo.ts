// /account/subjectInfo (ours, in the spec's style): GET /org/view/subject_info for every member
// with the screen, POST /org/up/subject_info for administrators (action-subject-edit).
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import { ACTIONS } from '../../../../src/domain/roles';
import { readSubjectInfo, updateSubjectInfo } from '../../accounts/subjectInfo';
import { requiresLink } from '../../auth/privileges';
import { okEnvelope } from '../../http/envelope';
import { clientAddressOf, languageOf, requireAuth } from '../../http/request';
import type { RouteDeps } from '../deps';

export function registerSubjectInfoRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  const view = { config: { privilege: requiresLink('account-subjectInfo') } };
  const edit = { config: { privilege: requiresLink(ACTIONS.subjectEdit) } };

  app.get(apiUrl(PATHS.subjectInfo), view, async (request) =>
    okEnvelope(await readSubjectInfo(db, requireAuth(request).orgId)),
  );

  app.post(apiUrl(PATHS.updateSubjectInfo), edit, async (request) => {
    const info = await updateSubjectInfo({ db, clock }, requireAuth(request), request.body, {
      language: languageOf(request),
      address: clientAddressOf(request),
    });
    return okEnvelope(info);
  });
}

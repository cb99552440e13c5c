// The team screen (ours, in the spec's style) and invitation registration (spec section 7:
// GET /org/up/go_invite_registration, POST /org/up/invite_registration). Team calls need the
// account-team privilege (administrators); records are loaded through auth/teamPolicy.ts.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import {
  invitationIdSchema,
  inviteRegistrationSchema,
  inviteSchema,
  inviteTokenSchema,
  memberIdSchema,
  memberRolesSchema,
  securityLogQuerySchema,
} from '../../../../src/domain/schemas/team';
import {
  acceptInvitation,
  inviteMember,
  listInvitations,
  readInvitation,
  resendInvitation,
  revokeInvitation,
  type InvitationDeps,
} from '../../accounts/invitations';
import { listSecurityEvents } from '../../accounts/securityLog';
import { changeMemberRoles, deleteMember, listMembers } from '../../accounts/team';
import { requiresLink } from '../../auth/privileges';
import { okEnvelope } from '../../http/envelope';
import { chosenLanguageOf, clientAddressOf, languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerTeamRoutes(
  app: FastifyInstance,
  { db, config, clock, sendLimits }: RouteDeps,
): void {
  const deps: InvitationDeps = {
    db,
    clock,
    secret: config.secrets.signingSecret,
    publicUrl: config.publicUrl,
    sendLimits,
  };
  const team = { config: { privilege: requiresLink('account-team') } };

  app.get(apiUrl(PATHS.teamMembers), team, async (request) =>
    okEnvelope(await listMembers(db, requireAuth(request))),
  );

  app.get(apiUrl(PATHS.teamInvitations), team, async (request) =>
    okEnvelope(await listInvitations(db, clock, requireAuth(request))),
  );

  app.post(apiUrl(PATHS.inviteMember), team, async (request) => {
    const language = languageOf(request);
    const input = parseInput(inviteSchema, request.body, language);
    const auth = requireAuth(request);
    return okEnvelope(await inviteMember(deps, auth, input, language, clientAddressOf(request)));
  });

  app.post(apiUrl(PATHS.resendInvitation), team, async (request) => {
    const input = parseInput(invitationIdSchema, request.body, languageOf(request));
    await resendInvitation(deps, requireAuth(request), input, clientAddressOf(request));
    return okEnvelope(null);
  });

  app.post(apiUrl(PATHS.revokeInvitation), team, async (request) => {
    const input = parseInput(invitationIdSchema, request.body, languageOf(request));
    await revokeInvitation(deps, requireAuth(request), input, clientAddressOf(request));
    return okEnvelope(null);
  });

  app.post(apiUrl(PATHS.memberRoles), team, async (request) => {
    const language = languageOf(request);
    const input = parseInput(memberRolesSchema, request.body, language);
    await changeMemberRoles(deps, requireAuth(request), input, {
      address: clientAddressOf(request),
      language,
    });
    return okEnvelope(null);
  });

  app.post(apiUrl(PATHS.deleteMember), team, async (request) => {
    const input = parseInput(memberIdSchema, request.body, languageOf(request));
    await deleteMember(deps, requireAuth(request), input, { address: clientAddressOf(request) });
    return okEnvelope(null);
  });

  app.get(apiUrl(PATHS.securityLog), team, async (request) => {
    const query = parseInput(securityLogQuerySchema, request.query, languageOf(request));
    return okEnvelope(await listSecurityEvents(db, requireAuth(request).orgId, query));
  });

  app.get(
    apiUrl(PATHS.goInviteRegistration),
    { config: { privilege: 'public' } },
    async (request) => {
      const input = parseInput(inviteTokenSchema, request.query, languageOf(request));
      return okEnvelope(await readInvitation(deps, input));
    },
  );

  app.post(
    apiUrl(PATHS.inviteRegistration),
    { config: { privilege: 'public' } },
    async (request) => {
      const input = parseInput(inviteRegistrationSchema, request.body, languageOf(request));
      return okEnvelope(
        await acceptInvitation(deps, input, {
          address: clientAddressOf(request),
          language: chosenLanguageOf(request),
        }),
      );
    },
  );
}

// System messages: unread count, a page of messages, mark one read.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import {
  sysMessageListQuerySchema,
  sysMessageReadSchema,
} from '../../../../src/domain/schemas/messages';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import { countUnreadMessages, listMessages, markMessageRead } from '../../messages/sysMessages';
import { presentSysMessagePage } from '../../presenters/messages';
import type { RouteDeps } from '../deps';

export function registerSysMessageRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiUrl(PATHS.sysMsgNum), { config: { privilege: 'loggedIn' } }, async (request) =>
    okEnvelope(await countUnreadMessages(db, requireAuth(request))),
  );

  app.get(apiUrl(PATHS.sysMsgList), { config: { privilege: 'loggedIn' } }, async (request) => {
    const language = languageOf(request);
    const query = parseInput(sysMessageListQuerySchema, request.query, language);
    return okEnvelope(
      presentSysMessagePage(await listMessages(db, requireAuth(request), query), language),
    );
  });

  app.post(apiUrl(PATHS.sysMsgRead), { config: { privilege: 'loggedIn' } }, async (request) => {
    const input = parseInput(sysMessageReadSchema, request.body, languageOf(request));
    await markMessageRead(db, requireAuth(request), input.id);
    return okEnvelope(null);
  });
}

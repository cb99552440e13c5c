// Help and contact (spec section 7): go_help, entry_info, advisory_mail; and ours: the staff's
// help editor (read both languages, save an entry) and the public payment notice.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import { contactSchema } from '../../../../src/domain/help/contact';
import {
  helpEntryInfoSchema,
  helpEntrySaveSchema,
  helpMenuQuerySchema,
} from '../../../../src/domain/help/help';
import { paymentNoticeQuerySchema } from '../../../../src/domain/help/payment';
import { ACTIONS } from '../../../../src/domain/roles';
import { requiresLink } from '../../auth/privileges';
import { sendContactMessage } from '../../help/contact';
import {
  readHelpCentre,
  readHelpEntries,
  readHelpSources,
  saveHelpEntry,
} from '../../help/helpCentre';
import { okEnvelope } from '../../http/envelope';
import { clientAddressOf, languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import { readPaymentNotice } from '../../payments/paymentNotices';
import type { RouteDeps } from '../deps';

export function registerHelpRoutes(
  app: FastifyInstance,
  { db, config, clock, sendLimits }: RouteDeps,
): void {
  app.post(apiUrl(PATHS.goHelp), { config: { privilege: 'public' } }, async (request) => {
    const language = languageOf(request);
    const input = parseInput(helpMenuQuerySchema, request.body ?? {}, language);
    return okEnvelope(await readHelpCentre(db, language, input.menuId));
  });

  app.post(apiUrl(PATHS.helpEntryInfo), { config: { privilege: 'public' } }, async (request) => {
    const language = languageOf(request);
    const input = parseInput(helpEntryInfoSchema, request.body, language);
    return okEnvelope(await readHelpEntries(db, language, input.firstMenuId, input.secondMenuId));
  });

  const editor = requiresLink(ACTIONS.helpEdit);
  app.post(apiUrl(PATHS.helpSource), { config: { privilege: editor } }, async () =>
    okEnvelope(await readHelpSources(db)),
  );
  app.post(apiUrl(PATHS.helpSave), { config: { privilege: editor } }, async (request) => {
    const input = parseInput(helpEntrySaveSchema, request.body, languageOf(request));
    const id = await saveHelpEntry(db, clock, requireAuth(request).userId, input);
    return okEnvelope({ id });
  });

  app.post(apiUrl(PATHS.advisoryMail), { config: { privilege: 'public' } }, async (request) => {
    const language = languageOf(request);
    const input = parseInput(contactSchema, request.body, language);
    await sendContactMessage(
      {
        db,
        clock,
        secret: config.secrets.signingSecret,
        operatorAddress: config.contactMailTo,
        sendLimits,
      },
      input,
      clientAddressOf(request),
      language,
    );
    return okEnvelope(null);
  });

  app.post(
    apiUrl(PATHS.paymentNotice),
    { config: { privilege: 'public' } },
    async (request, reply) => {
      // a notice is for its reader only: never kept by a cache or listed by a search engine
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      const language = languageOf(request);
      const input = parseInput(paymentNoticeQuerySchema, request.body, language);
      return okEnvelope(await readPaymentNotice(db, clock, input.id, language));
    },
  );
}

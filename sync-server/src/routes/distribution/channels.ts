// The back office's channel calls (ours; src/domain/distribution/channel.ts CHANNEL_PATHS): list,
// read, add and update distribution channels. A secret goes in with a save and never comes out:
// every answer is a ChannelView, which has no field for it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiUrl } from '../../../../src/domain/api';
import {
  CHANNEL_PATHS,
  channelAddSchema,
  channelLogoUrl,
  channelIdSchema,
  channelUpdateSchema,
} from '../../../../src/domain/distribution/channel';
import { ACTIONS } from '../../../../src/domain/roles';
import { requiresLink } from '../../auth/privileges';
import { checkChannelLogo, findChannelLogoFile } from '../../distribution/channelLogo';
import { authorizeChannel } from '../../distribution/channelPolicy';
import {
  insertChannel,
  isChannelCodeTaken,
  listChannels,
  updateChannel,
} from '../../distribution/channelStore';
import { contentTypeOf, formatOfFacts } from '../../files/fileFormats';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

const logoParamsSchema = z.object({ id: z.uuid() });

export function registerChannelRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, config, store } = deps;
  const staff = { config: { privilege: requiresLink(ACTIONS.backofficeChannels) } };
  const secret = config.secrets.signingSecret;

  app.get(apiUrl(CHANNEL_PATHS.list), staff, async (request) => {
    await authorizeChannel(db, requireAuth(request), null);
    return okEnvelope({ list: await listChannels(db) });
  });

  app.get(apiUrl(CHANNEL_PATHS.get), staff, async (request) => {
    const input = parseInput(channelIdSchema, request.query, languageOf(request));
    return okEnvelope(await authorizeChannel(db, requireAuth(request), input.id));
  });

  app.post(apiUrl(CHANNEL_PATHS.add), staff, async (request) => {
    const input = parseInput(channelAddSchema, request.body, languageOf(request));
    const auth = requireAuth(request);
    await authorizeChannel(db, auth, null);
    await checkChannelLogo(db, auth, input.fields.logoFileId);
    const view = await db.transaction(async (tx) => {
      if (await isChannelCodeTaken(tx, input.fields.code, null))
        throw new ApiError('channelCodeTaken');
      return insertChannel(tx, input, secret, clock.now());
    });
    return okEnvelope(view);
  });

  app.post(apiUrl(CHANNEL_PATHS.update), staff, async (request) => {
    const input = parseInput(channelUpdateSchema, request.body, languageOf(request));
    const auth = requireAuth(request);
    await authorizeChannel(db, auth, input.id);
    await checkChannelLogo(db, auth, input.fields.logoFileId);
    const view = await db.transaction(async (tx) => {
      if (await isChannelCodeTaken(tx, input.fields.code, input.id))
        throw new ApiError('channelCodeTaken');
      return updateChannel(tx, input.id, input, secret, clock.now());
    });
    if (!view) throw new ApiError('notFound');
    return okEnvelope(view);
  });

  // Partners see the logo beside the channel's name (an <img>, no session header): public, and
  // only a verified image some channel names as its logo; any other file id is a 404.
  app.get(
    `${channelLogoUrl(':id')}`,
    { config: { privilege: 'public' } },
    async (request, reply) => {
      const { id } = parseInput(logoParamsSchema, request.params, languageOf(request));
      const row = await findChannelLogoFile(db, id);
      return reply
        .type(contentTypeOf(formatOfFacts(row.facts)))
        .header('content-length', String(Number(row.size)))
        .header('cache-control', 'public, max-age=3600')
        .send(await store.openRead(row.object_key));
    },
  );
}

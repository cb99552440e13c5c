// The partner's distribution calls (src/domain/distribution/api.ts): the album's channels with
// their states, a distribution request and an off-shelf request. Requests need the distribution
// privilege (the "administrator without distribution rights" role lacks it).
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  albumChannelsQuerySchema,
  DISTRIBUTION_PATHS,
  distributionRequestSchema,
} from '../../../../src/domain/distribution/api';
import { ACTIONS } from '../../../../src/domain/roles';
import { requiresLink } from '../../auth/privileges';
import { albumChannels, requestAlbumDistribution } from '../../distribution/albumDistribution';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerAlbumDistributionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;
  const distribute = { config: { privilege: requiresLink(ACTIONS.albumDistribute) } };

  app.get(
    apiUrl(DISTRIBUTION_PATHS.channels),
    { config: { privilege: requiresLink('library-album-info') } },
    async (request) => {
      const input = parseInput(albumChannelsQuerySchema, request.query, languageOf(request));
      return okEnvelope(await albumChannels(db, clock, requireAuth(request), input.albumId));
    },
  );

  app.post(apiUrl(DISTRIBUTION_PATHS.distribute), distribute, async (request) => {
    const input = parseInput(distributionRequestSchema, request.body, languageOf(request));
    return okEnvelope(
      await requestAlbumDistribution(db, clock, requireAuth(request), input, 'release'),
    );
  });

  app.post(apiUrl(DISTRIBUTION_PATHS.offShelf), distribute, async (request) => {
    const input = parseInput(distributionRequestSchema, request.body, languageOf(request));
    return okEnvelope(
      await requestAlbumDistribution(db, clock, requireAuth(request), input, 'takedown'),
    );
  });
}

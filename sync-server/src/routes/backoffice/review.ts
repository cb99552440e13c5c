// The review workspace's calls (issue 15): the back office's queue, review page and claims
// (staff of the back office only: the privilege plus auth/backofficePolicy.ts), and the partner's
// read of its own album's review history. Decisions are POST /api/backoffice/album/review.json.
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  REVIEW_PATHS,
  reviewAlbumIdSchema,
  reviewQueueQuerySchema,
} from '../../../../src/domain/review/review';
import { ACTIONS } from '../../../../src/domain/roles';
import { authorizeBackofficeQueue } from '../../auth/backofficePolicy';
import { requiresLink } from '../../auth/privileges';
import { loadReviewPage } from '../../backoffice/reviewPage';
import { listReviewQueue } from '../../backoffice/reviewQueue';
import {
  claimAlbumReview,
  partnerReviewHistory,
  releaseAlbumReview,
} from '../../backoffice/reviewWorkspace';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerReviewRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  const privilege = requiresLink(ACTIONS.backofficeReview);

  app.get(apiUrl(REVIEW_PATHS.queue), { config: { privilege } }, async (request) => {
    const query = parseInput(reviewQueueQuerySchema, request.query, languageOf(request));
    const auth = requireAuth(request);
    await authorizeBackofficeQueue(db, auth);
    return okEnvelope(await listReviewQueue(db, query, auth.userId, clock.now()));
  });

  app.get(apiUrl(REVIEW_PATHS.album), { config: { privilege } }, async (request) => {
    const { albumId } = parseInput(reviewAlbumIdSchema, request.query, languageOf(request));
    return okEnvelope(await loadReviewPage(db, requireAuth(request), albumId, clock.now()));
  });

  app.post(apiUrl(REVIEW_PATHS.claim), { config: { privilege } }, async (request) => {
    const { albumId } = parseInput(reviewAlbumIdSchema, request.body, languageOf(request));
    return okEnvelope(await claimAlbumReview(db, requireAuth(request), albumId, clock.now()));
  });

  app.post(apiUrl(REVIEW_PATHS.release), { config: { privilege } }, async (request) => {
    const { albumId } = parseInput(reviewAlbumIdSchema, request.body, languageOf(request));
    await releaseAlbumReview(db, requireAuth(request), albumId);
    return okEnvelope(null);
  });

  app.get(
    apiUrl(REVIEW_PATHS.history),
    { config: { privilege: requiresLink('library-album-info') } },
    async (request) => {
      const { albumId } = parseInput(reviewAlbumIdSchema, request.query, languageOf(request));
      return okEnvelope({ list: await partnerReviewHistory(db, requireAuth(request), albumId) });
    },
  );
}

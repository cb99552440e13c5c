// The review workspace's calls (issue 15): the back office's queue, review page and claims
// (staff of the back office only: the privilege plus auth/backofficePolicy.ts), and the partner's
// read of its own album's review history. Decisions are POST /api/backoffice/album/review.json.
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  REVIEW_PATHS,
  reviewAlbumIdSchema,
  reviewAlbumRefSchema,
  reviewFileUrlSchema,
  reviewQueueQuerySchema,
} from '../../../../src/domain/review/review';
import { ACTIONS } from '../../../../src/domain/roles';
import { authorizeBackofficeQueue } from '../../auth/backofficePolicy';
import { requiresLink } from '../../auth/privileges';
import { authorizeReviewFile } from '../../backoffice/reviewFiles';
import { loadReviewPage } from '../../backoffice/reviewPage';
import { listReviewQueue } from '../../backoffice/reviewQueue';
import {
  claimAlbumReview,
  partnerReviewHistory,
  releaseAlbumReview,
} from '../../backoffice/reviewWorkspace';
import { fileIdOfRef, requireReadable, signPlayUrl } from '../../files/fileAccess';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerReviewRoutes(app: FastifyInstance, { db, clock, config }: RouteDeps): void {
  const privilege = requiresLink(ACTIONS.backofficeReview);

  app.get(apiUrl(REVIEW_PATHS.queue), { config: { privilege } }, async (request) => {
    const query = parseInput(reviewQueueQuerySchema, request.query, languageOf(request));
    const auth = requireAuth(request);
    await authorizeBackofficeQueue(db, auth);
    return okEnvelope(await listReviewQueue(db, query, auth.userId, clock.now()));
  });

  app.get(apiUrl(REVIEW_PATHS.album), { config: { privilege } }, async (request) => {
    const ref = parseInput(reviewAlbumRefSchema, request.query, languageOf(request));
    return okEnvelope(await loadReviewPage(db, requireAuth(request), ref, clock.now()));
  });

  app.post(apiUrl(REVIEW_PATHS.claim), { config: { privilege } }, async (request) => {
    const ref = parseInput(reviewAlbumRefSchema, request.body, languageOf(request));
    return okEnvelope(await claimAlbumReview(db, requireAuth(request), ref, clock.now()));
  });

  app.post(apiUrl(REVIEW_PATHS.release), { config: { privilege } }, async (request) => {
    const ref = parseInput(reviewAlbumRefSchema, request.body, languageOf(request));
    await releaseAlbumReview(db, requireAuth(request), ref);
    return okEnvelope(null);
  });

  // the reviewer's player and cover: a file only through the album that names it
  app.post(apiUrl(REVIEW_PATHS.fileUrl), { config: { privilege } }, async (request) => {
    const language = languageOf(request);
    const { orgId, albumId, fileUrl } = parseInput(reviewFileUrlSchema, request.body, language);
    const auth = requireAuth(request);
    const row = await authorizeReviewFile(db, auth, { orgId, albumId }, fileIdOfRef(fileUrl));
    requireReadable(row, language, ['verified']);
    return okEnvelope(
      signPlayUrl(config.secrets.signingSecret, row.id, auth.userId, clock.now(), albumId),
    );
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

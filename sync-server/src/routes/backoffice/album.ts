// Back-office album actions (staff of the back office only, any organisation: auth/backofficePolicy.ts):
// review and release transitions.
import type { FastifyInstance } from 'fastify';
import { ACTIONS } from '../../../../src/domain/roles';
import { requiresLink } from '../../auth/privileges';
import { reviewDecisionSchema } from '../../../../src/domain/review/review';
import { releaseActionSchema, releaseAlbum, reviewAlbum } from '../../backoffice/albumActions';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export const BACKOFFICE_PATHS = {
  albumReview: '/api/backoffice/album/review.json',
  albumRelease: '/api/backoffice/album/release.json',
} as const;

export function registerBackofficeRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  const privilege = requiresLink(ACTIONS.backofficeReview);
  app.post(BACKOFFICE_PATHS.albumReview, { config: { privilege } }, async (request) => {
    const input = parseInput(reviewDecisionSchema, request.body, languageOf(request));
    return okEnvelope({ album: await reviewAlbum(db, requireAuth(request), input, clock.now()) });
  });
  app.post(BACKOFFICE_PATHS.albumRelease, { config: { privilege } }, async (request) => {
    const input = parseInput(releaseActionSchema, request.body, languageOf(request));
    return okEnvelope({ album: await releaseAlbum(db, requireAuth(request), input) });
  });
}

// POST /dataDetailReport/view/queryNaturalTime (spec section 7, "Data"): the trend screen's figures
// for a period and a scope of the caller's organisation. While a channel report is being imported
// the answer is code 12000 (spec section 8): the client shows the message and asks again in 10 s.
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import { TREND_PATHS, TREND_RETRY_MS, trendQuerySchema } from '../../../../src/domain/trend/api';
import { requiresLink } from '../../auth/privileges';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import { isTrendDataImporting, loadTrendFigures } from '../../trend/trendQueries';
import { authorizeTrendScope } from '../../trend/trendScope';
import type { RouteDeps } from '../deps';

export function registerTrendRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post(
    apiUrl(TREND_PATHS.naturalTime),
    { config: { privilege: requiresLink('trend-index') } },
    async (request) => {
      const query = parseInput(trendQuerySchema, request.body, languageOf(request));
      const scope = await authorizeTrendScope(db, requireAuth(request), query);
      if (await isTrendDataImporting(db))
        throw new ApiError('12000', {
          headers: { 'retry-after': String(TREND_RETRY_MS / 1000) },
        });
      return okEnvelope(await loadTrendFigures(db, scope, query));
    },
  );
}

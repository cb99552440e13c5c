// POST /dataDetailReport/view/queryNaturalTime (spec section 7, "Data"): the trend screen's figures
// for a period and a scope of the caller's organisation, always from what is committed. A channel
// report being imported never holds the answer back (issue 28): its lines reach the rollup and the
// trend sums only in the import's last transaction (reports/importReport.ts), so the figures are
// those from before the file or those with all of it, never part of it. Code 12000 (spec section 8)
// is therefore no longer sent for an import; the client still shows it and asks again in 10 s, as
// the spec says, should any server send it (an older instance during a rolling upgrade).
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import { TREND_PATHS, trendQuerySchema } from '../../../../src/domain/trend/api';
import { requiresLink } from '../../auth/privileges';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import { loadTrendAnswer } from '../../trend/trendQueries';
import { authorizeTrendScope } from '../../trend/trendScope';
import type { RouteDeps } from '../deps';

export function registerTrendRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post(
    apiUrl(TREND_PATHS.naturalTime),
    { config: { privilege: requiresLink('trend-index') } },
    async (request) => {
      const query = parseInput(trendQuerySchema, request.body, languageOf(request));
      const scope = await authorizeTrendScope(db, requireAuth(request), query);
      return okEnvelope(await loadTrendAnswer(db, scope, query));
    },
  );
}

// GET /dashboard/view/summary: the dashboard totals of the caller's organisation.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl } from '../../../../src/domain/api';
import { loadDashboardSummary } from '../../dashboard/summary';
import { okEnvelope } from '../../http/envelope';
import { requireAuth } from '../../http/request';
import type { RouteDeps } from '../deps';

export function registerDashboardRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiUrl(PATHS.dashboardSummary), { config: { privilege: 'loggedIn' } }, async (request) =>
    okEnvelope(await loadDashboardSummary(db, requireAuth(request).orgId)),
  );
}

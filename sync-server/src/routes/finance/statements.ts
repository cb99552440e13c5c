// The partner's finance calls (issue 17, src/domain/finance/api.ts): its sales and settlement
// statements, one of each, and the confirmation of a settlement statement. Organisation scoped:
// finance/statementPolicy.ts for settlement statements, the caller's org_id for sales.
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  confirmRequestSchema,
  FINANCE_PATHS,
  saleQuerySchema,
  settlementQuerySchema,
  statementListQuerySchema,
} from '../../../../src/domain/finance/api';
import { requiresLink } from '../../auth/privileges';
import { listSales, loadSale } from '../../finance/sales';
import { confirmStatement } from '../../finance/statementMoves';
import { authorizeStatement, statementScope } from '../../finance/statementPolicy';
import { listOwnStatements, settlementView } from '../../finance/statementViews';
import { okEnvelope } from '../../http/envelope';
import { clientAddressOf, languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerFinanceRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  const list = { config: { privilege: requiresLink('finance-list') } };
  const sale = { config: { privilege: requiresLink('finance-sale') } };
  const settlement = { config: { privilege: requiresLink('finance-settlement') } };

  app.post(apiUrl(FINANCE_PATHS.statements), list, async (request) => {
    const { kind, ...query } = parseInput(
      statementListQuerySchema,
      request.body,
      languageOf(request),
    );
    const { orgId } = await statementScope(db, requireAuth(request), 'partner');
    if (orgId === null) throw new Error('a partner scope names its organisation');
    return okEnvelope(
      kind === 'sale'
        ? await listSales(db, orgId, query)
        : await listOwnStatements(db, orgId, query),
    );
  });

  app.post(apiUrl(FINANCE_PATHS.sale), sale, async (request) => {
    const query = parseInput(saleQuerySchema, request.body, languageOf(request));
    return okEnvelope(await loadSale(db, requireAuth(request).orgId, query));
  });

  app.post(apiUrl(FINANCE_PATHS.settlement), settlement, async (request) => {
    const { id } = parseInput(settlementQuerySchema, request.body, languageOf(request));
    const row = await authorizeStatement(db, requireAuth(request), id, 'partner');
    return okEnvelope(await settlementView(db, row, clock.now()));
  });

  app.post(apiUrl(FINANCE_PATHS.confirm), settlement, async (request) => {
    const input = parseInput(confirmRequestSchema, request.body, languageOf(request));
    return okEnvelope(
      await confirmStatement(db, clock, requireAuth(request), input, clientAddressOf(request)),
    );
  });
}

// The back office's finance calls (issue 17, src/domain/finance/api.ts): the period's exchange
// rates and the tax rates, settlement runs, every organisation's statements and their moves, and
// adjustments. Staff of the back office only: the privilege, then statementPolicy /
// requireBackofficeMember.
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  adjustmentsQuerySchema,
  adjustRequestSchema,
  FINANCE_PATHS,
  ratesQuerySchema,
  ratesSaveSchema,
  runRequestSchema,
  runsQuerySchema,
  settlementQuerySchema,
  staffSaleQuerySchema,
  staffStatementsQuerySchema,
  statementMoveSchema,
  taxRatesQuerySchema,
  taxRatesSaveSchema,
} from '../../../../src/domain/finance/api';
import { ACTIONS } from '../../../../src/domain/roles';
import {
  authorizeBackofficeOrganisation,
  requireBackofficeMember,
} from '../../auth/backofficePolicy';
import { requiresLink } from '../../auth/privileges';
import { addAdjustment, listAdjustments } from '../../finance/adjustments';
import { loadRates, loadTaxRates, saveRates, saveTaxRule } from '../../finance/rates';
import { loadSale } from '../../finance/sales';
import { listRuns, startSettlementRun } from '../../finance/settlementRun';
import { completeStatement, issueStatement, withdrawStatement } from '../../finance/statementMoves';
import { authorizeStatement } from '../../finance/statementPolicy';
import { listAllStatements, settlementView } from '../../finance/statementViews';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerBackofficeFinanceRoutes(
  app: FastifyInstance,
  { db, clock }: RouteDeps,
): void {
  const staff = { config: { privilege: requiresLink(ACTIONS.backofficeFinance) } };

  app.post(apiUrl(FINANCE_PATHS.staffRates), staff, async (request) => {
    const { period } = parseInput(ratesQuerySchema, request.body, languageOf(request));
    await requireBackofficeMember(db, requireAuth(request));
    return okEnvelope(await loadRates(db, period));
  });

  app.post(apiUrl(FINANCE_PATHS.staffRatesSave), staff, async (request) => {
    const language = languageOf(request);
    const input = parseInput(ratesSaveSchema, request.body, language);
    const auth = requireAuth(request);
    await requireBackofficeMember(db, auth);
    return okEnvelope(
      await saveRates(db, input.period, input.rates, auth.userId, clock.now(), language),
    );
  });

  app.post(apiUrl(FINANCE_PATHS.staffTaxRates), staff, async (request) => {
    parseInput(taxRatesQuerySchema, request.body ?? {}, languageOf(request));
    await requireBackofficeMember(db, requireAuth(request));
    return okEnvelope(await loadTaxRates(db));
  });

  app.post(apiUrl(FINANCE_PATHS.staffTaxRatesSave), staff, async (request) => {
    const language = languageOf(request);
    const input = parseInput(taxRatesSaveSchema, request.body, language);
    const auth = requireAuth(request);
    await requireBackofficeMember(db, auth);
    return okEnvelope(
      await saveTaxRule(db, input.organisationType, input.rule, auth.userId, clock.now(), language),
    );
  });

  app.post(apiUrl(FINANCE_PATHS.staffRun), staff, async (request) => {
    const input = parseInput(runRequestSchema, request.body, languageOf(request));
    const auth = requireAuth(request);
    if (input.organisationId === undefined) await requireBackofficeMember(db, auth);
    else await authorizeBackofficeOrganisation(db, auth, input.organisationId);
    return okEnvelope(await startSettlementRun(db, clock, { ...input, userId: auth.userId }));
  });

  app.post(apiUrl(FINANCE_PATHS.staffRuns), staff, async (request) => {
    const query = parseInput(runsQuerySchema, request.body, languageOf(request));
    await requireBackofficeMember(db, requireAuth(request));
    return okEnvelope(await listRuns(db, query));
  });

  app.post(apiUrl(FINANCE_PATHS.staffStatements), staff, async (request) => {
    const query = parseInput(staffStatementsQuerySchema, request.body, languageOf(request));
    await requireBackofficeMember(db, requireAuth(request));
    return okEnvelope(await listAllStatements(db, query));
  });

  app.post(apiUrl(FINANCE_PATHS.staffSettlement), staff, async (request) => {
    const { id } = parseInput(settlementQuerySchema, request.body, languageOf(request));
    const row = await authorizeStatement(db, requireAuth(request), id, 'backoffice');
    return okEnvelope(await settlementView(db, row, clock.now()));
  });

  app.post(apiUrl(FINANCE_PATHS.staffSale), staff, async (request) => {
    const { organisationId, ...query } = parseInput(
      staffSaleQuerySchema,
      request.body,
      languageOf(request),
    );
    const { orgId } = await authorizeBackofficeOrganisation(
      db,
      requireAuth(request),
      organisationId,
    );
    return okEnvelope(await loadSale(db, orgId, query));
  });

  const move = (path: string, run: typeof issueStatement) =>
    app.post(apiUrl(path), staff, async (request) => {
      const { id } = parseInput(statementMoveSchema, request.body, languageOf(request));
      return okEnvelope(await run(db, clock, requireAuth(request), id));
    });
  move(FINANCE_PATHS.staffIssue, issueStatement);
  move(FINANCE_PATHS.staffWithdraw, withdrawStatement);
  move(FINANCE_PATHS.staffComplete, completeStatement);

  app.post(apiUrl(FINANCE_PATHS.staffAdjust), staff, async (request) => {
    const input = parseInput(adjustRequestSchema, request.body, languageOf(request));
    const auth = requireAuth(request);
    await authorizeBackofficeOrganisation(db, auth, input.organisationId);
    return okEnvelope(await addAdjustment(db, clock.now(), auth.userId, input));
  });

  app.post(apiUrl(FINANCE_PATHS.staffAdjustments), staff, async (request) => {
    const query = parseInput(adjustmentsQuerySchema, request.body, languageOf(request));
    await authorizeBackofficeOrganisation(db, requireAuth(request), query.organisationId);
    return okEnvelope(await listAdjustments(db, query.organisationId, query.period ?? null));
  });
}

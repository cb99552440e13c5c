// The back office's finance calls: rates, tax rates, settlement runs, every organisation's
// statements and their moves. Nothing is cached or queued: the screen needs a connection.
import { api } from '../../../app/api/api';
import {
  FINANCE_PATHS,
  type AdjustRequest,
  type RatesView,
  type RunStarted,
  type RunView,
  type SettlementView,
  type StaffStatementItem,
  type StatementList,
  type TaxRatesView,
} from '../../../domain/finance/api';
import type { StatementStatus } from '../../../domain/finance';
import type { OrganisationType, TaxRule } from '../../../domain/finance';
import type { ExchangeRate } from '../../../domain/money';

export const STAFF_PAGE_SIZE = 20;

const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  api.request<T>(path, { method: 'POST', body, signal });

export const fetchRates = (period: string, signal?: AbortSignal) =>
  post<RatesView>(FINANCE_PATHS.staffRates, { period }, signal);

export const saveRates = (period: string, rates: ExchangeRate[]) =>
  post<RatesView>(FINANCE_PATHS.staffRatesSave, { period, rates });

export const fetchTaxRates = (signal?: AbortSignal) =>
  post<TaxRatesView>(FINANCE_PATHS.staffTaxRates, {}, signal);

export const saveTaxRule = (organisationType: OrganisationType, rule: TaxRule) =>
  post<TaxRatesView>(FINANCE_PATHS.staffTaxRatesSave, { organisationType, rule });

export const startRun = (period: string) => post<RunStarted>(FINANCE_PATHS.staffRun, { period });

export const fetchRuns = (period: string, signal?: AbortSignal) =>
  post<StatementList<RunView>>(FINANCE_PATHS.staffRuns, { period, page: 1, pageSize: 5 }, signal);

export const fetchAllStatements = (
  query: { status?: StatementStatus; period?: string; page: number },
  signal?: AbortSignal,
) =>
  post<StatementList<StaffStatementItem>>(
    FINANCE_PATHS.staffStatements,
    { ...query, pageSize: STAFF_PAGE_SIZE },
    signal,
  );

export type StaffMove = 'issue' | 'withdraw' | 'complete';
const MOVE_PATHS: Readonly<Record<StaffMove, string>> = {
  issue: FINANCE_PATHS.staffIssue,
  withdraw: FINANCE_PATHS.staffWithdraw,
  complete: FINANCE_PATHS.staffComplete,
};

export const moveStatement = (move: StaffMove, id: string) =>
  post<SettlementView>(MOVE_PATHS[move], { id });

export const addAdjustment = (input: AdjustRequest) =>
  post<unknown>(FINANCE_PATHS.staffAdjust, input);

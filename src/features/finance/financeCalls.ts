// The partner's finance calls. Screens call these, never fetch; answers are cached by the hooks.
import { api } from '../../app/api/api';
import type { FinanceListAnswer } from '../../data/cacheRepo';
import {
  FINANCE_PATHS,
  type SaleStatementItem,
  type SaleView,
  type SettlementStatementItem,
  type SettlementView,
  type StatementList,
  type StatementListQuery,
} from '../../domain/finance/api';

export const FINANCE_PAGE_SIZE = 20;
export const SALE_LINES_PAGE_SIZE = 50;

export async function fetchStatements(
  query: StatementListQuery,
  signal: AbortSignal,
): Promise<FinanceListAnswer> {
  const answer = await api.request<StatementList<SaleStatementItem | SettlementStatementItem>>(
    FINANCE_PATHS.statements,
    { method: 'POST', body: query, signal },
  );
  // the kind asked is the kind answered: tag it so the cached page says which table it fills
  return query.kind === 'sale'
    ? { kind: 'sale', items: answer.items as SaleStatementItem[], total: answer.total }
    : { kind: 'settlement', items: answer.items as SettlementStatementItem[], total: answer.total };
}

export function fetchSale(id: string, page: number, signal: AbortSignal): Promise<SaleView> {
  return api.request<SaleView>(FINANCE_PATHS.sale, {
    method: 'POST',
    body: { id, page, pageSize: SALE_LINES_PAGE_SIZE },
    signal,
  });
}

export function fetchSettlement(id: string, signal: AbortSignal): Promise<SettlementView> {
  return api.request<SettlementView>(FINANCE_PATHS.settlement, {
    method: 'POST',
    body: { id },
    signal,
  });
}

export function confirmSettlement(input: {
  id: string;
  contentHash: string;
  requestId: string;
}): Promise<SettlementView> {
  return api.request<SettlementView>(FINANCE_PATHS.confirm, {
    method: 'POST',
    body: { ...input, noObjection: true },
  });
}

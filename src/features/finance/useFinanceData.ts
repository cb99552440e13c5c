// Local-first reads of the finance screens, as the trend screen does: each screen shows what the
// device saved for its query (with its time) and the network refreshes it when it can.
import { useCallback } from 'react';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { putCachedEntry } from '../../data/cacheRepo';
import { useCachedEntry } from '../../data/useCached';
import { fetchSale, fetchSettlement, fetchStatements } from './financeCalls';
import type { StatementListQuery } from '../../domain/finance/api';

/** How many answers of each kind the device keeps for offline reading. */
const KEEP_LISTS = 12;
const KEEP_STATEMENTS = 20;

export function financeListKey(q: StatementListQuery): string {
  return [q.kind, q.period ?? '', q.page, q.pageSize].join('|');
}

export function useFinanceList(query: StatementListQuery) {
  const key = financeListKey(query);
  const shown = useCachedEntry('financeLists', key);
  const { kind, period, page, pageSize } = query;
  const refresh = useCallback(
    async (signal: AbortSignal) => {
      const ask: StatementListQuery = { kind, page, pageSize, ...(period ? { period } : {}) };
      const answer = await fetchStatements(ask, signal);
      await putCachedEntry(
        'financeLists',
        financeListKey(ask),
        { page: answer, savedAt: Date.now() },
        KEEP_LISTS,
      );
    },
    [kind, period, page, pageSize],
  );
  return { shown, ...useRemoteRefresh(refresh) };
}

export function useSaleStatement(id: string, page: number) {
  const key = `${id}|${page}`;
  const shown = useCachedEntry('saleStatements', key);
  const refresh = useCallback(
    async (signal: AbortSignal) => {
      const view = await fetchSale(id, page, signal);
      await putCachedEntry('saleStatements', key, { view, savedAt: Date.now() }, KEEP_STATEMENTS);
    },
    [id, page, key],
  );
  return { shown, ...useRemoteRefresh(refresh) };
}

export function useSettlementStatement(id: string) {
  const shown = useCachedEntry('settlementStatements', id);
  const refresh = useCallback(
    async (signal: AbortSignal) => {
      const view = await fetchSettlement(id, signal);
      await putCachedEntry(
        'settlementStatements',
        id,
        { view, savedAt: Date.now() },
        KEEP_STATEMENTS,
      );
    },
    [id],
  );
  return { shown, ...useRemoteRefresh(refresh) };
}

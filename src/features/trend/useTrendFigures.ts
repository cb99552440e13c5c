import { useCallback, useState } from 'react';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { putCachedEntry } from '../../data/cacheRepo';
import { useCachedEntryOrLatest } from '../../data/useCached';
import type { TrendFigures, TrendQueryInput } from '../../domain/trend/api';
import { fetchWhenReady } from './trendCalls';

/** How many answers (periods x scopes) the device keeps for offline reading. */
const KEEP = 8;

export function trendQueryKey(q: TrendQueryInput): string {
  return [q.from, q.to, q.scope ?? 'org', q.id ?? '', q.top ?? ''].join('|');
}

export interface ShownFigures {
  figures: TrendFigures;
  savedAt: number;
  /** false when the query asked was never loaded here and the latest answer stands in (offline) */
  isExact: boolean;
}

/**
 * The trend figures, local-first like the dashboard: the screen reads what the device saved for
 * this query (or, never loaded here, the latest answer, marked as such); the network refreshes it.
 */
export function useTrendFigures(query: TrendQueryInput) {
  const key = trendQueryKey(query);
  const [notReady, setNotReady] = useState<string | null>(null);
  const shown: ShownFigures | null | undefined = useCachedEntryOrLatest('trendFigures', key);
  const { from, to, scope, id, top } = query;
  const refresh = useCallback(
    async (signal: AbortSignal) => {
      const ask = { from, to, scope, id, top };
      const figures = await fetchWhenReady(ask, signal, setNotReady);
      await putCachedEntry(
        'trendFigures',
        trendQueryKey(ask),
        { figures, savedAt: Date.now() },
        KEEP,
      );
    },
    [from, to, scope, id, top],
  );
  const { status, retry } = useRemoteRefresh(refresh);
  return { shown, status, retry, notReady };
}

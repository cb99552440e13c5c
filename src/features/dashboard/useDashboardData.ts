import { fetchDashboardSummary, fetchSysMessages } from '../../app/api/endpoints';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { putCached } from '../../data/cacheRepo';
import { useCached } from '../../data/useCached';

/** How many announcements the dashboard lists; the rest are on the notifications screen. */
export const DASHBOARD_ANNOUNCEMENTS = 5;

async function refreshDashboard(signal: AbortSignal): Promise<void> {
  // Each answer is saved as soon as it arrives; the first failure is reported.
  const results = await Promise.allSettled([
    fetchDashboardSummary({ signal }).then((summary) => putCached('dashboardSummary', summary)),
    fetchSysMessages(
      { kind: 'announcement', page: 1, size: DASHBOARD_ANNOUNCEMENTS },
      { signal },
    ).then((page) => putCached('announcements', page.list)),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Dashboard data, local-first: the view reads the Dexie cache, the network refreshes it. */
export function useDashboardData() {
  const summary = useCached('dashboardSummary');
  const announcements = useCached('announcements');
  const { status, retry } = useRemoteRefresh(refreshDashboard);
  return { summary, announcements, status, retry };
}

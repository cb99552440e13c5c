import { fetchDashboardSummary, fetchSysMessages } from '../../app/api/endpoints';
import { useSession } from '../../app/session/useSession';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { putCached } from '../../data/cacheRepo';
import { useCached } from '../../data/useCached';
import { ACTIONS } from '../../domain/roles';
import { refreshReviewSummary } from '../review/reviewCalls';

/** How many announcements the dashboard lists; the rest are on the notifications screen. */
export const DASHBOARD_ANNOUNCEMENTS = 5;

async function refreshDashboard(signal: AbortSignal, isStaff: boolean): Promise<void> {
  // Each answer is saved as soon as it arrives; the first failure is reported.
  const results = await Promise.allSettled([
    isStaff
      ? refreshReviewSummary(signal)
      : fetchDashboardSummary({ signal }).then((summary) => putCached('dashboardSummary', summary)),
    fetchSysMessages(
      { kind: 'announcement', page: 1, size: DASHBOARD_ANNOUNCEMENTS },
      { signal },
    ).then((page) => putCached('announcements', page.list)),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

const refreshPartner = (signal: AbortSignal) => refreshDashboard(signal, false);
const refreshStaff = (signal: AbortSignal) => refreshDashboard(signal, true);

/**
 * Dashboard data, local-first: the view reads the Dexie cache, the network refreshes it. Staff (the
 * review privilege) see what waits for review across organisations instead of library totals.
 */
export function useDashboardData() {
  const { privileges } = useSession();
  const isStaff = privileges?.includes(ACTIONS.backofficeReview) ?? false;
  const summary = useCached('dashboardSummary');
  const reviewSummary = useCached('reviewSummary');
  const announcements = useCached('announcements');
  const { status, retry } = useRemoteRefresh(isStaff ? refreshStaff : refreshPartner);
  return { isStaff, summary, reviewSummary, announcements, status, retry };
}

import { fetchDashboardSummary, fetchSysMessages } from '../../app/api/endpoints';
import { useSession } from '../../app/session/useSession';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { putCached } from '../../data/cacheRepo';
import { useCached } from '../../data/useCached';
import { ACTIONS } from '../../domain/roles';
import { periodRange } from '../../domain/trend/periods';
import { refreshReviewSummary } from '../review/reviewCalls';
import { fetchTrendFigures, isNotReady } from '../trend/trendCalls';

/** How many announcements the dashboard lists; the rest are on the notifications screen. */
export const DASHBOARD_ANNOUNCEMENTS = 5;

/**
 * The last twelve months (the line; the tiles show the last of them): channels report by month,
 * so a line by day would be one spike. "Not ready" (a report importing) keeps the saved figures.
 */
async function refreshTrend(signal: AbortSignal): Promise<void> {
  const range = periodRange('months12', new Date().toISOString().slice(0, 10));
  try {
    await putCached(
      'dashboardTrend',
      await fetchTrendFigures({ ...range, scope: 'org', top: 1 }, signal),
    );
  } catch (error) {
    if (!isNotReady(error)) throw error;
  }
}

async function refreshDashboard(
  signal: AbortSignal,
  isStaff: boolean,
  withTrend: boolean,
): Promise<void> {
  // Each answer is saved as soon as it arrives; the first failure is reported.
  const results = await Promise.allSettled([
    !isStaff && withTrend ? refreshTrend(signal) : Promise.resolve(),
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

const refreshPartner = (signal: AbortSignal) => refreshDashboard(signal, false, true);
// a partner role without the trend screen (content operators) does not ask for its figures
const refreshPartnerNoTrend = (signal: AbortSignal) => refreshDashboard(signal, false, false);
const refreshStaff = (signal: AbortSignal) => refreshDashboard(signal, true, false);

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
  const hasTrend = !isStaff && (privileges?.includes('trend-index') ?? false);
  const trend = useCached('dashboardTrend');
  const { status, retry } = useRemoteRefresh(
    isStaff ? refreshStaff : hasTrend ? refreshPartner : refreshPartnerNoTrend,
  );
  return { isStaff, hasTrend, summary, reviewSummary, announcements, trend, status, retry };
}

import { Body1, Spinner, Title2, Title3 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session/useSession';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { RouterLink } from '../../components/RouterLink';
import { routePath } from '../../domain/routes';
import { AnnouncementList } from './AnnouncementList';
import { useDashboardStyles } from './DashboardPage.styles';
import { dashboardMessages as m } from './messages';
import { ReviewTiles } from './ReviewTiles';
import { SummaryTiles } from './SummaryTiles';
import { dashboardTrendMessages as tm } from './trendMessages';
import { lastMonthOf, TrendTiles } from './TrendTiles';
import { useDashboardData } from './useDashboardData';

/** /dashboard/index: welcome, totals and announcements, from the local copy when offline. */
export function DashboardPage() {
  const styles = useDashboardStyles();
  const intl = useIntl();
  const { user } = useSession();
  const { isStaff, hasTrend, summary, reviewSummary, announcements, trend, status, retry } =
    useDashboardData();
  const figures = isStaff ? reviewSummary : summary;
  const savedAt = figures?.savedAt ?? announcements?.savedAt;
  const waiting = status.kind === 'loading';

  return (
    <div className={styles.page}>
      <div>
        <Title2 as="h1" className={styles.heading} block>
          {user
            ? intl.formatMessage(m.welcome, { name: user.name })
            : intl.formatMessage(m.welcomeAnonymous)}
        </Title2>
        {user?.organisationName && (
          <Body1 className={styles.organisation} block>
            {intl.formatMessage(m.organisation, { organisation: user.organisationName })}
          </Body1>
        )}
      </div>

      <DataStatusBar status={status} savedAt={savedAt} onRetry={retry} />

      <section className={styles.section} aria-labelledby="dashboard-totals-title">
        <Title3 as="h2" id="dashboard-totals-title" className={styles.sectionTitle}>
          {intl.formatMessage(isStaff ? m.reviewTitle : m.totalsTitle)}
        </Title3>
        {isStaff && reviewSummary ? (
          <ReviewTiles summary={reviewSummary.value} now={Date.now()} />
        ) : !isStaff && summary ? (
          <SummaryTiles summary={summary.value} />
        ) : (
          waiting && <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
        )}
      </section>

      {hasTrend && trend && (
        <section className={styles.section} aria-labelledby="dashboard-trend-title">
          <div className={styles.sectionHead}>
            <Title3 as="h2" id="dashboard-trend-title" className={styles.sectionTitle}>
              {intl.formatMessage(tm.title, {
                month: intl.formatDate(`${lastMonthOf(trend.value)}T00:00:00Z`, {
                  year: 'numeric',
                  month: 'long',
                  timeZone: 'UTC',
                }),
              })}
            </Title3>
            <RouterLink to={routePath('trend-index')}>
              {intl.formatMessage(tm.openTrends)}
            </RouterLink>
          </div>
          <TrendTiles figures={trend.value} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="dashboard-announcements-title">
        <div className={styles.sectionHead}>
          <Title3 as="h2" id="dashboard-announcements-title" className={styles.sectionTitle}>
            {intl.formatMessage(m.announcementsTitle)}
          </Title3>
          <RouterLink to={routePath('account-sysNotification')}>
            {intl.formatMessage(m.viewAll)}
          </RouterLink>
        </div>
        {announcements ? (
          <AnnouncementList items={announcements.value} />
        ) : (
          waiting && <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
        )}
      </section>
    </div>
  );
}

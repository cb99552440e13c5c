import { FormattedNumber, useIntl } from 'react-intl';
import type { CacheValues } from '../../data/cacheRepo';
import { RouterLink } from '../../components/RouterLink';
import { routePath } from '../../domain/routes';
import { waitingText } from '../review/reviewText';
import { useDashboardStyles } from './DashboardPage.styles';
import { dashboardMessages as m } from './messages';

/**
 * The back office's figures: what waits for review across organisations (a staff member's own
 * organisation has no catalogue, so the library totals would all be zero).
 */
export function ReviewTiles({
  summary,
  now,
}: {
  summary: CacheValues['reviewSummary'];
  now: number;
}) {
  const styles = useDashboardStyles();
  const intl = useIntl();
  const { counts, oldestSubmittedAt } = summary;
  const oldest =
    oldestSubmittedAt === null
      ? intl.formatMessage(m.reviewOldestNone)
      : waitingText(intl, Math.max(0, now - Date.parse(oldestSubmittedAt)));
  return (
    <>
      <dl className={styles.tiles} data-testid="dashboard-review">
        <div className={styles.tile}>
          <dt className={styles.tileLabel}>{intl.formatMessage(m.reviewNew)}</dt>
          <dd className={styles.tileValue}>
            <FormattedNumber value={counts.newAlbums} />
          </dd>
        </div>
        <div className={styles.tile}>
          <dt className={styles.tileLabel}>{intl.formatMessage(m.reviewModifications)}</dt>
          <dd className={styles.tileValue}>
            <FormattedNumber value={counts.modifications} />
          </dd>
        </div>
        <div className={styles.tile}>
          <dt className={styles.tileLabel}>{intl.formatMessage(m.reviewOldest)}</dt>
          <dd className={styles.tileValue}>{oldest}</dd>
        </div>
      </dl>
      <RouterLink to={routePath('staff-review')}>
        {intl.formatMessage(m.reviewOpenQueue)}
      </RouterLink>
    </>
  );
}

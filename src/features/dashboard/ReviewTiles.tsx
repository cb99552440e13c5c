import { FormattedNumber, useIntl } from 'react-intl';
import type { CacheValues } from '../../data/cacheRepo';
import { RouterLink } from '../../components/RouterLink';
import { routePath } from '../../domain/routes';
import { waitingText } from '../review/reviewText';
import { FigureTiles } from './FigureTiles';
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
  const intl = useIntl();
  const { counts, oldestSubmittedAt } = summary;
  const oldest =
    oldestSubmittedAt === null
      ? intl.formatMessage(m.reviewOldestNone)
      : waitingText(intl, Math.max(0, now - Date.parse(oldestSubmittedAt)));
  return (
    <>
      <FigureTiles
        testId="dashboard-review"
        figures={[
          {
            key: 'new',
            label: intl.formatMessage(m.reviewNew),
            value: <FormattedNumber value={counts.newAlbums} />,
          },
          {
            key: 'modifications',
            label: intl.formatMessage(m.reviewModifications),
            value: <FormattedNumber value={counts.modifications} />,
          },
          { key: 'oldest', label: intl.formatMessage(m.reviewOldest), value: oldest },
        ]}
      />
      <RouterLink to={routePath('staff-review')}>
        {intl.formatMessage(m.reviewOpenQueue)}
      </RouterLink>
    </>
  );
}

import { FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import type { DashboardSummary } from '../../domain/api';
import { useDashboardStyles } from './DashboardPage.styles';
import { dashboardMessages as m } from './messages';

const TILES: ReadonlyArray<[keyof DashboardSummary, MessageDescriptor]> = [
  ['trackTotal', m.tracks],
  ['albumTotal', m.albums],
  ['artistTotal', m.artists],
  ['albumsToReview', m.toReview],
  ['albumsApproved', m.approved],
  ['albumsUnapproved', m.unapproved],
];

/** The six totals of the dashboard, as a description list (label, value). */
export function SummaryTiles({ summary }: { summary: DashboardSummary }) {
  const styles = useDashboardStyles();
  const intl = useIntl();
  return (
    <dl className={styles.tiles} data-testid="dashboard-totals">
      {TILES.map(([key, label]) => (
        <div key={key} className={styles.tile}>
          <dt className={styles.tileLabel}>{intl.formatMessage(label)}</dt>
          <dd className={styles.tileValue}>
            <FormattedNumber value={summary[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

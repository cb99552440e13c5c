import { FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import type { DashboardSummary } from '../../domain/api';
import { FigureTiles } from './FigureTiles';
import { dashboardMessages as m } from './messages';

const TILES: ReadonlyArray<[keyof DashboardSummary, MessageDescriptor]> = [
  ['trackTotal', m.tracks],
  ['albumTotal', m.albums],
  ['artistTotal', m.artists],
  ['albumsToReview', m.toReview],
  ['albumsApproved', m.approved],
  ['albumsUnapproved', m.unapproved],
];

/** The six totals of the dashboard. */
export function SummaryTiles({ summary }: { summary: DashboardSummary }) {
  const intl = useIntl();
  return (
    <FigureTiles
      testId="dashboard-totals"
      figures={TILES.map(([key, label]) => ({
        key,
        label: intl.formatMessage(label),
        value: <FormattedNumber value={summary[key]} />,
      }))}
    />
  );
}

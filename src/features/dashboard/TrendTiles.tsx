// The partner dashboard's last month: plays and revenue (the period's largest currency) with a
// small line by day. The figures are the trend call's, saved like the other dashboard answers.
import { FormattedNumber, useIntl } from 'react-intl';
import type { TrendFigures } from '../../domain/trend/api';
import { bucketize } from '../../domain/trend/buckets';
import { revenueDays, revenueTiles, usageDays } from '../../domain/trend/figures';
import { Sparkline } from '../trend/charts/Sparkline';
import { useValueFormat } from '../trend/charts/measure';
import { useDashboardStyles } from './DashboardPage.styles';
import { dashboardTrendMessages as m } from './trendMessages';

function RevenueValue({ minor, currency }: { minor: bigint; currency: string }) {
  const format = useValueFormat({ kind: 'money', currency });
  return <>{format.full(minor)}</>;
}

export function TrendTiles({ figures }: { figures: TrendFigures }) {
  const styles = useDashboardStyles();
  const intl = useIntl();
  const main = revenueTiles(figures.revenue)[0];
  return (
    <dl className={styles.tiles} data-testid="dashboard-trend">
      <div className={styles.tile}>
        <dt className={styles.tileLabel}>{intl.formatMessage(m.plays)}</dt>
        <dd className={styles.tileValue}>
          <FormattedNumber value={Number(figures.current.plays)} />
        </dd>
        <dd className={styles.spark}>
          <Sparkline
            label={intl.formatMessage(m.sparkPlays)}
            measure={{ kind: 'count' }}
            buckets={bucketize(usageDays(figures.days, 'plays'), 'day', figures.range)}
          />
        </dd>
      </div>
      <div className={styles.tile}>
        <dt className={styles.tileLabel}>
          {main
            ? intl.formatMessage(m.revenue, { currency: main.currency })
            : intl.formatMessage(m.noRevenue)}
        </dt>
        <dd className={styles.tileValue}>
          {main ? <RevenueValue minor={main.minor} currency={main.currency} /> : '—'}
        </dd>
        {main && (
          <dd className={styles.spark}>
            <Sparkline
              label={intl.formatMessage(m.sparkRevenue, { currency: main.currency })}
              measure={{ kind: 'money', currency: main.currency }}
              buckets={bucketize(
                revenueDays(figures.revenueDays, main.currency),
                'day',
                figures.range,
              )}
            />
          </dd>
        )}
      </div>
    </dl>
  );
}

// The partner dashboard's last month: plays and revenue (the month's largest currency) with a
// small line of the twelve months that end with it. The figures are the trend call's for the last
// twelve months, saved like the other dashboard answers; channels report by month.
import { FormattedNumber, useIntl } from 'react-intl';
import type { TrendFigures } from '../../domain/trend/api';
import { bucketize, type Bucket } from '../../domain/trend/buckets';
import { revenueDays, usageDays } from '../../domain/trend/figures';
import { Sparkline } from '../trend/charts/Sparkline';
import { useValueFormat } from '../trend/charts/measure';
import { useDashboardStyles } from './DashboardPage.styles';
import { dashboardTrendMessages as m } from './trendMessages';

function RevenueValue({ minor, currency }: { minor: bigint; currency: string }) {
  const format = useValueFormat({ kind: 'money', currency });
  return <>{format.full(minor)}</>;
}

const last = (buckets: readonly Bucket[]) => buckets.at(-1)?.value ?? 0n;

/** The first day of the last month of the figures (the tiles' month). */
export function lastMonthOf(figures: TrendFigures): string {
  return `${figures.range.to.slice(0, 7)}-01`;
}

export function TrendTiles({ figures }: { figures: TrendFigures }) {
  const styles = useDashboardStyles();
  const intl = useIntl();
  const plays = bucketize(usageDays(figures.days, 'plays'), 'month', figures.range);
  // the currency with the most revenue in the last month leads (largest minor amount)
  const revenue = [...new Set(figures.revenueDays.map((d) => d.currency))]
    .map((currency) => ({
      currency,
      buckets: bucketize(revenueDays(figures.revenueDays, currency), 'month', figures.range),
    }))
    .sort((a, b) =>
      last(a.buckets) === last(b.buckets) ? 0 : last(a.buckets) > last(b.buckets) ? -1 : 1,
    );
  const main = revenue[0];
  return (
    <dl className={styles.tiles} data-testid="dashboard-trend">
      <div className={styles.tile}>
        <dt className={styles.tileLabel}>{intl.formatMessage(m.plays)}</dt>
        <dd className={styles.tileValue}>
          <FormattedNumber value={Number(last(plays))} />
        </dd>
        <dd className={styles.spark}>
          <Sparkline
            label={intl.formatMessage(m.sparkPlays)}
            measure={{ kind: 'count' }}
            buckets={plays}
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
          {main ? <RevenueValue minor={last(main.buckets)} currency={main.currency} /> : '—'}
        </dd>
        {main && (
          <dd className={styles.spark}>
            <Sparkline
              label={intl.formatMessage(m.sparkRevenue, { currency: main.currency })}
              measure={{ kind: 'money', currency: main.currency }}
              buckets={main.buckets}
            />
          </dd>
        )}
      </div>
    </dl>
  );
}

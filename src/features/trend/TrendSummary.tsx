// The summary tiles: plays, downloads and revenue per currency for the period, each with its
// change against the previous period (exact, in basis points; "new" when there was nothing).
import { Body1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { TrendFigures } from '../../domain/trend/api';
import { revenueTiles } from '../../domain/trend/figures';
import { changeBasisPoints } from '../../domain/trend/previousPeriod';
import type { Measure } from './charts';
import { useValueFormat } from './charts/measure';
import { trendMessages as m } from './messages';
import { useTrendStyles } from './TrendPage.styles';

function Tile({
  label,
  value,
  previous,
  measure,
  testId,
}: {
  label: string;
  value: bigint;
  previous: bigint;
  measure: Measure;
  testId: string;
}) {
  const intl = useIntl();
  const styles = useTrendStyles();
  const format = useValueFormat(measure);
  const change = changeBasisPoints(value, previous);
  const changeText =
    change === null
      ? intl.formatMessage(m.changeNew)
      : intl.formatMessage(m.change, {
          change: intl.formatNumber(change / 10_000, {
            style: 'percent',
            maximumFractionDigits: 1,
            signDisplay: 'exceptZero',
          }),
        });
  return (
    <div className={styles.tile} data-testid={testId}>
      <dt className={styles.tileLabel}>{label}</dt>
      <dd className={styles.tileValue}>{format.full(value)}</dd>
      <dd className={styles.muted} style={{ margin: 0 }}>
        <Body1
          className={
            change === null || change === 0 ? undefined : change > 0 ? styles.up : styles.down
          }
        >
          {changeText}
        </Body1>
        <br />
        <Body1>{intl.formatMessage(m.previousValue, { value: format.full(previous) })}</Body1>
      </dd>
    </div>
  );
}

export function TrendSummary({ figures }: { figures: TrendFigures }) {
  const intl = useIntl();
  const styles = useTrendStyles();
  const count: Measure = { kind: 'count' };
  return (
    <dl className={styles.tiles} data-testid="trend-summary">
      <Tile
        label={intl.formatMessage(m.plays)}
        value={BigInt(figures.current.plays)}
        previous={BigInt(figures.previous.plays)}
        measure={count}
        testId="trend-plays"
      />
      <Tile
        label={intl.formatMessage(m.downloads)}
        value={BigInt(figures.current.downloads)}
        previous={BigInt(figures.previous.downloads)}
        measure={count}
        testId="trend-downloads"
      />
      {revenueTiles(figures.revenue).map((r) => (
        <Tile
          key={r.currency}
          label={intl.formatMessage(m.revenue, { currency: r.currency })}
          value={r.minor}
          previous={r.previousMinor}
          measure={{ kind: 'money', currency: r.currency }}
          testId={`trend-revenue-${r.currency}`}
        />
      ))}
    </dl>
  );
}

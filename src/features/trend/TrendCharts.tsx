// The trend screen's charts from one answer: the chosen measure over time against the previous
// period, top tracks, albums and artists, the heat map by territory and the share by channel. Top
// content, territories and channels count every unit (plays, downloads and other uses).
import { useIntl } from 'react-intl';
import type { TrendFigures, TrendKeyed, TrendTopItem } from '../../domain/trend/api';
import type { Grain } from '../../domain/trend/buckets';
import { revenueDays, usageDays } from '../../domain/trend/figures';
import { alignWithPrevious } from '../../domain/trend/previousPeriod';
import { ShareChart, TimeSeriesChart, TopList, WorldHeatMap, type Measure } from './charts';
import { trendMessages as m } from './messages';
import type { TrendMeasure } from './TrendFilters';
import { useTrendStyles } from './TrendPage.styles';

interface Props {
  figures: TrendFigures;
  grain: Grain;
  measure: TrendMeasure;
  /** the revenue measure's currency (the largest of the period) */
  currency: string | null;
}

const COUNT: Measure = { kind: 'count' };
const top = (items: readonly TrendTopItem[]) =>
  items.map((t) => ({ key: t.id, label: t.name, value: BigInt(t.units) }));
const keyed = (items: readonly TrendKeyed[]) =>
  items.map((t) => ({ key: t.key, value: BigInt(t.units) }));

export function TrendCharts({ figures, grain, measure, currency }: Props) {
  const intl = useIntl();
  const styles = useTrendStyles();
  const isRevenue = measure === 'revenue' && currency !== null;
  const chartMeasure: Measure = isRevenue ? { kind: 'money', currency } : COUNT;
  const usage = measure === 'downloads' ? 'downloads' : 'plays';
  const current = isRevenue
    ? revenueDays(figures.revenueDays, currency)
    : usageDays(figures.days, usage);
  // the previous period's revenue is not sent by day; its total is on the summary tile
  const previous = isRevenue ? [] : usageDays(figures.previousDays, usage);
  const label = isRevenue
    ? intl.formatMessage(m.revenue, { currency })
    : intl.formatMessage(m[usage]);
  const buckets = alignWithPrevious(current, previous, grain, figures.range);
  return (
    <>
      <div data-testid="trend-series">
        <TimeSeriesChart
          title={intl.formatMessage(m.seriesTitle, { measure: label })}
          grain={grain}
          measure={chartMeasure}
          series={[
            {
              label,
              buckets: isRevenue ? buckets.map(({ start, value }) => ({ start, value })) : buckets,
            },
          ]}
        />
      </div>
      <div className={styles.grid}>
        <div data-testid="trend-top-tracks">
          <TopList
            title={intl.formatMessage(m.topTracks)}
            measure={COUNT}
            items={top(figures.topTracks)}
          />
        </div>
        <div data-testid="trend-top-albums">
          <TopList
            title={intl.formatMessage(m.topAlbums)}
            measure={COUNT}
            items={top(figures.topAlbums)}
          />
        </div>
        <div data-testid="trend-top-artists">
          <TopList
            title={intl.formatMessage(m.topArtists)}
            measure={COUNT}
            items={top(figures.topArtists)}
          />
        </div>
      </div>
      <div data-testid="trend-map">
        <WorldHeatMap
          title={intl.formatMessage(m.territories)}
          measure={COUNT}
          values={figures.territories.map((t) => ({ territory: t.key, value: BigInt(t.units) }))}
        />
      </div>
      <div data-testid="trend-channels">
        <ShareChart
          title={intl.formatMessage(m.channels)}
          measure={COUNT}
          slices={keyed(figures.channels).map((s) => ({ ...s, label: s.key }))}
        />
      </div>
    </>
  );
}

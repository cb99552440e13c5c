// Data source: each channel's share of the total, as a donut or as bars. More than `maxSlices`
// channels fold their smallest into "Other" in the picture; the table view lists every channel.
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { useIntl } from 'react-intl';
import { foldSmallest, fractions, type LabelledValue } from '../../../domain/trend';
import { ChartFrame } from './ChartFrame';
import { useChartStyles } from './charts.styles';
import { DataTable } from './DataTable';
import { useValueFormat, type Measure } from './measure';
import { chartMessages as m } from './messages';
import { seriesColour } from './palette';

export interface ShareSlice {
  key: string;
  label: string;
  value: bigint;
}

export interface ShareChartProps {
  title: string;
  measure: Measure;
  slices: readonly ShareSlice[];
  variant?: 'donut' | 'bar';
  maxSlices?: number;
}

const OTHER = '\u0000other';

export function ShareChart({
  title,
  measure,
  slices,
  variant = 'donut',
  maxSlices = 6,
}: ShareChartProps) {
  const intl = useIntl();
  const styles = useChartStyles();
  const format = useValueFormat(measure);
  const labelOf = (key: string) =>
    key === OTHER ? intl.formatMessage(m.other) : (slices.find((s) => s.key === key)?.label ?? key);
  const shown = foldSmallest(slices, maxSlices, OTHER);
  const shares = fractions(shown);
  const allShares = fractions(slices);
  const summary =
    shown.length === 0 || shares[0] === 0
      ? intl.formatMessage(m.emptySummary, { title })
      : intl.formatMessage(m.shareSummary, {
          title,
          count: slices.length,
          name: labelOf(shown[0].key),
          percent: format.percent(shares[0]),
        });
  const table = () => (
    <DataTable
      caption={title}
      columns={[
        { header: title },
        { header: intl.formatMessage(m.value), numeric: true },
        { header: intl.formatMessage(m.share), numeric: true },
      ]}
      rows={slices.map((slice, i) => ({
        key: slice.key,
        cells: [slice.label, format.full(slice.value), format.percent(allShares[i])],
      }))}
      footer={[
        intl.formatMessage(m.total),
        format.full(slices.reduce((sum, s) => sum + s.value, 0n)),
        format.percent(slices.length ? 1 : 0),
      ]}
    />
  );
  const legend = (
    <ul className={styles.legend} style={{ flexDirection: 'column' }}>
      {shown.map((slice, i) => (
        <li key={slice.key} className={styles.legendItem}>
          <span className={styles.swatch} style={{ backgroundColor: seriesColour(i) }} />
          <span>{labelOf(slice.key)}</span>
          <span>
            {format.full(slice.value)} · {format.percent(shares[i])}
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFrame title={title} table={table}>
      {variant === 'donut' ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
          <Donut values={shown} summary={summary} />
          {legend}
        </div>
      ) : (
        <Bars
          values={shown}
          shares={shares}
          labelOf={labelOf}
          summary={summary}
          format={format.full}
        />
      )}
    </ChartFrame>
  );
}

function Donut({ values, summary }: { values: readonly LabelledValue[]; summary: string }) {
  const size = 160;
  const arcs = pie<LabelledValue>()
    .value((d) => Number(d.value))
    .sort(null)([...values]);
  const draw = arc<PieArcDatum<LabelledValue>>()
    .innerRadius(size * 0.3)
    .outerRadius(size / 2)
    .padAngle(0.01);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
      role="img"
      aria-label={summary}
    >
      {arcs.map((a, i) => (
        <path key={a.data.key} d={draw(a) ?? ''} fill={seriesColour(i)} />
      ))}
    </svg>
  );
}

interface BarsProps {
  values: readonly LabelledValue[];
  shares: readonly number[];
  labelOf: (key: string) => string;
  summary: string;
  format: (value: bigint) => string;
}

function Bars({ values, shares, labelOf, summary, format }: BarsProps) {
  const styles = useChartStyles();
  const intl = useIntl();
  return (
    <div role="img" aria-label={summary} style={{ display: 'grid', gap: 6 }}>
      {values.map((v, i) => (
        <div
          key={v.key}
          className={styles.legend}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(5em, 9em) 1fr auto',
            alignItems: 'center',
          }}
        >
          <span>{labelOf(v.key)}</span>
          <span
            style={{
              height: 12,
              width: `${Math.max(shares[i] * 100, 0.5)}%`,
              backgroundColor: seriesColour(i),
              borderRadius: 2,
            }}
          />
          <span className={styles.number}>
            {format(v.value)} ·{' '}
            {intl.formatNumber(shares[i], { style: 'percent', maximumFractionDigits: 1 })}
          </span>
        </div>
      ))}
    </div>
  );
}

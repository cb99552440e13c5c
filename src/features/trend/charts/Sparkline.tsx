// The dashboard's small trend line: no axes and no toggle, an aria label that says what it shows
// (first, last and highest figure), so the figure beside it stays the thing that is read.
import { tokens } from '@fluentui/react-components';
import { line } from 'd3-shape';
import { useIntl } from 'react-intl';
import type { Bucket } from '../../../domain/trend';
import { useValueFormat, type Measure } from './measure';
import { chartMessages as m } from './messages';

export interface SparklineProps {
  /** what the line is about, e.g. "Revenue, last 12 months" */
  label: string;
  measure: Measure;
  buckets: readonly Bucket[];
  width?: number;
  height?: number;
}

export function Sparkline({ label, measure, buckets, width = 120, height = 32 }: SparklineProps) {
  const intl = useIntl();
  const format = useValueFormat(measure);
  const max = buckets.reduce((a, b) => (b.value > a ? b.value : a), 0n);
  const summary = buckets.length
    ? intl.formatMessage(m.sparkSummary, {
        label,
        first: format.full(buckets[0].value),
        last: format.full(buckets[buckets.length - 1].value),
        count: buckets.length,
        max: format.full(max),
      })
    : intl.formatMessage(m.emptySummary, { title: label });
  const pad = 3;
  const x = (i: number) =>
    pad + (buckets.length <= 1 ? 0 : (i * (width - 2 * pad)) / (buckets.length - 1));
  const y = (v: bigint) =>
    height - pad - (max > 0n ? (Number(v) / Number(max)) * (height - 2 * pad) : 0);
  const d = line<Bucket>()
    .x((_, i) => x(i))
    .y((b) => y(b.value))([...buckets]);
  const last = buckets[buckets.length - 1];
  return (
    <svg width={width} height={height} role="img" aria-label={summary} style={{ display: 'block' }}>
      {d && <path d={d} fill="none" stroke={tokens.colorBrandForeground1} strokeWidth={1.5} />}
      {last && (
        <circle
          cx={x(buckets.length - 1)}
          cy={y(last.value)}
          r={2.5}
          fill={tokens.colorBrandForeground1}
        />
      )}
    </svg>
  );
}

// Plays, downloads or revenue by day, week or month: one line per series, the previous period of
// each dashed under it. Hover shows the figures of a period; the table view lists them all.
import { mergeClasses } from '@fluentui/react-components';
import { ticks } from 'd3-array';
import { line } from 'd3-shape';
import { useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Bucket, Grain } from '../../../domain/trend';
import { ChartFrame } from './ChartFrame';
import { useChartStyles } from './charts.styles';
import { seriesTable, seriesSummary, type TimeSeries } from './timeSeriesText';
import { useValueFormat, type Measure } from './measure';
import { formatPeriod, formatTick } from './periodLabel';
import { seriesColour } from './palette';
import { chartMessages as m } from './messages';
import { useWidth } from './useWidth';

export type { TimeSeries } from './timeSeriesText';

export interface TimeSeriesChartProps {
  title: string;
  grain: Grain;
  measure: Measure;
  /** series with the same buckets (same starts, same order) */
  series: readonly TimeSeries[];
  height?: number;
}

const MARGIN = { top: 8, right: 12, bottom: 24, left: 64 };

export function TimeSeriesChart({
  title,
  grain,
  measure,
  series,
  height = 240,
}: TimeSeriesChartProps) {
  const intl = useIntl();
  const styles = useChartStyles();
  const format = useValueFormat(measure);
  const [plotRef, width] = useWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const buckets = series[0]?.buckets ?? [];
  const count = buckets.length;
  const values = series.flatMap((s) => [
    ...s.buckets.map((b) => b.value),
    ...s.buckets.map((b) => b.previous?.value ?? 0n),
  ]);
  const max = Number(values.reduce((a, b) => (b > a ? b : a), 0n));
  const yTicks = ticks(0, max || 1, 4);
  const top = Math.max(max, yTicks[yTicks.length - 1] ?? 1);
  const innerW = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const x = (i: number) => MARGIN.left + (count <= 1 ? innerW / 2 : (i * innerW) / (count - 1));
  const y = (v: number) => MARGIN.top + innerH - (v / top) * innerH;
  const path = (points: readonly (Bucket | null | undefined)[]) =>
    line<Bucket | null | undefined>()
      .defined((p) => p != null)
      .x((_, i) => x(i))
      .y((p) => y(Number(p?.value ?? 0n)))(points) ?? '';
  // at most one x label per ~64 px
  const every = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(innerW / 64))));

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - box.left - MARGIN.left;
    const index = count <= 1 ? 0 : Math.round((px / innerW) * (count - 1));
    setActive(Math.min(Math.max(index, 0), count - 1));
  };

  return (
    <ChartFrame title={title} table={() => seriesTable(intl, title, grain, series, format)}>
      <div ref={plotRef} className={styles.plot}>
        <svg
          className={styles.svg}
          width={width}
          height={height}
          role="img"
          aria-label={seriesSummary(intl, title, grain, series, format)}
          onPointerMove={count ? onPointer : undefined}
          onPointerLeave={() => setActive(null)}
        >
          {yTicks.map((tick) => (
            <g key={tick}>
              <line
                className={styles.gridLine}
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text
                className={styles.axisText}
                x={MARGIN.left - 6}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
              >
                {format.short(BigInt(Math.round(tick)))}
              </text>
            </g>
          ))}
          {buckets.map((bucket, i) =>
            i % every === 0 ? (
              <text
                key={bucket.start}
                className={styles.axisText}
                x={x(i)}
                y={height - 6}
                textAnchor="middle"
              >
                {formatTick(
                  intl,
                  bucket.start,
                  grain,
                  i === 0 || bucket.start.slice(5, 7) === '01',
                )}
              </text>
            ) : null,
          )}
          {series.map((s, index) =>
            s.buckets.some((b) => b.previous) ? (
              <path
                key={`${s.label}-previous`}
                d={path(s.buckets.map((b) => b.previous))}
                fill="none"
                stroke={seriesColour(index)}
                strokeOpacity={0.6}
                strokeWidth={1.5}
                strokeDasharray="5 4"
              />
            ) : null,
          )}
          {series.map((s, index) => (
            <path
              key={s.label}
              d={path(s.buckets)}
              fill="none"
              stroke={seriesColour(index)}
              strokeWidth={2}
            />
          ))}
          {active !== null && (
            <g>
              <line
                className={styles.gridLine}
                x1={x(active)}
                x2={x(active)}
                y1={MARGIN.top}
                y2={MARGIN.top + innerH}
              />
              {series.map((s, index) => (
                <circle
                  key={s.label}
                  cx={x(active)}
                  cy={y(Number(s.buckets[active]?.value ?? 0n))}
                  r={4}
                  fill={seriesColour(index)}
                />
              ))}
            </g>
          )}
        </svg>
        {active !== null && buckets[active] && (
          <div
            className={styles.tooltip}
            style={{ top: MARGIN.top, maxWidth: width, ...tooltipSide(x(active), width) }}
          >
            <div className={styles.tooltipTitle}>
              {formatPeriod(intl, buckets[active].start, grain)}
            </div>
            {series.map((s) => {
              const bucket = s.buckets[active];
              return (
                <div key={s.label}>
                  <div>
                    {s.label}: {format.full(bucket?.value ?? 0n)}
                  </div>
                  {/* its own line: a phone's width has no room for both on one */}
                  {bucket?.previous && (
                    <div>
                      {intl.formatMessage(m.previousOf, { series: s.label })}:{' '}
                      {format.full(bucket.previous.value)}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
      <SeriesLegend series={series} />
    </ChartFrame>
  );
}

/** Beside the hovered point where it fits (about 240 px), else against the chart's nearer edge. */
function tooltipSide(x: number, width: number) {
  const room = 248;
  if (x + room <= width) return { left: x + 8 };
  if (x - room >= 0) return { right: width - x + 8 };
  return x < width / 2 ? { left: 0 } : { right: 0 };
}

function SeriesLegend({ series }: { series: readonly TimeSeries[] }) {
  const intl = useIntl();
  const styles = useChartStyles();
  return (
    <ul className={styles.legend}>
      {series.map((s, index) => (
        <li key={s.label} className={styles.legendItem}>
          <span className={styles.swatch} style={{ backgroundColor: seriesColour(index) }} />
          {s.label}
        </li>
      ))}
      {series.map((s, index) =>
        s.buckets.some((b) => b.previous) ? (
          <li key={`${s.label}-previous`} className={styles.legendItem}>
            <span
              className={mergeClasses(styles.dash)}
              style={{ borderTopStyle: 'dashed', borderTopColor: seriesColour(index) }}
            />
            {intl.formatMessage(m.previousOf, { series: s.label })}
          </li>
        ) : null,
      )}
    </ul>
  );
}

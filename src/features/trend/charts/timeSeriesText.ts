// The words of a time series chart: its aria summary and its table view, from the same buckets.
import { createElement } from 'react';
import type { IntlShape } from 'react-intl';
import { sumValues, type AlignedBucket, type Bucket, type Grain } from '../../../domain/trend';
import { DataTable } from './DataTable';
import type { ValueFormat } from './measure';
import { formatPeriod } from './periodLabel';
import { chartMessages as m } from './messages';

export interface TimeSeries {
  label: string;
  /** `previous` when the previous period is compared (alignWithPrevious) */
  buckets: readonly (Bucket & Partial<Pick<AlignedBucket, 'previous'>>)[];
}

const hasPrevious = (s: TimeSeries) => s.buckets.some((b) => b.previous);

export function seriesSummary(
  intl: IntlShape,
  title: string,
  grain: Grain,
  series: readonly TimeSeries[],
  format: ValueFormat,
): string {
  const first = series[0];
  if (!first || first.buckets.length === 0) return intl.formatMessage(m.emptySummary, { title });
  const buckets = first.buckets;
  const peak = buckets.reduce((a, b) => (b.value > a.value ? b : a));
  const text = series.map((s) => {
    const summary = intl.formatMessage(m.seriesSummary, {
      title: series.length > 1 ? `${title} · ${s.label}` : title,
      from: formatPeriod(intl, buckets[0].start, grain),
      to: formatPeriod(intl, buckets[buckets.length - 1].start, grain),
      total: format.full(sumValues(s.buckets)),
      max: format.full(
        s === first ? peak.value : s.buckets.reduce((a, b) => (b.value > a ? b.value : a), 0n),
      ),
      maxPeriod: formatPeriod(
        intl,
        (s === first ? peak : s.buckets.reduce((a, b) => (b.value > a.value ? b : a))).start,
        grain,
      ),
    });
    if (!hasPrevious(s)) return summary;
    const previous = s.buckets.flatMap((b) => (b.previous ? [b.previous] : []));
    return `${summary} ${intl.formatMessage(m.previousSummary, { total: format.full(sumValues(previous)) })}`;
  });
  return text.join(' ');
}

export function seriesTable(
  intl: IntlShape,
  title: string,
  grain: Grain,
  series: readonly TimeSeries[],
  format: ValueFormat,
) {
  const columns = [
    { header: intl.formatMessage(m.period) },
    ...series.flatMap((s) => [
      { header: s.label, numeric: true },
      ...(hasPrevious(s)
        ? [{ header: intl.formatMessage(m.previousOf, { series: s.label }), numeric: true }]
        : []),
    ]),
  ];
  const buckets = series[0]?.buckets ?? [];
  const rows = buckets.map((bucket, index) => ({
    key: bucket.start,
    cells: [
      formatPeriod(intl, bucket.start, grain),
      ...series.flatMap((s) => {
        const own = s.buckets[index];
        const cells = [format.full(own?.value ?? 0n)];
        if (hasPrevious(s)) cells.push(own?.previous ? format.full(own.previous.value) : '—');
        return cells;
      }),
    ],
  }));
  const footer = [
    intl.formatMessage(m.total),
    ...series.flatMap((s) => {
      const cells = [format.full(sumValues(s.buckets))];
      if (hasPrevious(s)) {
        cells.push(
          format.full(sumValues(s.buckets.flatMap((b) => (b.previous ? [b.previous] : [])))),
        );
      }
      return cells;
    }),
  ];
  return createElement(DataTable, { caption: title, columns, rows, footer });
}

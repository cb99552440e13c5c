// Top tracks, albums or artists: a ranked list with a bar relative to the first entry. It is HTML
// already; the table view adds rank, exact figure and share for copying.
import { tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { fractions, relativeToMax } from '../../../domain/trend';
import { ChartFrame } from './ChartFrame';
import { useChartStyles } from './charts.styles';
import { DataTable } from './DataTable';
import { useValueFormat, type Measure } from './measure';
import { chartMessages as m } from './messages';

export interface TopItem {
  key: string;
  label: string;
  /** e.g. the artist of a track */
  secondary?: string;
  value: bigint;
}

export interface TopListProps {
  title: string;
  measure: Measure;
  /** largest first, as the query returns them */
  items: readonly TopItem[];
}

export function TopList({ title, measure, items }: TopListProps) {
  const intl = useIntl();
  const styles = useChartStyles();
  const format = useValueFormat(measure);
  const lengths = relativeToMax(items);
  const shares = fractions(items);
  const summary = items.length
    ? intl.formatMessage(m.topSummary, {
        title,
        count: items.length,
        name: items[0].label,
        value: format.full(items[0].value),
      })
    : intl.formatMessage(m.emptySummary, { title });
  const table = () => (
    <DataTable
      caption={title}
      columns={[
        { header: intl.formatMessage(m.rank) },
        { header: title },
        { header: intl.formatMessage(m.value), numeric: true },
        { header: intl.formatMessage(m.share), numeric: true },
      ]}
      rows={items.map((item, i) => ({
        key: item.key,
        cells: [
          intl.formatNumber(i + 1),
          item.secondary ? `${item.label} · ${item.secondary}` : item.label,
          format.full(item.value),
          format.percent(shares[i]),
        ],
      }))}
    />
  );
  return (
    <ChartFrame title={title} table={table}>
      {items.length === 0 ? (
        <p className={styles.note}>{intl.formatMessage(m.noData)}</p>
      ) : (
        <ol
          aria-label={summary}
          style={{ margin: 0, padding: 0, listStyleType: 'none', display: 'grid', gap: 8 }}
        >
          {items.map((item, i) => (
            <li
              key={item.key}
              style={{
                display: 'grid',
                gridTemplateColumns: '1.5em 1fr auto',
                columnGap: 8,
                alignItems: 'baseline',
              }}
            >
              <span className={styles.note}>{intl.formatNumber(i + 1)}</span>
              <span
                style={{
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {item.label}
                {item.secondary && <span className={styles.note}> · {item.secondary}</span>}
              </span>
              <span className={styles.number}>{format.full(item.value)}</span>
              <span
                aria-hidden
                style={{
                  gridColumn: '2 / 4',
                  height: 6,
                  borderRadius: 3,
                  width: `${Math.max(lengths[i] * 100, 0.5)}%`,
                  backgroundColor: tokens.colorBrandForeground1,
                }}
              />
            </li>
          ))}
        </ol>
      )}
    </ChartFrame>
  );
}

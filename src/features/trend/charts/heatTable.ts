// The heat map's table view: every territory the figures name, largest first, unknown codes
// included under their own code, with each one's share of the total.
import { createElement } from 'react';
import type { IntlShape } from 'react-intl';
import {
  fractions,
  joinTerritories,
  rankTerritories,
  type TerritoryValue,
} from '../../../domain/trend';
import { DataTable } from './DataTable';
import type { ValueFormat } from './measure';
import { chartMessages as m } from './messages';

export function heatTable(
  intl: IntlShape,
  title: string,
  values: readonly TerritoryValue[],
  format: ValueFormat,
  nameOf: (code: string) => string,
) {
  const join = joinTerritories(values);
  const rows = rankTerritories([
    ...[...join.byCode].map(([territory, value]) => ({ territory, value })),
    ...join.unknown,
  ]);
  const shares = fractions(rows.map((r) => ({ key: r.territory, value: r.value })));
  return createElement(DataTable, {
    caption: title,
    columns: [
      { header: intl.formatMessage(m.territory) },
      { header: intl.formatMessage(m.code) },
      { header: intl.formatMessage(m.value), numeric: true },
      { header: intl.formatMessage(m.share), numeric: true },
    ],
    rows: rows.map((row, i) => ({
      key: `${row.territory}-${i}`,
      cells: [
        nameOf(row.territory),
        row.territory.trim() || '—',
        format.full(row.value),
        format.percent(shares[i]),
      ],
    })),
    footer: [
      intl.formatMessage(m.total),
      '',
      format.full(rows.reduce((sum, r) => sum + r.value, 0n)),
      format.percent(rows.length ? 1 : 0),
    ],
  });
}

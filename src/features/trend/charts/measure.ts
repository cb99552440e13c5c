// What a chart's integers mean: counts (plays, downloads) or money in a currency's minor units
// (src/domain/money). Money is formatted from the integer with the currency's own digits.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { intlCurrencyOptions, toIntlNumber } from '../../../domain/money';

export type Measure = { kind: 'count' } | { kind: 'money'; currency: string };

export interface ValueFormat {
  /** full figure for tables, tooltips and summaries: "¥1,234.50", "12,345" */
  full: (value: bigint) => string;
  /** short figure for axes and legends: "¥1.2万", "12K" */
  short: (value: bigint) => string;
  /** a share 0..1 as a percentage with one decimal */
  percent: (fraction: number) => string;
}

export function useValueFormat(measure: Measure): ValueFormat {
  const intl = useIntl();
  const currency = measure.kind === 'money' ? measure.currency : null;
  return useMemo(() => {
    const percent = (fraction: number) =>
      intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 1 });
    if (currency === null) {
      return {
        full: (value) => intl.formatNumber(Number(value)),
        short: (value) =>
          intl.formatNumber(Number(value), { notation: 'compact', maximumFractionDigits: 1 }),
        percent,
      };
    }
    return {
      full: (value) =>
        intl.formatNumber(toIntlNumber(value, currency), intlCurrencyOptions(currency)),
      short: (value) =>
        intl.formatNumber(toIntlNumber(value, currency), {
          style: 'currency',
          currency,
          notation: 'compact',
          maximumFractionDigits: 1,
        }),
      percent,
    };
  }, [intl, currency]);
}

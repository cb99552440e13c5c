// The trend screen's choices: period, grain, measure, and whose figures (the organisation, or an
// album, track or artist picked from the library on this device, so the picker works offline).
import { Field, Option } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Dropdown } from '../../components/Dropdown';
import { useRecords } from '../../data/catalogueHooks';
import type { Grain } from '../../domain/trend/buckets';
import { TREND_SCOPES, type TrendScope } from '../../domain/trend/api';
import { TREND_PERIODS, type TrendPeriod } from '../../domain/trend/periods';
import { LookupCombobox } from '../library/shared/LookupCombobox';
import { trendMessages as m } from './messages';
import { useTrendStyles } from './TrendPage.styles';

export type TrendMeasure = 'plays' | 'downloads' | 'revenue';

export interface TrendChoice {
  period: TrendPeriod;
  grain: Grain;
  measure: TrendMeasure;
  scope: TrendScope;
  id: string;
}

const GRAINS: readonly Grain[] = ['day', 'week', 'month'];
const SCOPE_LABELS: Record<TrendScope, MessageDescriptor> = {
  org: m.scopeOrg,
  album: m.scopeAlbum,
  track: m.scopeTrack,
  artist: m.scopeArtist,
};

interface Props {
  choice: TrendChoice;
  /** the currency the revenue measure is shown in, when the figures have one */
  currency: string | null;
  onChange(change: Partial<TrendChoice>): void;
}

function ScopeItemPicker({
  scope,
  value,
  onChange,
}: {
  scope: Exclude<TrendScope, 'org'>;
  value: string;
  onChange(id: string): void;
}) {
  const intl = useIntl();
  const styles = useTrendStyles();
  const records = useRecords(scope);
  const options = useMemo(
    () =>
      (records ?? [])
        .map((r) => ({ value: r.id, text: r.name || r.id }))
        .sort((a, b) => a.text.localeCompare(b.text)),
    [records],
  );
  return (
    <Field label={intl.formatMessage(m.scopeItem)}>
      <LookupCombobox
        className={styles.control}
        options={options}
        value={value}
        onChange={onChange}
        placeholder={intl.formatMessage(m.scopeItemPlaceholder)}
        noMatchText={intl.formatMessage(m.noMatch)}
        testId="trend-scope-item"
      />
    </Field>
  );
}

export function TrendFilters({ choice, currency, onChange }: Props) {
  const intl = useIntl();
  const styles = useTrendStyles();
  const measures: [TrendMeasure, string][] = [
    ['plays', intl.formatMessage(m.plays)],
    ['downloads', intl.formatMessage(m.downloads)],
  ];
  if (currency) measures.push(['revenue', intl.formatMessage(m.revenue, { currency })]);
  const pick = <T extends string>(
    values: readonly T[],
    labelOf: (v: T) => string,
    value: T,
    set: (v: T) => void,
    label: MessageDescriptor,
    testId: string,
  ) => (
    <Field label={intl.formatMessage(label)}>
      <Dropdown
        data-testid={testId}
        className={styles.control}
        value={labelOf(value)}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => {
          const next = values.find((v) => v === data.optionValue);
          if (next) set(next);
        }}
      >
        {values.map((v) => (
          <Option key={v} value={v}>
            {labelOf(v)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
  const measureLabel = (v: TrendMeasure) => measures.find(([k]) => k === v)?.[1] ?? v;
  return (
    <section className={styles.filters} aria-label={intl.formatMessage(m.filters)}>
      {pick(
        TREND_PERIODS,
        (p) => intl.formatMessage(m[p]),
        choice.period,
        (period) => onChange({ period }),
        m.period,
        'trend-period',
      )}
      {pick(
        GRAINS,
        (g) => intl.formatMessage(m[g]),
        choice.grain,
        (grain) => onChange({ grain }),
        m.grain,
        'trend-grain',
      )}
      {pick(
        measures.map(([k]) => k),
        measureLabel,
        choice.measure === 'revenue' && !currency ? 'plays' : choice.measure,
        (measure) => onChange({ measure }),
        m.measure,
        'trend-measure',
      )}
      {pick(
        TREND_SCOPES,
        (s) => intl.formatMessage(SCOPE_LABELS[s]),
        choice.scope,
        (scope) => onChange({ scope, id: '' }),
        m.scope,
        'trend-scope',
      )}
      {choice.scope !== 'org' && (
        <ScopeItemPicker
          scope={choice.scope}
          value={choice.id}
          onChange={(id) => onChange({ id })}
        />
      )}
    </section>
  );
}

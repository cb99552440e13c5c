// /trend/index: the organisation's figures for a period (summary with change, a chart over time,
// top content, the heat map, share by channel), each chart with its table view. The choices live
// in the address, so a reload or a shared link shows the same figures; offline the last figures
// loaded on this device stay readable, marked with their time.
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { DataStatusBar } from '../../components/DataStatusBar';
import { TREND_SCOPES, type TrendQueryInput, type TrendScope } from '../../domain/trend/api';
import type { Grain } from '../../domain/trend/buckets';
import { isEmptyFigures, revenueTiles } from '../../domain/trend/figures';
import {
  TREND_PERIODS,
  defaultGrain,
  periodRange,
  type TrendPeriod,
} from '../../domain/trend/periods';
import { trendMessages as m } from './messages';
import { TrendCharts } from './TrendCharts';
import { TrendFilters, type TrendChoice, type TrendMeasure } from './TrendFilters';
import { useTrendStyles } from './TrendPage.styles';
import { TrendSummary } from './TrendSummary';
import { useTrendFigures } from './useTrendFigures';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

function readChoice(params: URLSearchParams): TrendChoice {
  const period = oneOf<TrendPeriod>(TREND_PERIODS, params.get('period'), 'months12');
  return {
    period,
    grain: oneOf<Grain>(['day', 'week', 'month'], params.get('grain'), defaultGrain(period)),
    measure: oneOf<TrendMeasure>(['plays', 'downloads', 'revenue'], params.get('measure'), 'plays'),
    scope: oneOf<TrendScope>(TREND_SCOPES, params.get('scope'), 'org'),
    id: params.get('id') ?? '',
  };
}

const today = () => new Date().toISOString().slice(0, 10);

export function TrendPage() {
  const intl = useIntl();
  const styles = useTrendStyles();
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  const day = today();
  const query = useMemo((): TrendQueryInput => {
    const range = periodRange(choice.period, day);
    // an album, track or artist not picked yet: the organisation's figures meanwhile
    return choice.scope !== 'org' && choice.id !== ''
      ? { ...range, scope: choice.scope, id: choice.id }
      : { ...range, scope: 'org' };
  }, [choice.period, choice.scope, choice.id, day]);
  const { shown, status, retry, notReady } = useTrendFigures(query);
  const figures = shown?.figures;
  const currency = figures ? (revenueTiles(figures.revenue)[0]?.currency ?? null) : null;
  const dateText = (d: string) =>
    intl.formatDate(`${d}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const timeText = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });

  const change = (next: Partial<TrendChoice>) => {
    const merged = { ...choice, ...next };
    if (next.period && !next.grain) merged.grain = defaultGrain(next.period);
    const search = new URLSearchParams({
      period: merged.period,
      grain: merged.grain,
      measure: merged.measure,
      scope: merged.scope,
    });
    if (merged.scope !== 'org' && merged.id) search.set('id', merged.id);
    setParams(search, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.title)}
      </Title2>
      <TrendFilters choice={choice} currency={currency} onChange={change} />
      <DataStatusBar status={status} savedAt={shown?.savedAt} onRetry={retry} />
      {notReady && (
        <MessageBar intent="info" data-testid="trend-not-ready">
          <MessageBarBody>{notReady}</MessageBarBody>
        </MessageBar>
      )}
      {shown && !shown.isExact && (
        <MessageBar intent="warning" data-testid="trend-stand-in">
          <MessageBarBody>
            {intl.formatMessage(m.standIn, {
              from: dateText(shown.figures.range.from),
              to: dateText(shown.figures.range.to),
              time: timeText(shown.savedAt),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {!figures ? (
        status.kind === 'loading' && <Spinner size="small" label={intl.formatMessage(m.loading)} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="trend-summary-title">
            <Title3 as="h2" id="trend-summary-title" className={styles.sectionTitle}>
              {intl.formatMessage(m.summaryTitle)}
              {figures.scopeName ? ` · ${figures.scopeName}` : ''}
            </Title3>
            <Body1 className={styles.caption} data-testid="trend-range">
              {intl.formatMessage(m.range, {
                from: dateText(figures.range.from),
                to: dateText(figures.range.to),
                previousFrom: dateText(figures.previousRange.from),
                previousTo: dateText(figures.previousRange.to),
              })}
              {' · '}
              <span data-testid="trend-as-of">
                {intl.formatMessage(m.asOf, { time: timeText(shown.savedAt) })}
              </span>
            </Body1>
            {isEmptyFigures(figures) && (
              <MessageBar intent="info" data-testid="trend-empty">
                <MessageBarBody>{intl.formatMessage(m.empty)}</MessageBarBody>
              </MessageBar>
            )}
            <TrendSummary figures={figures} />
          </section>
          {/* an empty period has nothing to draw: the message above says why */}
          {!isEmptyFigures(figures) && (
            <TrendCharts
              figures={figures}
              grain={choice.grain}
              measure={choice.measure}
              currency={currency}
            />
          )}
        </>
      )}
    </div>
  );
}

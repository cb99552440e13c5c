// Development-only page (tests/harness/charts.html, never in the build's route table): every trend
// chart with sample figures, for screenshots at 1440 and 390 px (tests/harness/chartScreenshots.ts).
// ?lang=en for English, ?theme=dark for Fluent's dark theme, ?table=1 to open every table view.
import { Card, FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import {
  ShareChart,
  Sparkline,
  TimeSeriesChart,
  TopList,
  WorldHeatMap,
} from '../../src/features/trend/charts';
import en from '../../src/i18n/locales/en.json';
import zhHans from '../../src/i18n/locales/zh-Hans.json';
import {
  channels,
  downloadsByDay,
  playsByMonth,
  revenueByWeek,
  territories,
  topTracks,
} from './sampleTrend';

const params = new URLSearchParams(location.search);
const isEnglish = params.get('lang') === 'en';
const t = (zh: string, english: string) => (isEnglish ? english : zh);
document.documentElement.lang = isEnglish ? 'en' : 'zh-Hans';

function Harness() {
  const cny = { kind: 'money', currency: 'CNY' } as const;
  const count = { kind: 'count' } as const;
  return (
    <main style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 1200, margin: '0 auto' }}>
      <Card>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
          <span>{t('上期播放量', 'Plays last period')}</span>
          <Sparkline label={t('播放量', 'Plays')} measure={count} buckets={playsByMonth} />
          <span>{t('上期收入', 'Revenue last period')}</span>
          <Sparkline label={t('收入', 'Revenue')} measure={cny} buckets={revenueByWeek} />
        </div>
      </Card>
      <Card>
        <TimeSeriesChart
          title={t('播放量（按月）', 'Plays by month')}
          grain="month"
          measure={count}
          series={[{ label: t('播放量', 'Plays'), buckets: playsByMonth }]}
        />
      </Card>
      <Card>
        <TimeSeriesChart
          title={t('下载量（按日）', 'Downloads by day')}
          grain="day"
          measure={count}
          series={[{ label: t('下载量', 'Downloads'), buckets: downloadsByDay }]}
        />
      </Card>
      <Card>
        <TimeSeriesChart
          title={t('收入（按周）', 'Revenue by week')}
          grain="week"
          measure={cny}
          series={[{ label: t('收入', 'Revenue'), buckets: revenueByWeek }]}
        />
      </Card>
      <Card>
        <WorldHeatMap title={t('地区分布', 'Territories')} measure={count} values={territories} />
      </Card>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
        }}
      >
        <Card>
          <ShareChart title={t('数据来源', 'Data source')} measure={count} slices={channels} />
        </Card>
        <Card>
          <ShareChart
            title={t('数据来源（条形）', 'Data source (bars)')}
            measure={count}
            slices={channels}
            variant="bar"
          />
        </Card>
        <Card>
          <TopList title={t('热门歌曲', 'Top tracks')} measure={count} items={topTracks} />
        </Card>
        <Card>
          <TopList title={t('热门专辑', 'Top albums')} measure={count} items={[]} />
        </Card>
      </div>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <IntlProvider
      locale={isEnglish ? 'en' : 'zh-Hans'}
      defaultLocale="en"
      messages={isEnglish ? en : zhHans}
    >
      <FluentProvider
        theme={params.get('theme') === 'dark' ? webDarkTheme : webLightTheme}
        style={{ minHeight: '100vh' }}
      >
        <Harness />
      </FluentProvider>
    </IntlProvider>
  </StrictMode>,
);

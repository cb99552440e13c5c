// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { setLanguage } from '../../../i18n/languageStore';
import { alignWithPrevious } from '../../../domain/trend';
import { ShareChart } from './ShareChart';
import { Sparkline } from './Sparkline';
import { TimeSeriesChart } from './TimeSeriesChart';
import { TopList } from './TopList';
import { WorldHeatMap } from './WorldHeatMap';

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

const render = (element: React.ReactElement) => renderWithProviders([{ path: '/', element }], '/');
const showTable = async () =>
  fireEvent.click(await screen.findByRole('button', { name: /表格视图|Table view/ }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const revenue = alignWithPrevious(
  [
    { day: '2026-01-15', value: 123_450n },
    { day: '2026-02-03', value: 100n },
  ],
  [{ day: '2025-12-01', value: 99_999n }],
  'month',
  { from: '2026-01-01', to: '2026-03-31' },
);

describe('the time series chart', () => {
  it('summarise the figures in its label and list them, with the previous period, in its table (zh)', async () => {
    render(
      <TimeSeriesChart
        title="收入"
        grain="month"
        measure={{ kind: 'money', currency: 'CNY' }}
        series={[{ label: '收入', buckets: revenue }]}
      />,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toBe(
      '收入，2026年1月至2026年3月：合计¥1,235.50，最高¥1,234.50（2026年1月）。 上一周期合计¥999.99。',
    );
    await showTable();
    // Q1 2026 against Q4 2025: January beside October, March beside December
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['时间', '收入', '收入（上一周期）'],
      ['2026年1月', '¥1,234.50', '¥0.00'],
      ['2026年2月', '¥1.00', '¥0.00'],
      ['2026年3月', '¥0.00', '¥999.99'],
      ['合计', '¥1,235.50', '¥999.99'],
    ]);
  });

  it('name weeks by their Monday in English and format counts', async () => {
    setLanguage('en');
    render(
      <TimeSeriesChart
        title="Plays"
        grain="week"
        measure={{ kind: 'count' }}
        series={[{ label: 'Plays', buckets: [{ start: '2026-03-02', value: 12_345n }] }]}
      />,
    );
    await showTable();
    expect(rowsOf(screen.getByRole('table'))[1]).toEqual(['Week of Mar 2, 2026', '12,345']);
  });
});

describe('the heat map', () => {
  const values = [
    { territory: 'CN', value: 900n },
    { territory: 'US', value: 300n },
    { territory: 'HK', value: 50n },
    { territory: 'ZZ', value: 7n },
    { territory: 'cn', value: 100n },
  ];

  it('make each territory with figures a labelled Tab stop, small ones as points, largest first', async () => {
    render(<WorldHeatMap title="地区分布" measure={{ kind: 'count' }} values={values} />);
    // the map's shapes are a lazy chunk: wait for them as long as a loaded machine needs
    const map = await screen.findByRole(
      'group',
      { name: /地区分布：世界地图，共3个国家和地区，最高的是中国，1,000/ },
      { timeout: 15_000 },
    );
    const stops = within(map).getAllByRole('img');
    expect(stops.map((s) => s.getAttribute('aria-label'))).toEqual([
      '中国: 1,000',
      '美国: 300',
      '中国香港特别行政区: 50',
    ]);
    expect(stops.every((s) => s.getAttribute('tabindex') === '0')).toBe(true);
    expect(stops[2].tagName.toLowerCase()).toBe('circle');
    expect(screen.getByText('地图上未显示：ZZ (7)')).toBeTruthy();
    fireEvent.focus(stops[1]);
    expect(screen.getByRole('presentation').textContent).toBe('美国300');
  });

  it('list every territory in its table, the unknown code under its own code (en)', async () => {
    setLanguage('en');
    render(
      <WorldHeatMap
        title="Territories"
        measure={{ kind: 'money', currency: 'USD' }}
        values={values}
      />,
    );
    await showTable();
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Country or region', 'Code', 'Value', 'Share'],
      ['China', 'CN', '$10.00', '73.7%'],
      ['United States', 'US', '$3.00', '22.1%'],
      ['Hong Kong SAR China', 'HK', '$0.50', '3.7%'],
      ['Unknown territory', 'ZZ', '$0.07', '0.5%'],
      ['Total', '', '$13.57', '100%'],
    ]);
  });
});

describe('share, top list and sparkline', () => {
  const channels = ['A', 'B', 'C', 'D'].map((key, i) => ({
    key,
    label: `Channel ${key}`,
    value: BigInt(40 - i * 10),
  }));

  it('fold small channels into Other in the picture but list them all in the table', async () => {
    setLanguage('en');
    render(
      <ShareChart
        title="Data source"
        measure={{ kind: 'count' }}
        slices={channels}
        maxSlices={3}
      />,
    );
    expect(screen.getByText('Other')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Data source: 4 parts, largest Channel A with 40%.',
    );
    await showTable();
    expect(rowsOf(screen.getByRole('table')).map((r) => r[0])).toEqual([
      'Data source',
      'Channel A',
      'Channel B',
      'Channel C',
      'Channel D',
      'Total',
    ]);
  });

  it('rank the top list in its table', async () => {
    render(
      <TopList
        title="热门歌曲"
        measure={{ kind: 'count' }}
        items={[
          { key: 't1', label: '晴天', secondary: '周杰伦', value: 3000n },
          { key: 't2', label: '夜曲', value: 1000n },
        ]}
      />,
    );
    await showTable();
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['排名', '热门歌曲', '数值', '占比'],
      ['1', '晴天 · 周杰伦', '3,000', '75%'],
      ['2', '夜曲', '1,000', '25%'],
    ]);
  });

  it('say what the sparkline shows', () => {
    render(
      <Sparkline
        label="播放量"
        measure={{ kind: 'count' }}
        buckets={[
          { start: '2026-01-01', value: 5n },
          { start: '2026-02-01', value: 9n },
          { start: '2026-03-01', value: 7n },
        ]}
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '播放量：3个周期，从5到7，最高9。',
    );
  });
});

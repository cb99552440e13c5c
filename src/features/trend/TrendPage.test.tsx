// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../app/session/sessionStore';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { getCached, putCachedEntry } from '../../data/cacheRepo';
import { db } from '../../data/db';
import type { TrendFigures } from '../../domain/trend/api';
import { periodRange } from '../../domain/trend/periods';
import { fetchWhenReady } from './trendCalls';
import { TrendPage } from './TrendPage';
import { trendQueryKey } from './useTrendFigures';

const range = periodRange('months12', new Date().toISOString().slice(0, 10));
const figures: TrendFigures = {
  range,
  previousRange: { from: '2024-01-01', to: '2024-12-31' },
  scope: 'org',
  scopeId: null,
  scopeName: null,
  dataFrom: range.from,
  dataTo: range.to,
  current: { plays: '12345', downloads: '10', units: '12355' },
  previous: { plays: '10000', downloads: '0', units: '10000' },
  revenue: [{ currency: 'CNY', revenueMicro: '1234560000', previousRevenueMicro: '0' }],
  days: [{ day: range.from, plays: '12345', downloads: '10', units: '12355' }],
  previousDays: [],
  revenueDays: [{ day: range.from, currency: 'CNY', revenueMicro: '1234560000' }],
  topTracks: [{ id: 't1', name: '潮汐', plays: '12345', downloads: '10', units: '12355' }],
  topAlbums: [],
  topArtists: [],
  territories: [{ key: 'CN', plays: '12345', downloads: '10', units: '12355' }],
  channels: [{ key: 'Harbour FM', plays: '12345', downloads: '10', units: '12355' }],
};

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (result: unknown) => answer({ state: true, msg: '', result });
const notReady = () =>
  answer({ state: false, msg: '数据正在更新', code: '12000', result: null }, 503);

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(async () => {
  cleanup();
  await endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderTrend = () =>
  renderWithProviders([{ path: '/trend/index', Component: TrendPage }], '/trend/index');

describe('TrendPage', () => {
  it('shows the summary with its change and the charts, and keeps the answer for offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(figures)),
    );
    renderTrend();
    const plays = await screen.findByTestId('trend-plays');
    expect(plays.textContent).toContain('12,345');
    expect(plays.textContent).toContain('+23.5%');
    expect(screen.getByTestId('trend-revenue-CNY').textContent).toContain('1,234.56');
    expect(within(screen.getByTestId('trend-top-tracks')).getByText('潮汐')).toBeTruthy();
    await vi.waitFor(async () =>
      expect(Object.keys((await getCached('trendFigures'))?.value ?? {})).toEqual([
        trendQueryKey({ ...range, scope: 'org' }),
      ]),
    );
  });

  it('offline, shows the figures saved on this device with their time', async () => {
    const savedAt = Date.UTC(2026, 10, 20, 8, 30);
    await putCachedEntry(
      'trendFigures',
      trendQueryKey({ ...range, scope: 'org' }),
      { figures, savedAt },
      8,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderTrend();
    expect((await screen.findByTestId('data-status')).textContent).toMatch(/2026/);
    expect(screen.getByTestId('trend-plays').textContent).toContain('12,345');
    expect(screen.getByTestId('trend-as-of').textContent).toMatch(/2026/);
    expect(screen.queryByTestId('trend-stand-in')).toBeNull();
  });

  it('offline with another period saved, shows that one and says so', async () => {
    const older = { ...figures, range: { from: '2023-01-01', to: '2023-12-31' } };
    await putCachedEntry('trendFigures', 'other', { figures: older, savedAt: Date.now() }, 8);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderTrend();
    expect((await screen.findByTestId('trend-stand-in')).textContent).toMatch(/2023/);
  });
});

describe('code 12000 (data not ready)', () => {
  it('shows the message and asks again after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchFn = vi.fn<() => Promise<Response>>(async () => ok(figures));
    fetchFn.mockImplementationOnce(async () => notReady());
    vi.stubGlobal('fetch', fetchFn);
    const messages: (string | null)[] = [];
    let shown: () => void = () => undefined;
    const firstMessage = new Promise<void>((resolve) => (shown = resolve));
    const done = fetchWhenReady({ ...range }, new AbortController().signal, (m) => {
      messages.push(m);
      shown();
    });
    await firstMessage;
    expect(messages).toEqual(['数据正在更新']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(figures);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(messages).toEqual(['数据正在更新', null]);
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { getCached, putCached } from '../../data/cacheRepo';
import { endSession, storeUserInfo } from '../../app/session/sessionStore';
import { db } from '../../data/db';
import type { DashboardSummary, SysMessage } from '../../domain/api';
import type { ReviewQueuePage } from '../../domain/review/types';
import { ACTIONS } from '../../domain/roles';
import type { TrendFigures } from '../../domain/trend/api';
import { periodRange } from '../../domain/trend/periods';
import { DashboardPage } from './DashboardPage';

const summary: DashboardSummary = {
  trackTotal: 12345,
  albumTotal: 5,
  artistTotal: 3,
  albumsToReview: 2,
  albumsApproved: 1,
  albumsUnapproved: 1,
};
const notice: SysMessage = {
  id: 'm1',
  title: '系统维护通知',
  content: '周六维护',
  kind: 'announcement',
  createdAt: '2026-11-20T04:40:00.000Z',
  read: false,
};

const ok = (result: unknown) => new Response(JSON.stringify({ state: true, msg: '', result }));

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(async () => {
  cleanup();
  await endSession();
  vi.unstubAllGlobals();
});

const renderDashboard = () =>
  renderWithProviders([{ path: '/dashboard/index', Component: DashboardPage }], '/dashboard/index');

describe('DashboardPage', () => {
  it('shows the totals and announcements from the server and saves them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('summary') ? ok(summary) : ok({ list: [notice], total: 1 }),
      ),
    );
    renderDashboard();
    const totals = await screen.findByTestId('dashboard-totals');
    expect(within(totals).getByText('12,345')).toBeTruthy();
    expect(within(totals).getByText('待审核专辑')).toBeTruthy();
    expect((await screen.findByTestId('announcement')).textContent).toContain('系统维护通知');
    await vi.waitFor(async () =>
      expect((await getCached('announcements'))?.value).toEqual([notice]),
    );
    expect(screen.queryByTestId('data-status')).toBeNull();
  });

  it('shows the saved copy with an offline note when the server is out of reach', async () => {
    await putCached('dashboardSummary', summary);
    await putCached('announcements', [notice]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderDashboard();
    expect(await screen.findByTestId('dashboard-totals')).toBeTruthy();
    expect((await screen.findByTestId('data-status')).textContent).toContain('离线状态');
    expect((await screen.findByTestId('announcement')).textContent).toContain('系统维护通知');
  });

  it('shows staff what waits for review across organisations instead of empty library totals', async () => {
    await storeUserInfo({
      userInfo: {
        id: 'staff',
        name: '后台演示员',
        email: 'staff@example.com',
        phone: '',
        roles: [],
        lastLoginAt: null,
        accountType: 'company',
        ifAppleVerify: false,
        organisationId: 'bo',
        organisationName: '平台运营中心',
      },
      privileges: [{ id: ACTIONS.backofficeReview, link: ACTIONS.backofficeReview }],
    });
    const queue: ReviewQueuePage = {
      list: [
        {
          albumId: 'a1',
          orgId: 'o1',
          orgName: '星光唱片',
          orgNameEn: 'Starlight',
          name: '夜航',
          type: 11,
          stage: 'content',
          submittedAt: new Date(Date.now() - 3 * 86_400_000 - 2 * 3_600_000).toISOString(),
          waitingMs: 0,
          claim: null,
        },
      ],
      total: 4,
      counts: { newAlbums: 3, modifications: 1, byOrg: [] },
    };
    const fetch = vi.fn(async (url: string) =>
      url.includes('review') ? ok(queue) : ok({ list: [notice], total: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDashboard();
    const tiles = await screen.findByTestId('dashboard-review');
    expect(within(tiles).getByText('新增专辑').nextSibling?.textContent).toBe('3');
    expect(within(tiles).getByText('修改专辑').nextSibling?.textContent).toBe('1');
    expect(within(tiles).getByText('最长等待').nextSibling?.textContent).toMatch(/3\s*天/);
    expect(screen.getByRole('link', { name: '进入审核队列' })).toBeTruthy();
    expect(screen.queryByTestId('dashboard-totals')).toBeNull();
    // the partner's library summary is never asked for: staff have no catalogue
    expect(fetch.mock.calls.some(([url]) => String(url).includes('summary'))).toBe(false);
    await vi.waitFor(async () =>
      expect((await getCached('reviewSummary'))?.value.counts.newAlbums).toBe(3),
    );
  });

  it("shows a partner last month's plays and revenue with a line of the last 12 months", async () => {
    await storeUserInfo({
      userInfo: {
        id: 'p',
        name: '演示管理员',
        email: 'p@example.com',
        phone: '',
        roles: [],
        lastLoginAt: null,
        accountType: 'company',
        ifAppleVerify: false,
        organisationId: 'o1',
        organisationName: '星光唱片',
      },
      privileges: [{ id: 'trend-index', link: 'trend-index' }],
    });
    const range = periodRange('months12', new Date().toISOString().slice(0, 10));
    const lastMonth = `${range.to.slice(0, 7)}-01`;
    const figures: TrendFigures = {
      range,
      previousRange: range,
      scope: 'org',
      scopeId: null,
      scopeName: null,
      dataFrom: range.from,
      dataTo: range.to,
      current: { plays: '4321', downloads: '0', units: '4321' },
      previous: { plays: '0', downloads: '0', units: '0' },
      revenue: [{ currency: 'CNY', revenueMicro: '98765000', previousRevenueMicro: '0' }],
      days: [
        { day: range.from, plays: '99', downloads: '0', units: '99' },
        { day: lastMonth, plays: '4321', downloads: '0', units: '4321' },
      ],
      previousDays: [],
      revenueDays: [
        { day: lastMonth, currency: 'CNY', revenueMicro: '98765000' },
        { day: lastMonth, currency: 'USD', revenueMicro: '1000000' },
      ],
      topTracks: [],
      topAlbums: [],
      topArtists: [],
      territories: [],
      channels: [],
    };
    const fetch = vi.fn(async (url: string) =>
      url.includes('dataDetailReport')
        ? ok(figures)
        : url.includes('summary')
          ? ok(summary)
          : ok({ list: [notice], total: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDashboard();
    const trend = await screen.findByTestId('dashboard-trend');
    expect(within(trend).getByText('播放量').nextSibling?.textContent).toBe('4,321');
    expect(trend.textContent).toContain('98.77');
    expect(trend.textContent).toContain('CNY');
    expect(within(trend).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '查看全部趋势' })).toBeTruthy();
  });

  it('does not ask for trend figures without the trend privilege', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('summary') ? ok(summary) : ok({ list: [notice], total: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDashboard();
    await screen.findByTestId('dashboard-totals');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('dataDetailReport'))).toBe(false);
    expect(screen.queryByTestId('dashboard-trend')).toBeNull();
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { getCached, putCached } from '../../data/cacheRepo';
import { db } from '../../data/db';
import type { DashboardSummary, SysMessage } from '../../domain/api';
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
afterEach(() => {
  cleanup();
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
});

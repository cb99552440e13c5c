// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { SyncStatus } from '../../../sync/status';
import { SyncStatusIndicator } from './SyncStatusIndicator';

const status: { current: SyncStatus } = {
  current: {
    online: true,
    phase: 'idle',
    pending: 0,
    conflicts: 0,
    lastSyncedAt: '2026-01-01T08:00:00.000Z',
    lostDatabase: false,
    clientTooOld: false,
    quotaError: false,
    lastError: null,
  },
};
vi.mock('../../../sync/status', () => ({ useSyncStatus: () => status.current }));

function show(patch: Partial<SyncStatus>) {
  status.current = { ...status.current, ...patch };
  renderWithProviders([{ path: '*', element: <SyncStatusIndicator /> }], '/dashboard/index');
}

afterEach(cleanup);

describe('SyncStatusIndicator', () => {
  it('says all changes are saved in a polite live region', async () => {
    show({});
    const region = await screen.findByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('所有更改已保存');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts queued changes while offline', async () => {
    show({ online: false, phase: 'offline', pending: 2 });
    expect((await screen.findByRole('status')).textContent).toContain('离线，2 项更改待同步');
  });

  it('counts the changes being saved', async () => {
    show({ online: true, phase: 'syncing', pending: 3 });
    expect((await screen.findByRole('status')).textContent).toContain('正在保存 3 项更改');
  });

  it('links the conflicts to their view', async () => {
    show({ pending: 0, phase: 'idle', conflicts: 2 });
    const link = await screen.findByRole('link', { name: '2 个冲突' });
    expect(link.getAttribute('href')).toBe('/sync/conflicts');
  });
});

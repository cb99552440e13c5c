// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { SyncStatus } from '../../../sync/status';
import { SyncNotices } from './SyncNotices';

const healthy: SyncStatus = {
  online: true,
  phase: 'idle',
  pending: 0,
  conflicts: 0,
  lastSyncedAt: null,
  lostDatabase: false,
  clientTooOld: false,
  quotaError: false,
  lastError: null,
};
const status = { current: healthy };
vi.mock('../../../sync/status', () => ({ useSyncStatus: () => status.current }));

function show(patch: Partial<SyncStatus>) {
  status.current = { ...healthy, ...patch };
  // happy-dom has no showModal: the refresh dialog then simply stays in the page
  renderWithProviders([{ path: '*', element: <SyncNotices /> }], '/dashboard/index');
}

afterEach(cleanup);

describe('SyncNotices', () => {
  it('says nothing while all is well', () => {
    show({});
    expect(screen.queryByTestId('sync-quota-error')).toBeNull();
    expect(screen.queryByTestId('sync-lost-database')).toBeNull();
  });

  it('says that changes cannot be saved when storage is full', async () => {
    show({ quotaError: true });
    expect((await screen.findByTestId('sync-quota-error')).textContent).toContain('更改无法保存');
  });

  it('tells of a lost local database until dismissed', async () => {
    show({ lostDatabase: true });
    expect((await screen.findByTestId('sync-lost-database')).textContent).toContain('此设备丢失了本地数据');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('sync-lost-database')).toBeNull();
  });

  it('asks an outdated client to refresh', async () => {
    show({ clientTooOld: true });
    expect((await screen.findByRole('alertdialog', { hidden: true })).textContent).toContain('服务器已更新');
  });
});

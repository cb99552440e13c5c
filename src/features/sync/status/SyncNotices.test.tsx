// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { UNSENT_WARNING_AFTER_MS } from '../../../domain/sync/evictionRisk';
import type { SyncStatus } from '../../../app/sync/status';
import { SyncNotices } from './SyncNotices';

const healthy: SyncStatus = {
  online: true,
  phase: 'idle',
  pending: 0,
  oldestPendingAt: null,
  conflicts: 0,
  lastSyncedAt: null,
  lostDatabase: false,
  clientTooOld: false,
  quotaError: false,
  lastError: null,
  persistence: 'persisted',
};
const longAgo = (extraMs = 0) =>
  new Date(Date.now() - UNSENT_WARNING_AFTER_MS - extraMs).toISOString();
const status = { current: healthy };
vi.mock('../../../app/sync/status', () => ({ useSyncStatus: () => status.current }));

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
    expect((await screen.findByTestId('sync-lost-database')).textContent).toContain(
      '此设备丢失了本地数据',
    );
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('sync-lost-database')).toBeNull();
  });

  it('tells plainly to go online when unsent edits waited long and the browser may delete them', async () => {
    show({
      online: false,
      phase: 'offline',
      pending: 3,
      oldestPendingAt: longAgo(),
      persistence: 'bestEffort',
    });
    const notice = await screen.findByTestId('sync-at-risk');
    expect(notice.textContent).toContain('更改尚未发送');
    expect(notice.textContent).toContain(
      '此浏览器可能会删除尚未发送的更改。关闭此页面前请先联网。',
    );
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('sync-at-risk')).toBeNull();
  });

  it('asks to keep the page open when online but the edits still wait', async () => {
    show({ phase: 'error', pending: 1, oldestPendingAt: longAgo(), persistence: 'unsupported' });
    expect((await screen.findByTestId('sync-at-risk')).textContent).toContain('请保持此页面打开');
  });

  it('keeps quiet when the browser keeps the data, or when the edits are recent', () => {
    show({
      online: false,
      phase: 'offline',
      pending: 3,
      oldestPendingAt: longAgo(),
      persistence: 'persisted',
    });
    expect(screen.queryByTestId('sync-at-risk')).toBeNull();
    cleanup();
    show({
      online: false,
      phase: 'offline',
      pending: 3,
      oldestPendingAt: longAgo(-60_000),
      persistence: 'bestEffort',
    });
    expect(screen.queryByTestId('sync-at-risk')).toBeNull();
  });

  it('asks an outdated client to refresh', async () => {
    show({ clientTooOld: true });
    expect((await screen.findByRole('alertdialog', { hidden: true })).textContent).toContain(
      '服务器已更新',
    );
  });
});

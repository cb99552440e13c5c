// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { UNSENT_WARNING_AFTER_MS } from '../../../domain/sync/evictionRisk';
import { setLanguage } from '../../../i18n/languageStore';
import type { SyncStatus } from '../../../app/sync/status';
import { SyncStatusIndicator } from './SyncStatusIndicator';

const status: { current: SyncStatus } = {
  current: {
    online: true,
    phase: 'idle',
    pending: 0,
    oldestPendingAt: null,
    conflicts: 0,
    lastSyncedAt: '2026-01-01T08:00:00.000Z',
    lostDatabase: false,
    clientTooOld: false,
    quotaError: false,
    lastError: null,
    persistence: 'persisted',
  },
};
const healthy = status.current;
vi.mock('../../../app/sync/status', () => ({ useSyncStatus: () => status.current }));

function show(patch: Partial<SyncStatus>) {
  status.current = { ...healthy, ...patch };
  renderWithProviders([{ path: '*', element: <SyncStatusIndicator /> }], '/dashboard/index');
}

async function openDetails(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByTestId('sync-state'));
  return screen.findByTestId('sync-details');
}

/** Whether closing the page now would make the browser ask first. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const offlineFor = (ms: number): Partial<SyncStatus> => ({
  online: false,
  phase: 'offline',
  pending: 2,
  oldestPendingAt: new Date(Date.now() - ms).toISOString(),
});

const animate = Element.prototype.animate;
beforeEach(() => {
  // Fluent's popover motion cancels its animation on unmount; happy-dom then rejects `finished`,
  // which nothing observes (Chromium does not reject it unobserved)
  vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
    this: Element,
    ...args: Parameters<Element['animate']>
  ) {
    const animation = animate.apply(this, args);
    animation.finished.catch(() => undefined);
    return animation;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setLanguage('zh-hans');
});

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

  it('opens the details: state, last sync and the answer on keeping the data', async () => {
    show({});
    const details = await openDetails();
    expect(details.textContent).toContain('同步详情');
    expect(details.textContent).toContain('所有更改已保存');
    expect(details.textContent).toContain('上次同步');
    expect(screen.getByTestId('sync-details-waiting').textContent).toBe('无');
    const storage = screen.getByTestId('sync-persistence');
    expect(storage.dataset.persistence).toBe('persisted');
    expect(storage.textContent).toBe('持久保存：浏览器不会自行删除这些数据。');
  });

  it('shows a refusal in English, with the unsent edits', async () => {
    setLanguage('en');
    show({ ...offlineFor(60_000), persistence: 'bestEffort' });
    await openDetails();
    expect(screen.getByTestId('sync-details-waiting').textContent).toMatch(
      /^2 changes, the oldest since /,
    );
    expect(screen.getByTestId('sync-persistence').textContent).toBe(
      'Not guaranteed: this browser may delete it when space runs low. Installing the portal as an app helps the browser keep it.',
    );
    expect(screen.queryByTestId('sync-details-warning')).toBeNull();
    expect(closingAsks()).toBe(false);
  });

  it('tells to go online before closing, and asks on close, when refused edits waited long', async () => {
    show({ ...offlineFor(UNSENT_WARNING_AFTER_MS), persistence: 'bestEffort' });
    const chip = await screen.findByTestId('sync-state');
    expect(chip.dataset.warning).toBe('goOnline');
    expect(chip.dataset.syncState).toBe('offline');
    expect(chip.textContent).toBe('离线：关闭前请先联网（2 项更改未发送）');
    const details = await openDetails();
    // the details keep the plain state beside the warning
    expect(details.textContent).toContain('离线，2 项更改待同步');
    expect(screen.getByTestId('sync-details-warning').textContent).toBe(
      '此浏览器可能会删除尚未发送的更改。关闭此页面前请先联网。',
    );
    expect(closingAsks()).toBe(true);
    cleanup();
    expect(closingAsks()).toBe(false);
  });

  it('does not warn or ask while the browser keeps the data', async () => {
    show({ ...offlineFor(2 * UNSENT_WARNING_AFTER_MS), persistence: 'persisted' });
    expect((await screen.findByTestId('sync-state')).dataset.warning).toBe('none');
    expect(closingAsks()).toBe(false);
  });

  it('starts warning when the oldest edit reaches the limit, without a new status', async () => {
    // a frozen clock: only the component's own timer (real, 50 ms) can bring the warning
    vi.useFakeTimers({ toFake: ['Date'] });
    show({ ...offlineFor(UNSENT_WARNING_AFTER_MS - 50), persistence: 'unsupported' });
    const chip = await screen.findByTestId('sync-state');
    expect(chip.dataset.warning).toBe('none');
    // the timer ends before the clock moves (as it did once on CI's busy machine): it must wait on
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(chip.dataset.warning).toBe('none');
    vi.setSystemTime(Date.now() + 100);
    await vi.waitFor(() => expect(chip.dataset.warning).toBe('goOnline'), { timeout: 5_000 });
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import type { ReportFileView } from '../../domain/reports/reportApi';
import { makeReportFileView } from '../../domain/reports/testing';
import { REPORT_PROGRESS_POLL_MS } from './reportCalls';
import { StaffReportsPage } from './StaffReportsPage';

const file = makeReportFileView;

const list = (f: ReportFileView) =>
  new Response(JSON.stringify({ state: true, msg: '', result: { total: 1, list: [f] } }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StaffReportsPage', () => {
  it("shows an importing file's progress and asks again until it is imported", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const imported = file({ state: 'imported', usageCount: 4_000, bytesRead: 200_000 });
    const fetchFn = vi.fn<() => Promise<Response>>(async () => list(imported));
    fetchFn.mockImplementationOnce(async () => list(file({})));
    vi.stubGlobal('fetch', fetchFn);
    renderWithProviders(
      [{ path: '/staff/reports', Component: StaffReportsPage }],
      '/staff/reports',
    );
    // vi.waitFor moves the fake clock by its own interval while it waits
    await vi.waitFor(() =>
      expect(screen.getByTestId('report-state').textContent).toBe(
        '导入中：已读取 25%，已写入 1,000 行',
      ),
    );
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REPORT_PROGRESS_POLL_MS);
    await vi.waitFor(() => expect(screen.getByTestId('report-state').textContent).toBe('已导入'));
    expect(fetchFn).toHaveBeenCalledTimes(2);
    // imported: nothing more to follow
    await vi.advanceTimersByTimeAsync(REPORT_PROGRESS_POLL_MS * 3);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});

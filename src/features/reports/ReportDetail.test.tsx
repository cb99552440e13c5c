// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import type { ReportFileDetail } from '../../domain/reports/reportApi';
import { makeReportFileView } from '../../domain/reports/testing';
import { ReportDetail } from './ReportDetail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A held DSR with the classic errors: a FOOT line count and a summary that disagree, a "3,120". */
const held: ReportFileDetail = {
  file: makeReportFileView({ state: 'held', isReconciled: false, problemCount: 1 }),
  reconciliation: {
    hasOwnTotals: true,
    checks: [
      {
        key: '1',
        lineNo: 2,
        record: 'SY02',
        currency: 'CNY',
        declaredUnits: 1000,
        lineUnits: 900,
        lineNetUnits: 900,
        declaredRevenueMicro: '10000000',
        lineRevenueMicro: '9000000',
        remainderMicro: '1000000',
        indirectRevenueMicro: '0',
        unattributedRevenueMicro: '1000000',
        isMatched: false,
      },
    ],
    counts: [{ name: 'linesInFile', lineNo: 9, declared: 99, actual: 9, isMatched: false }],
    fileProblems: ['header-missing'],
    unattributed: [],
    findings: [],
    totals: [],
    isMatched: false,
  },
  set: null,
  events: [
    { action: 'held', actor: null, reason: null, otherFile: null, at: '2026-11-29T10:00:00Z' },
  ],
  issues: {
    total: 1,
    page: 1,
    size: 20,
    list: [{ kind: 'problem', lineNo: 4, code: 'integer-format', cell: 8, raw: 'SU02\t1\t3,120' }],
  },
};

describe('ReportDetail of a held report', () => {
  it('shows every problem in Chinese and accepts it only with a reason', async () => {
    const answer = { ...held, file: { ...held.file, state: 'imported' as const } };
    const fetchFn = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
      async () => new Response(JSON.stringify({ state: true, msg: '', result: answer })),
    );
    vi.stubGlobal('fetch', fetchFn);
    const onDecided = vi.fn();
    renderWithProviders(
      [
        {
          path: '/',
          Component: () => (
            <ReportDetail
              detail={held}
              busy={false}
              onPage={() => undefined}
              onClose={() => undefined}
              nameOf={(id) => id}
              onDecided={onDecided}
              onError={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByTestId('report-detail-state').textContent).toBe('已挂起：未计入');
    expect(screen.getByTestId('report-notice-held').textContent).toMatch(/不计入/);
    expect(screen.getByTestId('report-file-problems').textContent).toBe('文件缺少文件头');
    expect(screen.getByTestId('report-counts').textContent).toMatch(/文件行数99.*不一致/);
    expect(screen.getByTestId('report-reconciliation').textContent).toMatch(/1000900.*不一致/);
    expect(screen.getByTestId('report-issues').textContent).toMatch(/不是整数.*\(#8\).*3,120/);

    const accept = screen.getByTestId('report-accept');
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('report-reason'), { target: { value: '渠道已确认' } });
    fireEvent.click(accept);
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(answer, 'accept'));
    const [url, init] = fetchFn.mock.calls[0];
    expect(String(url)).toMatch(/\/backoffice\/report\/accept/);
    expect(JSON.parse(String(init.body))).toEqual({ id: held.file.id, reason: '渠道已确认' });
  });
});

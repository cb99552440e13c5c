// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import type { ReportFileDetail } from '../../domain/reports/reportApi';
import { makeReportFileView } from '../../domain/reports/testing';
import { setLanguage } from '../../i18n/languageStore';
import { ReportDetail } from './ReportDetail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('zh-hans');
});

/**
 * A held DSR file with the classic errors, as the parser reads one written by hand from DSR Part 8:
 * line 1 is an SY02 (no HEAD); the SY02 (SummaryRecordId 1) declares Usages 1000 and NetRevenue
 * 10.000000 CNY with IndirectNetRevenue 0.500000, its lines carry 950 usages before returns (900
 * after 50 returns) and 9.000000 CNY; the FOOT (line 9) says 99 lines in a file of 9; an RE01 UPC
 * fails the GS1 check digit (a warning); a "3,120" in an SU02 usages cell.
 */
const held: ReportFileDetail = {
  file: makeReportFileView({ state: 'held', isReconciled: false, problemCount: 1 }),
  reconciliation: {
    hasOwnTotals: true,
    checks: [
      {
        key: '1',
        lineNo: 1,
        record: 'SY02',
        currency: 'CNY',
        declaredUnits: 1000,
        lineUnits: 950,
        lineNetUnits: 900,
        declaredRevenueMicro: '10000000',
        lineRevenueMicro: '9000000',
        remainderMicro: '1000000',
        indirectRevenueMicro: '500000',
        unattributedRevenueMicro: '1500000',
        isMatched: false,
      },
    ],
    counts: [{ name: 'linesInFile', lineNo: 9, declared: 99, actual: 9, isMatched: false }],
    fileProblems: ['header-missing'],
    unattributed: [
      {
        currency: 'CNY',
        remainderMicro: '1000000',
        indirectRevenueMicro: '500000',
        revenueMicro: '1500000',
      },
    ],
    // as the parser may list them; the screen puts errors first, each kind in line order
    findings: [
      {
        code: 'upc-check-digit',
        severity: 'warning',
        lineNo: 3,
        record: 'RE01',
        cell: 7,
        key: null,
        expected: null,
        found: '4006381333932',
      },
      {
        code: 'footer-count-mismatch',
        severity: 'error',
        lineNo: 9,
        record: 'FOOT',
        cell: 2,
        key: 'linesInFile',
        expected: '9',
        found: '99',
      },
      {
        code: 'header-missing',
        severity: 'error',
        lineNo: 1,
        record: 'SY02',
        cell: null,
        key: null,
        expected: 'HEAD',
        found: 'SY02',
      },
      {
        code: 'summary-total-mismatch',
        severity: 'error',
        lineNo: 1,
        record: 'SY02',
        cell: 10,
        key: '1',
        expected: '9.000000 CNY',
        found: '10.000000 CNY',
      },
    ],
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

function renderDetail(detail: ReportFileDetail, onDecided = vi.fn()) {
  return renderWithProviders(
    [
      {
        path: '/',
        Component: () => (
          <ReportDetail
            detail={detail}
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
}

/** The table's body rows as the cells' texts. */
function rows(testId: string): string[][] {
  return [...screen.getByTestId(testId).querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
}

function headers(testId: string): string[] {
  return [...screen.getByTestId(testId).querySelectorAll('thead th')].map(
    (th) => th.textContent ?? '',
  );
}

describe('ReportDetail of a held report', () => {
  it('shows every problem in Chinese and accepts it only with a reason', async () => {
    const answer = { ...held, file: { ...held.file, state: 'imported' as const } };
    const fetchFn = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
      async () => new Response(JSON.stringify({ state: true, msg: '', result: answer })),
    );
    vi.stubGlobal('fetch', fetchFn);
    const onDecided = vi.fn();
    renderDetail(held, onDecided);
    expect(screen.getByTestId('report-detail-state').textContent).toBe('已挂起：未计入');
    expect(screen.getByTestId('report-notice-held').textContent).toMatch(/不计入/);
    // every finding has its row: the no-HEAD one is not listed a second time
    expect(screen.queryByTestId('report-file-problems')).toBeNull();
    expect(headers('report-findings')).toEqual([
      '行号',
      '记录',
      '单元格',
      '级别',
      '说明',
      '应为',
      '实际为',
    ]);
    expect(rows('report-findings')).toEqual([
      ['1', 'SY02', '—', '错误', '文件缺少文件头', 'HEAD', 'SY02'],
      [
        '1',
        'SY02',
        '#10',
        '错误',
        '汇总记录的收入与其明细行之和相差超过半分，差额列为未归属金额（1）',
        '9.000000 CNY',
        '10.000000 CNY',
      ],
      ['9', 'FOOT', '#2', '错误', 'FOOT 尾记录中的计数与文件实际内容不符（文件行数）', '9', '99'],
      ['3', 'RE01', '#7', '警告', 'UPC 校验位不正确；已按该 UPC 读取发行', '—', '4006381333932'],
    ]);
    expect(screen.getByTestId('report-counts').textContent).toMatch(/文件行数99.*不一致/);
    // usages compared before returns; the units after returns shown beside them, since they differ
    expect(headers('report-reconciliation')).toContain('逐行数量（退货前）');
    expect(headers('report-reconciliation')).toContain('逐行数量（退货后）');
    expect(rows('report-reconciliation')).toEqual([
      ['SY02 · 1', 'CNY', '1000', '950', '900', '10.000000', '9.000000', '不一致'],
    ]);
    expect(screen.getByRole('region', { name: /列为未归属金额、不会丢弃/ })).toBeTruthy();
    expect(rows('report-unattributed')).toEqual([['CNY', '1.000000', '0.500000', '1.500000']]);
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

describe('ReportDetail in English', () => {
  it("lists the file's findings, errors first, and what no line carries", () => {
    setLanguage('en');
    renderDetail(held);
    expect(headers('report-findings')).toEqual([
      'Line',
      'Record',
      'Cell',
      'Severity',
      'What it says',
      'Expected',
      'Found',
    ]);
    expect(rows('report-findings').map((r) => [r[0], r[3], r[5], r[6]])).toEqual([
      ['1', 'Error', 'HEAD', 'SY02'],
      ['1', 'Error', '9.000000 CNY', '10.000000 CNY'],
      ['9', 'Error', '9', '99'],
      ['3', 'Warning', '—', '4006381333932'],
    ]);
    expect(rows('report-findings')[2][4]).toBe(
      'A count in the FOOT record does not match what the file holds (Lines in the file)',
    );
    expect(rows('report-findings')[1][4]).toMatch(/unattributed \(1\)$/);
    expect(headers('report-reconciliation')).toEqual([
      'Summary record',
      'Currency',
      'Declared units',
      'Line units before returns',
      'Line units after returns',
      'Declared revenue',
      'Line revenue',
      'Result',
    ]);
    expect(headers('report-unattributed')).toEqual([
      'Currency',
      'Remainder',
      'Indirect net revenue',
      'Unattributed in total',
    ]);
    expect(rows('report-unattributed')).toEqual([['CNY', '1.000000', '0.500000', '1.500000']]);
    expect(screen.getByTestId('report-issues').textContent).toMatch(/Not a whole number.*\(#8\)/);
  });

  it('shows a remainder the lines overshoot as a negative amount, and no units column without returns', () => {
    setLanguage('en');
    const check = held.reconciliation!.checks[0];
    renderDetail({
      ...held,
      reconciliation: {
        ...held.reconciliation!,
        checks: [{ ...check, declaredUnits: 950, lineNetUnits: 950, remainderMicro: '-250000' }],
        unattributed: [
          {
            currency: 'CNY',
            remainderMicro: '-250000',
            indirectRevenueMicro: '0',
            revenueMicro: '-250000',
          },
        ],
        findings: [],
      },
    });
    expect(headers('report-reconciliation')).toContain('Line units');
    expect(screen.queryByTestId('report-net-units')).toBeNull();
    expect(rows('report-unattributed')).toEqual([['CNY', '-0.250000', '0.000000', '-0.250000']]);
    expect(screen.queryByTestId('report-findings')).toBeNull();
    // no finding covers it: the file problem is still listed on its own
    expect(screen.getByTestId('report-file-problems').textContent).toBe('The file has no header');
  });
});

describe('ReportDetail of a report stored before the findings', () => {
  it('shows what it has, in both languages, and nothing of what it lacks', () => {
    // a row's reconciliation as stored before issue 26: no record, net units, remainders, findings
    const stored = {
      hasOwnTotals: true,
      checks: [
        {
          key: '1',
          lineNo: 2,
          currency: 'CNY',
          declaredUnits: 1000,
          lineUnits: 900,
          declaredRevenueMicro: '10000000',
          lineRevenueMicro: '9000000',
          isMatched: false,
        },
      ],
      counts: [],
      fileProblems: ['header-missing'],
      totals: [],
      isMatched: false,
    } as unknown as NonNullable<ReportFileDetail['reconciliation']>;
    const old: ReportFileDetail = { ...held, reconciliation: stored };
    for (const [language, noHeader] of [
      ['zh-hans', '文件缺少文件头'],
      ['en', 'The file has no header'],
    ] as const) {
      setLanguage(language);
      renderDetail(old);
      expect(rows('report-reconciliation')).toEqual([
        ['1', 'CNY', '1000', '900', '10.000000', '9.000000', expect.any(String)],
      ]);
      expect(screen.queryByTestId('report-findings')).toBeNull();
      expect(screen.queryByTestId('report-unattributed')).toBeNull();
      expect(screen.queryByTestId('report-net-units')).toBeNull();
      expect(screen.getByTestId('report-file-problems').textContent).toBe(noHeader);
      cleanup();
    }
  });
});

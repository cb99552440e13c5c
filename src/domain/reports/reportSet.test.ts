// A three-file DSR report written by hand ("1of3" .. "3of3": each file repeats the report's summary
// records, holds its own blocks, and only the last FOOT gives the report-wide counts).
import { describe, expect, it } from 'vitest';
import { createDsrParser } from './dsrParser';
import { parseText } from './parseChunks';
import { toReconciliationView, type ReconciliationView } from './reportApi';
import { reconcileReportSet, reconcileSet } from './reportSet';
import file1 from './fixtures/dsr-set-1of3.tsv?raw';
import file2 from './fixtures/dsr-set-2of3.tsv?raw';
import file3 from './fixtures/dsr-set-3of3.tsv?raw';

/** A file parsed, its reconciliation as the server stores it (JSON). */
function stored(text: string) {
  const parser = createDsrParser();
  parseText(parser, text);
  const result = parser.result();
  return {
    result,
    view: JSON.parse(JSON.stringify(toReconciliationView(result.reconciliation))) as ReturnType<
      typeof toReconciliationView
    >,
  };
}

describe('a multi-file DSR report reconciled as one', () => {
  const files = [file1, file2, file3].map(stored);

  it('each file says where it stands, and alone does not reconcile', () => {
    expect(files.map((f) => f.result.reconciliation.filePart)).toEqual([
      {
        fileNumber: 1,
        numberOfFiles: 3,
        lineCount: 8,
        blockCount: 1,
        declaredLinesInReport: null,
        declaredBlocksInReport: null,
        footLineNo: 8,
      },
      {
        fileNumber: 2,
        numberOfFiles: 3,
        lineCount: 8,
        blockCount: 1,
        declaredLinesInReport: null,
        declaredBlocksInReport: null,
        footLineNo: 8,
      },
      {
        fileNumber: 3,
        numberOfFiles: 3,
        lineCount: 7,
        blockCount: 1,
        declaredLinesInReport: 23,
        declaredBlocksInReport: 3,
        footLineNo: 7,
      },
    ]);
    expect(files.map((f) => f.result.reconciliation.isMatched)).toEqual([false, false, false]);
  });

  it('the three together reconcile, in any order', () => {
    for (const order of [
      [0, 1, 2],
      [2, 0, 1],
    ]) {
      const set = reconcileReportSet(order.map((i) => files[i].view));
      expect(set).toMatchObject({ filesReceived: [1, 2, 3], numberOfFiles: 3, isComplete: true });
      expect(
        set.checks.map((c) => [
          c.key,
          c.lineUnits,
          c.lineNetUnits,
          c.lineRevenueMicro,
          c.isMatched,
        ]),
      ).toEqual([
        ['S1', 7, 6, 5_940_000n, true],
        ['S2', 3000, 3000, 9_000_000n, true],
      ]);
      expect(set.counts.filter((c) => c.name.endsWith('InReport'))).toEqual([
        { name: 'linesInReport', lineNo: 7, declared: 23, actual: 23, isMatched: true },
        { name: 'blocksInReport', lineNo: 7, declared: 3, actual: 3, isMatched: true },
      ]);
      expect(set.findings).toEqual([]);
      expect(set.unattributed).toEqual([]);
      expect(set.totals).toEqual([
        { currency: 'HKD', lineCount: 5, units: 3006, revenueMicro: 14_940_000n },
      ]);
      expect(set.isMatched).toBe(true);
    }
  });

  it('two files of three: incomplete, said so, and the missing lines are unattributed', () => {
    const set = reconcileReportSet([files[0].view, files[2].view]);
    expect(set).toMatchObject({ filesReceived: [1, 3], numberOfFiles: 3, isComplete: false });
    expect(set.isMatched).toBe(false);
    expect(set.findings[0]).toEqual({
      code: 'report-incomplete',
      severity: 'error',
      lineNo: null,
      record: 'HEAD',
      cell: 7,
      key: null,
      expected: '3',
      found: '2',
    });
    // file 2's 3 downloads at 0.99 and its 1500 streams (4.50) are not here yet
    expect(set.unattributed).toEqual([
      {
        currency: 'HKD',
        remainderMicro: 2_970_000n + 4_500_000n,
        indirectRevenueMicro: 0n,
        revenueMicro: 7_470_000n,
      },
    ]);
  });

  it('a FOOT whose report-wide line count is wrong is found in the set', () => {
    const wrong = stored(file3.replace('FOOT\t7\t23\t', 'FOOT\t7\t24\t'));
    const set = reconcileReportSet([files[0].view, files[1].view, wrong.view]);
    expect(set.isMatched).toBe(false);
    expect(set.findings).toEqual([
      {
        code: 'footer-count-mismatch',
        severity: 'error',
        lineNo: 7,
        record: 'FOOT',
        cell: 3,
        key: 'linesInReport',
        expected: '23',
        found: '24',
      },
    ]);
  });
});

function view(lineUnits: number, lineRevenueMicro: string, declared = 900): ReconciliationView {
  return {
    hasOwnTotals: true,
    checks: [
      {
        key: '1',
        lineNo: 2,
        record: 'SY02',
        currency: 'CNY',
        declaredUnits: declared,
        lineUnits,
        lineNetUnits: lineUnits,
        declaredRevenueMicro: '9000000',
        lineRevenueMicro,
        remainderMicro: String(9000000n - BigInt(lineRevenueMicro)),
        indirectRevenueMicro: '0',
        unattributedRevenueMicro: String(9000000n - BigInt(lineRevenueMicro)),
        isMatched: false,
      },
    ],
    counts: [{ name: 'linesInFile', lineNo: 9, declared: 9, actual: 9, isMatched: true }],
    fileProblems: [],
    unattributed: [],
    findings: [],
    totals: [],
    isMatched: false,
  };
}

const part = (fileNumber: number, units: number, revenue: string, declared?: number) => ({
  fileNumber,
  numberOfFiles: 3,
  reconciliation: view(units, revenue, declared),
});

describe('reconcileSet (DSR Part 1, 6.3: every file carries the whole report summaries)', () => {
  it('says which files are missing until all have arrived', () => {
    const set = reconcileSet([part(1, 300, '3000000'), part(3, 300, '3000000')]);
    expect(set).toMatchObject({
      expected: 3,
      received: [1, 3],
      missing: [2],
      isComplete: false,
      isMatched: false,
    });
  });
  it('reconciles the summaries against the lines of all files together', () => {
    const set = reconcileSet([
      part(1, 300, '3000000'),
      part(2, 450, '4500000'),
      part(3, 150, '1500000'),
    ]);
    expect(set.isMatched).toBe(true);
    expect(set.checks).toEqual([
      expect.objectContaining({
        key: '1',
        declaredUnits: 900,
        lineUnits: 900,
        lineRevenueMicro: '9000000',
        isMatched: true,
      }),
    ]);
  });
  it('does not reconcile when the lines fall short, the files disagree on a summary or a file is broken', () => {
    expect(
      reconcileSet([part(1, 300, '3000000'), part(2, 400, '4000000'), part(3, 150, '1500000')])
        .isMatched,
    ).toBe(false);
    expect(
      reconcileSet([part(1, 300, '3000000'), part(2, 450, '4500000', 901), part(3, 150, '1500000')])
        .isMatched,
    ).toBe(false);
    const broken = part(3, 150, '1500000');
    broken.reconciliation.fileProblems = ['footer-missing'];
    expect(reconcileSet([part(1, 300, '3000000'), part(2, 450, '4500000'), broken]).isMatched).toBe(
      false,
    );
  });
  it('takes a report in one file at its own word', () => {
    const one = {
      fileNumber: 1,
      numberOfFiles: 1,
      reconciliation: { ...view(900, '9000000'), isMatched: true },
    };
    expect(reconcileSet([one])).toMatchObject({ isComplete: true, isMatched: true, missing: [] });
  });
});

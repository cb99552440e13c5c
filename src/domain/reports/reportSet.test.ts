// A three-file DSR report written by hand ("1of3" .. "3of3": each file repeats the report's summary
// records, holds its own blocks, and only the last FOOT gives the report-wide counts).
import { describe, expect, it } from 'vitest';
import { createDsrParser } from './dsrParser';
import { parseText } from './parseChunks';
import { toReconciliationView } from './reportApi';
import { reconcileReportSet } from './reportSet';
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

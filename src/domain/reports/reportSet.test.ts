import { describe, expect, it } from 'vitest';
import type { ReconciliationView } from './reportApi';
import { reconcileSet } from './reportSet';

function view(lineUnits: number, lineRevenueMicro: string, declared = 900): ReconciliationView {
  return {
    hasOwnTotals: true,
    checks: [
      {
        key: '1',
        lineNo: 2,
        currency: 'CNY',
        declaredUnits: declared,
        lineUnits,
        declaredRevenueMicro: '9000000',
        lineRevenueMicro,
        isMatched: false,
      },
    ],
    counts: [{ name: 'linesInFile', lineNo: 9, declared: 9, actual: 9, isMatched: true }],
    fileProblems: [],
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

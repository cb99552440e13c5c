// DSR files written by hand from the standard's record definitions (DDEX DSR Part 8 and the
// BasicAudioProfile 1.2 schema, ddexnet/dsrf), not with the portal's own writer: downloads with
// prices and returns, five summary types, a bundle (RE02), and the four classic errors of a
// report (no HEAD, a wrong FOOT count, a summary total that disagrees with its lines, "3,120").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDsrParser } from './dsrParser';
import { parseText } from './parseChunks';
import { toReconciliationView } from './reportApi';
import type { ReportOutcome, UsageLine } from './usageLine';
import downloadsAndSummaries from './fixtures/dsr-downloads-and-summaries.tsv?raw';
import noHead from './fixtures/dsr-error-no-head.tsv?raw';
import footCount from './fixtures/dsr-error-foot-count.tsv?raw';
import summaryTotal from './fixtures/dsr-error-summary-total.tsv?raw';
import groupedNumber from './fixtures/dsr-error-grouped-number.tsv?raw';

const usages = (outcomes: ReportOutcome[]): UsageLine[] =>
  outcomes.flatMap((o) => (o.kind === 'usage' ? [o.line] : []));
const problems = (outcomes: ReportOutcome[]) =>
  outcomes.flatMap((o) =>
    o.kind === 'problem' ? [[o.problem.lineNo, o.problem.code, o.problem.cell] as const] : [],
  );

function parse(text: string) {
  const parser = createDsrParser();
  const outcomes = parseText(parser, text);
  return { outcomes, result: parser.result() };
}

describe('a download and subscription report written from the standard', () => {
  const { outcomes, result } = parse(downloadsAndSummaries);
  const lines = usages(outcomes);
  const byTransaction = new Map(lines.map((l) => [l.transactionId, l]));
  const line = (id: string) => byTransaction.get(id)!;

  it('reads every line, with no problem', () => {
    expect(problems(outcomes)).toEqual([]);
    expect(result.lineCount).toBe(36);
    expect(lines).toHaveLength(12);
  });

  it('prices each download: units net of returns x PriceConsumerPaidExcSalesTax', () => {
    // an album at 6.99 (3 sold, 1 returned) and a track at 0.99 in one summary are not 3.50 each
    expect([line('T-001').units, line('T-001').revenueMicro]).toEqual([2, 13_980_000n]);
    expect([line('T-002').units, line('T-002').revenueMicro]).toEqual([10, 9_900_000n]);
    expect([line('T-003').units, line('T-003').revenueMicro]).toEqual([2, 1_980_000n]);
    // an empty Returns cell is no return
    expect([line('T-004').units, line('T-004').revenueMicro]).toEqual([2, 2_980_000n]);
    expect(line('T-001')).toMatchObject({
      upc: '690123456800',
      isrc: null,
      title: 'Harbour Lights',
    });
  });

  it('keeps the summary allocation for streams, under SY02, SY04, SY05 and SY06 alike', () => {
    // SY02.02: AllocatedNetRevenue 12.00 over AllocatedUsages 1500
    expect(line('T-006').revenueMicro).toBe(8_000_000n);
    expect(line('T-007').revenueMicro).toBe(4_000_000n);
    // SY04.01: NetRevenue 3.00 over UsagesInSubPeriod 300
    expect(line('T-008').revenueMicro).toBe(2_000_000n);
    expect(line('T-009').revenueMicro).toBe(1_000_000n);
    // SY05.02: AllocatedNetRevenue 1.80 over AllocatedUsages 600, in CurrencyOfReporting (cell 18)
    expect(line('T-010')).toMatchObject({ revenueMicro: 1_800_000n, currency: 'HKD' });
    // SY06.02: NetRevenue 0.40 over 40 usages
    expect(line('T-011').revenueMicro).toBe(400_000n);
  });

  it('sells a bundle (RE02 of several resources) as its head release, with its recordings', () => {
    expect(line('T-004')).toMatchObject({
      isrc: null,
      upc: '690123456800',
      bundleIsrcs: ['CNA122400004', 'CNA122400005'],
      usageType: 'download',
    });
    // a sub-release of one resource is that track
    expect(line('T-005')).toMatchObject({
      isrc: 'CNA122400004',
      upc: null,
      revenueMicro: 990_000n,
    });
    expect(line('T-005').bundleIsrcs).toBeUndefined();
  });

  it('reads a UPC whose GTIN check digit is wrong, with a warning (the standard asks 12-14 digits)', () => {
    expect(line('T-012')).toMatchObject({ upc: '690123456801', revenueMicro: 6_990_000n });
    expect(result.reconciliation.findings).toEqual([
      {
        code: 'upc-check-digit',
        severity: 'warning',
        lineNo: 33,
        record: 'RE01',
        cell: 7,
        key: null,
        expected: null,
        found: '690123456801',
      },
    ]);
  });

  it('reconciles like with like and keeps IndirectNetRevenue as unattributed', () => {
    const { reconciliation } = result;
    expect(
      reconciliation.checks.map((c) => [
        c.key,
        c.record,
        c.declaredUnits,
        c.lineUnits,
        c.lineNetUnits,
        c.declaredRevenueMicro,
        c.lineRevenueMicro,
        c.unattributedRevenueMicro,
        c.isMatched,
      ]),
    ).toEqual([
      // 21 usages before returns (3 + 10 + 4 + 2 + 1 + 1), 18 after
      ['S1', 'SY01', 21, 21, 18, 36_820_000n, 36_820_000n, 5_000_000n, true],
      ['S2', 'SY02', 1500, 1500, 1500, 12_000_000n, 12_000_000n, 0n, true],
      ['S3', 'SY04', 300, 300, 300, 3_000_000n, 3_000_000n, 0n, true],
      ['S4', 'SY05', 600, 600, 600, 1_800_000n, 1_800_000n, 0n, true],
      ['S5', 'SY06', 40, 40, 40, 400_000n, 400_000n, 100_000n, true],
    ]);
    expect(reconciliation.unattributed).toEqual([
      {
        currency: 'HKD',
        remainderMicro: 0n,
        indirectRevenueMicro: 5_100_000n,
        revenueMicro: 5_100_000n,
      },
    ]);
    expect(reconciliation.counts.every((c) => c.isMatched)).toBe(true);
    expect(reconciliation.isMatched).toBe(true);
    // what the lines carry plus what is unattributed is what the summaries declare
    const declared = reconciliation.checks.reduce(
      (a, c) => a + c.declaredRevenueMicro! + c.indirectRevenueMicro,
      0n,
    );
    const carried = lines.reduce((a, l) => a + l.revenueMicro, 0n);
    expect(carried + reconciliation.unattributed[0].revenueMicro).toBe(declared);
  });

  it('gives the same outcomes and result whatever the chunks', () => {
    const bytes = new TextEncoder().encode(downloadsAndSummaries);
    fc.assert(
      fc.property(fc.array(fc.nat(bytes.length), { maxLength: 8 }), (cuts) => {
        const points = [0, ...[...new Set(cuts)].sort((a, b) => a - b), bytes.length];
        const chunked = createDsrParser();
        const got: ReportOutcome[] = [];
        for (let i = 1; i < points.length; i += 1)
          got.push(...chunked.push(bytes.slice(points[i - 1], points[i])));
        got.push(...chunked.end());
        expect(got).toEqual(outcomes);
        expect(chunked.result()).toEqual(result);
      }),
      { numRuns: 30 },
    );
  });

  it('gives the server the HEAD file number, the FOOT counts and the blocks', () => {
    expect(result.header).toMatchObject({ fileNumber: 1, numberOfFiles: 1 });
    expect(result.footer).toEqual({
      lineNo: 36,
      linesInFile: 36,
      linesInReport: 36,
      summaryRecords: 5,
      blocksInFile: 2,
      blocksInReport: 2,
    });
    expect(result.blockCount).toBe(2);
    // the view the server stores is plain JSON
    const view = toReconciliationView(result.reconciliation);
    expect(JSON.parse(JSON.stringify(view)).unattributed[0].revenueMicro).toBe('5100000');
  });
});

describe('downloads under a summary that gives the licensor its allocation', () => {
  it('split the AllocatedNetRevenue by units: the consumer price is not what the licensor is paid', () => {
    const text = [
      'HEAD\tdsrf/1.1.2/1.6/1.0\tBasicAudioProfile\t1.2\tA-1\t2024-08-05T10:00:00Z\t1\t1\t2024-07-01\t2024-07-31\tPADPIDA2013020802I\tHarbour Tunes',
      // SY02.02: NetRevenue 100.00 of the service, 4 usages and 2.00 allocated to the licensor
      'SY02.02\tS1\t\t\tPayAsYouGoModel\tPermanentDownload\tHK\tStore\t50\t\tHKD\t100.00\tStarlight\t\t4\t\t2.00',
      'RE01\tB1\tR0\tREL\t\t\t690123456800\tMoe Chan\t\tHarbour Lights\t\tAlbum',
      'AS01.01\tB1\tA1\tRES\tCNA122400004\tHarbour Lights\t\tMoe Chan\t\tPT3M30S\tSoundRecording',
      'SU01\tB1\tS1\tT-1\tR0\t\ttrue\tfalse\t1\t0\t6.99',
      'SU01\tB1\tS1\tT-2\t\tA1\ttrue\tfalse\t3\t0\t0.99',
      'FOOT\t7\t7\t1\t1\t1',
    ].join('\n');
    const { outcomes, result } = parse(text);
    expect(usages(outcomes).map((l) => l.revenueMicro)).toEqual([500_000n, 1_500_000n]);
    expect(result.reconciliation.isMatched).toBe(true);
  });
});

describe('the four classic errors, each at its line and record with what was expected', () => {
  it('no HEAD: a file finding at the first line, and every record listed', () => {
    const { outcomes, result } = parse(noHead);
    expect(problems(outcomes).map(([, code]) => code)).toEqual(
      Array(5).fill('record-before-header'),
    );
    // the FOOT is not read either (nothing is, before a HEAD)
    expect(result.reconciliation.fileProblems).toEqual(['header-missing', 'footer-missing']);
    expect(result.reconciliation.findings.slice(0, 1)).toEqual([
      {
        code: 'header-missing',
        severity: 'error',
        lineNo: 1,
        record: 'SY01.01',
        cell: null,
        key: null,
        expected: 'HEAD',
        found: 'SY01.01',
      },
    ]);
    expect(result.reconciliation.isMatched).toBe(false);
  });

  it('a FOOT line count that is wrong: the FOOT line, its cell, the count expected', () => {
    const { outcomes, result } = parse(footCount);
    expect(problems(outcomes)).toEqual([]);
    expect(result.reconciliation.findings).toEqual([
      {
        code: 'footer-count-mismatch',
        severity: 'error',
        lineNo: 6,
        record: 'FOOT',
        cell: 2,
        key: 'linesInFile',
        expected: '6',
        found: '12',
      },
      {
        code: 'footer-count-mismatch',
        severity: 'error',
        lineNo: 6,
        record: 'FOOT',
        cell: 3,
        key: 'linesInReport',
        expected: '6',
        found: '12',
      },
    ]);
    expect(result.reconciliation.isMatched).toBe(false);
  });

  it('a summary total that disagrees with its lines: the summary line, its cell, both sums', () => {
    const { outcomes, result } = parse(summaryTotal);
    expect(problems(outcomes)).toEqual([]);
    expect(result.reconciliation.findings).toEqual([
      {
        code: 'summary-total-mismatch',
        severity: 'error',
        lineNo: 2,
        record: 'SY01',
        cell: 12,
        key: 'S1',
        expected: '9.900000 HKD',
        found: '10.000000 HKD',
      },
    ]);
    // the 0.10 no line carries is kept, not dropped
    expect(result.reconciliation.unattributed).toEqual([
      {
        currency: 'HKD',
        remainderMicro: 100_000n,
        indirectRevenueMicro: 0n,
        revenueMicro: 100_000n,
      },
    ]);
    expect(result.reconciliation.isMatched).toBe(false);
  });

  it('"3,120" in a number cell: the line, the cell, and the summary it leaves short', () => {
    const { outcomes, result } = parse(groupedNumber);
    expect(problems(outcomes)).toEqual([[5, 'number-grouping', 9]]);
    expect(
      result.reconciliation.findings.map((f) => [f.code, f.lineNo, f.cell, f.expected, f.found]),
    ).toEqual([
      ['summary-units-mismatch', 2, 9, '0', '3120'],
      ['summary-total-mismatch', 2, 12, '0.000000 HKD', '3088.800000 HKD'],
    ]);
    expect(result.reconciliation.isMatched).toBe(false);
  });

  it('a summary within half a cent of its lines agrees, and the difference is still shown', () => {
    const { result } = parse(summaryTotal.replace('\t10.00\t', '\t9.904\t'));
    expect(result.reconciliation.isMatched).toBe(true);
    expect(result.reconciliation.checks[0].remainderMicro).toBe(4_000n);
    expect(result.reconciliation.unattributed[0].revenueMicro).toBe(4_000n);
  });
});

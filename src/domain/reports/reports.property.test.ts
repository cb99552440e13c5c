import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDsrParser } from './dsrParser';
import { divideRounded } from '../money';
import { allocateSummaryRevenue, type Summary } from './dsrRecords';
import { parseText } from './parseChunks';
import { toReconciliationView } from './reportApi';
import { outcomeLines, type ReportOutcome } from './usageLine';
import basicAudio from './fixtures/dsr-basic-audio-2024-05.tsv?raw';
import downloadsAndSummaries from './fixtures/dsr-downloads-and-summaries.tsv?raw';

/** CPU-bound property runs: generous, the test machine is shared and often loaded. */
const PROPERTY_TIMEOUT_MS = 30_000;

const fixtureLines = [
  ...basicAudio.trimEnd().split('\n'),
  ...downloadsAndSummaries.trimEnd().split('\n'),
];

function expectEveryLineOnce(outcomes: ReportOutcome[], lineCount: number) {
  const covered = outcomes.flatMap((o) => {
    const { lineNo, endLineNo } = outcomeLines(o);
    return Array.from({ length: endLineNo - lineNo + 1 }, (_, i) => lineNo + i);
  });
  expect(covered).toEqual(Array.from({ length: lineCount }, (_, i) => i + 1));
}

/** A real record with some of its cells replaced by hostile text. */
const mutatedRecord = fc
  .record({
    line: fc.constantFrom(...fixtureLines),
    edits: fc.array(
      fc.record({
        cell: fc.nat(25),
        text: fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.constantFrom(
            '',
            '\\',
            '\\\\|',
            '|',
            '-1',
            '1e30',
            '9'.repeat(40),
            'NaN',
            'true',
            'TRUE',
            'yes',
            '__proto__',
            'constructor',
            '1',
            'A1',
            'R0',
            'CNY',
            'XX',
            '2024-02-30',
            '\u0000',
            '\uFEFF',
            '\r',
          ),
        ),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ line, edits }) => {
    const cells = line.split('\t');
    for (const { cell, text } of edits) cells[cell] = text;
    return Array.from(cells, (c) => c ?? '').join('\t');
  });

const hostileLine = fc.oneof(
  mutatedRecord,
  fc.constantFrom(...fixtureLines),
  fc.string({ maxLength: 80 }),
  fc
    .array(
      fc.constantFrom('SU02', 'SY01', 'HEAD', 'FOOT', 'RE01', 'AS01', '\\', '\t', '|', '1', 'A1'),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('\t')),
);

describe('DSR parser on random and hostile lines', () => {
  it(
    'never throws, and every line is exactly one record, usage line or problem',
    () => {
      fc.assert(
        fc.property(
          fc.array(hostileLine, { maxLength: 60 }),
          fc.constantFrom('\n', '\r\n'),
          (lines, eol) => {
            const text = lines.join(eol);
            const parser = createDsrParser();
            const outcomes = parseText(parser, text);
            const result = parser.result();
            // counted here independently of the parser: LF ends a line, a last line needs none
            const physical =
              text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
            expect(result.lineCount).toBe(physical);
            expectEveryLineOnce(outcomes, physical);
            expect(result.usageCount + result.recordCount + result.problemCount).toBe(
              result.lineCount,
            );
            // what the totals say is exactly what the usage lines carry
            const lineSum = outcomes.reduce(
              (sum, o) => (o.kind === 'usage' ? sum + o.line.revenueMicro : sum),
              0n,
            );
            expect(result.reconciliation.totals.reduce((sum, t) => sum + t.revenueMicro, 0n)).toBe(
              lineSum,
            );
            // and each summary's lines plus its unattributed amount are what it declares
            for (const c of result.reconciliation.checks)
              expect(c.lineRevenueMicro + c.unattributedRevenueMicro).toBe(
                (c.declaredRevenueMicro ?? 0n) + c.indirectRevenueMicro,
              );
            // the reconciliation is sent as JSON
            expect(() => JSON.stringify(toReconciliationView(result.reconciliation))).not.toThrow();
            expect(Object.keys(Object.prototype)).toEqual([]);
          },
        ),
        { numRuns: 400 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('summary revenue split over usage records', () => {
  const summary = (basisUnits: number, basisRevenueMicro: bigint): Summary => ({
    id: '1',
    family: 'SY01',
    lineNo: 1,
    isPriced: true,
    isAllocated: false,
    unitsCell: 9,
    revenueCell: 12,
    channel: 'c',
    territory: 'CN',
    currency: 'CNY',
    basisUnits,
    basisRevenueMicro,
    indirectRevenueMicro: 0n,
    allocatedUnits: 0,
    allocatedRevenueMicro: 0n,
    lineUnits: 0,
    lineNetUnits: 0,
    lineRevenueMicro: 0n,
  });

  it('adds up to the summary exactly when the units do, and each line is within one micro of its share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        (units, revenue) => {
          const total = units.reduce((a, b) => a + b, 0);
          fc.pre(total > 0);
          const s = summary(total, revenue);
          const parts = units.map((u) => allocateSummaryRevenue(s, u));
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(revenue);
          parts.forEach((part, i) => {
            const diff = part * BigInt(total) - revenue * BigInt(units[i]);
            expect(diff <= BigInt(total) && diff >= -BigInt(total)).toBe(true);
          });
        },
      ),
    );
  });

  it('a summary with no usages gives its lines nothing (and the reconciliation shows it)', () => {
    const s = summary(0, 5_000_000n);
    expect(allocateSummaryRevenue(s, 10)).toBe(0n);
    expect(s.allocatedUnits).toBe(10);
  });
});

/** A DSR file written from the standard's records: one SY01 download summary and its SU01 lines. */
function downloadReport(
  sales: ReadonlyArray<{ usages: number; returns: number; price: string }>,
  declared: { usages: number; netRevenue: string; indirect: string },
): string {
  const rows = [
    'HEAD\tdsrf/1.1.2/1.6/1.0\tBasicAudioProfile\t1.2\tP-1\t2024-08-01T00:00:00Z\t1\t1\t2024-07-01\t2024-07-31\tPADPIDA2013020802I\tStore',
    `SY01.01\tS1\t\t\tPayAsYouGoModel\tPermanentDownload\tCN\tStore\t${declared.usages}\t\tCNY\t${declared.netRevenue}\t${declared.indirect}`,
    'RE01\tB1\tR0\tREL-1\t\t\t690123456800\tA\t\tT\t\tAlbum',
    'AS01.01\tB1\tA1\tRES-1\tCNA122400004\tT\t\tA\t\tPT3M\tSoundRecording',
    ...sales.map(
      (s, i) => `SU01\tB1\tS1\tT-${i}\tR0\t\ttrue\tfalse\t${s.usages}\t${s.returns}\t${s.price}`,
    ),
  ];
  rows.push(`FOOT\t${rows.length + 1}\t${rows.length + 1}\t1\t1\t1`);
  return rows.join('\n') + '\n';
}

/** price text ("6.99", "0.00123456789") x units, rounded once to micro by the one rule. */
function expectedMicro(price: string, units: number): bigint {
  const [whole, fraction = ''] = price.split('.');
  const exact = BigInt(whole + fraction) * BigInt(units);
  const scale = fraction.length;
  return scale <= 6
    ? exact * 10n ** BigInt(6 - scale)
    : divideRounded(exact, 10n ** BigInt(scale - 6));
}

const microText = (micro: bigint): string => {
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  return `${sign}${abs / 1_000_000n}.${String(abs % 1_000_000n).padStart(6, '0')}`;
};

const sale = fc.record({
  usages: fc.integer({ min: 0, max: 10_000 }),
  returns: fc.integer({ min: 0, max: 50 }),
  price: fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99_999_999 }), fc.nat(8))
    .map(([whole, fraction, digits]) =>
      digits === 0
        ? String(whole)
        : `${whole}.${String(fraction).padStart(8, '0').slice(0, digits)}`,
    ),
});

describe('DSR download price rule and reconciliation (issue 26)', () => {
  it(
    'each download is its units net of returns x its price; a summary that says so reconciles',
    () => {
      fc.assert(
        fc.property(fc.array(sale, { minLength: 1, maxLength: 12 }), (sales) => {
          const expected = sales.map((s) => expectedMicro(s.price, s.usages - s.returns));
          const total = expected.reduce((a, b) => a + b, 0n);
          const gross = sales.reduce((a, s) => a + s.usages, 0);
          const parser = createDsrParser();
          const outcomes = parseText(
            parser,
            downloadReport(sales, { usages: gross, netRevenue: microText(total), indirect: '' }),
          );
          const lines = outcomes.flatMap((o) => (o.kind === 'usage' ? [o.line] : []));
          expect(lines.map((l) => l.units)).toEqual(sales.map((s) => s.usages - s.returns));
          expect(lines.map((l) => l.revenueMicro)).toEqual(expected);
          const { reconciliation } = parser.result();
          expect(reconciliation.checks[0]).toMatchObject({
            declaredUnits: gross,
            lineUnits: gross,
            remainderMicro: 0n,
            isMatched: true,
          });
          expect(reconciliation.unattributed).toEqual([]);
          expect(reconciliation.isMatched).toBe(true);
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'what a summary declares is what its lines carry plus the unattributed amount, never less',
    () => {
      fc.assert(
        fc.property(
          fc.array(sale, { minLength: 0, maxLength: 8 }),
          fc.bigInt({ min: -50_000_000n, max: 50_000_000n }),
          fc.bigInt({ min: 0n, max: 10_000_000n }),
          fc.integer({ min: -3, max: 3 }),
          (sales, extra, indirect, unitsOff) => {
            const carried = sales.reduce(
              (a, s) => a + expectedMicro(s.price, s.usages - s.returns),
              0n,
            );
            const gross = sales.reduce((a, s) => a + s.usages, 0);
            const declared = carried + extra;
            const parser = createDsrParser();
            parseText(
              parser,
              downloadReport(sales, {
                usages: Math.max(0, gross + unitsOff),
                netRevenue: microText(declared),
                indirect: indirect === 0n ? '' : microText(indirect),
              }),
            );
            const { reconciliation } = parser.result();
            const check = reconciliation.checks[0];
            expect(check.lineRevenueMicro).toBe(carried);
            expect(check.remainderMicro).toBe(extra);
            expect(check.lineRevenueMicro + check.unattributedRevenueMicro).toBe(
              declared + indirect,
            );
            const unattributed = reconciliation.unattributed[0]?.revenueMicro ?? 0n;
            expect(unattributed).toBe(extra + indirect);
            // half a fen either way agrees; the units must agree exactly
            const agrees =
              extra >= -5_000n && extra <= 5_000n && Math.max(0, gross + unitsOff) === gross;
            expect(check.isMatched).toBe(agrees);
            expect(reconciliation.isMatched).toBe(agrees);
            expect(reconciliation.findings.some((f) => f.severity === 'error')).toBe(!agrees);
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

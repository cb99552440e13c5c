import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDsrParser } from './dsrParser';
import { allocateSummaryRevenue, type Summary } from './dsrRecords';
import { parseText } from './parseChunks';
import { outcomeLines, type ReportOutcome } from './usageLine';
import basicAudio from './fixtures/dsr-basic-audio-2024-05.tsv?raw';

/** CPU-bound property runs: generous, the test machine is shared and often loaded. */
const PROPERTY_TIMEOUT_MS = 30_000;

const fixtureLines = basicAudio.trimEnd().split('\n');

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

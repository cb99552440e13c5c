import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDsrParser } from './dsrParser';
import { parseText } from './parseChunks';
import { outcomeLines, type ReportOutcome, type UsageLine } from './usageLine';
import basicAudio from './fixtures/dsr-basic-audio-2024-05.tsv?raw';
import withProblems from './fixtures/dsr-with-problems.tsv?raw';

/** CPU-bound property runs: generous, the test machine is shared and often loaded. */
const PROPERTY_TIMEOUT_MS = 30_000;

const usages = (outcomes: ReportOutcome[]): UsageLine[] =>
  outcomes.flatMap((o) => (o.kind === 'usage' ? [o.line] : []));
const problems = (outcomes: ReportOutcome[]) =>
  outcomes.flatMap((o) =>
    o.kind === 'problem' ? [[o.problem.lineNo, o.problem.code] as const] : [],
  );

/** Every physical line is covered by exactly one outcome, in order. */
function expectEveryLineOnce(outcomes: ReportOutcome[], lineCount: number) {
  const covered = outcomes.flatMap((o) => {
    const { lineNo, endLineNo } = outcomeLines(o);
    return Array.from({ length: endLineNo - lineNo + 1 }, (_, i) => lineNo + i);
  });
  expect(covered).toEqual(Array.from({ length: lineCount }, (_, i) => i + 1));
}

describe('DSR Basic Audio Profile fixture', () => {
  const parser = createDsrParser();
  const outcomes = parseText(parser, basicAudio);
  const result = parser.result();
  const lines = usages(outcomes);

  it('reads every line as a record or a usage line, with no problem', () => {
    expect(result.lineCount).toBe(26);
    expectEveryLineOnce(outcomes, 26);
    expect(problems(outcomes)).toEqual([]);
    expect(lines).toHaveLength(7);
    expect(result.usageCount + result.recordCount).toBe(26);
  });

  it('takes the period, channel and sender from the header', () => {
    expect(result.header).toMatchObject({
      messageId: 'MSG-2024-05-CN-0001',
      senderName: 'Dragon Music Online',
      recipientName: 'Starlight Rights Portal',
      periodStart: '2024-05-01',
      periodEnd: '2024-05-31',
      profileVersion: '1.2',
    });
  });

  it('gives each usage record its summary context and its block identifiers', () => {
    expect(lines[0]).toEqual({
      format: 'dsr',
      lineNo: 14,
      channel: 'Dragon Music Online',
      periodStart: '2024-05-01',
      periodEnd: '2024-05-31',
      territory: 'CN',
      isrc: 'CNA122400001',
      upc: null,
      usageType: 'stream',
      units: 6000,
      currency: 'CNY',
      // 152.347812 CNY * 6000 / 15250 = 59.940122754... -> 59.940123
      revenueMicro: 59_940_123n,
      isRoyaltyBearing: true,
      title: '夜航',
      artist: '林夕语',
      transactionId: 'TX-000001',
    });
    const albumDownload = lines[6];
    expect(albumDownload).toMatchObject({
      isrc: null,
      upc: '690123456800',
      usageType: 'download',
      units: 6,
      territory: 'HK',
      currency: 'HKD',
      title: 'Harbour Lights',
    });
  });

  it('splits each stream summary over its lines, prices each download, and reconciles', () => {
    const bySummary = (currency: string, territory: string) =>
      lines.filter((l) => l.currency === currency && l.territory === territory);
    // 5 downloads at 6.00 and an album, 7 sold and 1 returned, at 7.00 (net units x price)
    expect(bySummary('HKD', 'HK').map((l) => [l.units, l.revenueMicro])).toEqual([
      [5, 30_000_000n],
      [6, 42_000_000n],
    ]);
    expect(
      result.reconciliation.checks.map((c) => [
        c.key,
        c.isMatched,
        c.declaredUnits,
        c.lineUnits,
        c.declaredRevenueMicro,
        c.lineRevenueMicro,
      ]),
    ).toEqual([
      ['1', true, 15250, 15250, 152_347_812n, 152_347_812n],
      ['2', true, 8000, 8000, 18_400_000n, 18_400_000n],
      // usages before returns with usages before returns (5 + 7), net revenue with net revenue
      ['3', true, 12, 12, 72_000_000n, 72_000_000n],
    ]);
    expect(result.reconciliation.counts.every((c) => c.isMatched)).toBe(true);
    expect(result.reconciliation.counts.map((c) => c.name)).toEqual([
      'linesInFile',
      'summaryRecords',
      'blocksInFile',
      'linesInReport',
      'blocksInReport',
    ]);
    expect(result.reconciliation.totals).toEqual([
      { currency: 'CNY', lineCount: 5, units: 23250, revenueMicro: 170_747_812n },
      { currency: 'HKD', lineCount: 2, units: 11, revenueMicro: 72_000_000n },
    ]);
    expect(result.reconciliation.unattributed).toEqual([]);
    expect(result.reconciliation.findings).toEqual([]);
    expect(result.reconciliation.isMatched).toBe(true);
  });

  it(
    'gives the same outcomes whatever the chunks, even cut inside a character',
    () => {
      const bytes = new TextEncoder().encode(basicAudio);
      fc.assert(
        fc.property(fc.array(fc.nat(bytes.length), { maxLength: 12 }), (cuts) => {
          const points = [0, ...[...new Set(cuts)].sort((a, b) => a - b), bytes.length];
          const chunked = createDsrParser();
          const got: ReportOutcome[] = [];
          for (let i = 1; i < points.length; i += 1)
            got.push(...chunked.push(bytes.slice(points[i - 1], points[i])));
          got.push(...chunked.end());
          expect(got).toEqual(outcomes);
          expect(chunked.result()).toEqual(result);
        }),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('a DSR file with problems (BOM, CRLF, trailing tabs, escaped tab)', () => {
  const parser = createDsrParser();
  const outcomes = parseText(parser, withProblems);
  const result = parser.result();

  it('lists every bad line with its reason and keeps the good ones', () => {
    expectEveryLineOnce(outcomes, 18);
    expect(problems(outcomes)).toEqual([
      [3, 'summary-duplicate'],
      [4, 'currency-unknown'],
      [8, 'isrc-format'],
      [10, 'summary-unknown'],
      [11, 'summary-unsupported'],
      [12, 'reference-unknown'],
      [13, 'integer-format'],
      [14, 'record-type-unknown'],
      [15, 'record-type-unknown'],
      [18, 'record-after-footer'],
    ]);
    expect(result.problemCounts['record-type-unknown']).toBe(2);
    const [line] = usages(outcomes);
    expect(line).toMatchObject({
      lineNo: 9,
      units: 60,
      revenueMicro: 6_000_000n,
      title: 'Live\tat Budokan',
      isrc: 'USRC17607839',
      periodStart: '2024-05-01',
      periodEnd: '2024-05-31',
    });
  });

  it('shows the mismatches against the file own summary and footer', () => {
    const { reconciliation } = result;
    expect(reconciliation.isMatched).toBe(false);
    expect(reconciliation.checks).toEqual([
      {
        key: '1',
        lineNo: 2,
        currency: 'USD',
        declaredUnits: 100,
        lineUnits: 60,
        declaredRevenueMicro: 10_000_000n,
        lineRevenueMicro: 6_000_000n,
        record: 'SY01',
        lineNetUnits: 60,
        remainderMicro: 4_000_000n,
        indirectRevenueMicro: 0n,
        unattributedRevenueMicro: 4_000_000n,
        isMatched: false,
      },
    ]);
    expect(reconciliation.unattributed).toEqual([
      {
        currency: 'USD',
        remainderMicro: 4_000_000n,
        indirectRevenueMicro: 0n,
        revenueMicro: 4_000_000n,
      },
    ]);
    expect(
      reconciliation.counts.filter((c) => !c.isMatched).map((c) => [c.name, c.declared, c.actual]),
    ).toEqual([
      ['linesInFile', 20, 17],
      ['summaryRecords', 2, 4],
      ['linesInReport', 20, 17],
    ]);
    expect(reconciliation.fileProblems).toEqual([]);
  });
});

describe('DSR files that cannot be read', () => {
  it('an empty file', () => {
    const parser = createDsrParser();
    expect(parseText(parser, '')).toEqual([]);
    expect(parser.result().reconciliation.fileProblems).toEqual(['file-empty']);
  });

  it('records before any header, and no footer', () => {
    const parser = createDsrParser();
    const outcomes = parseText(parser, 'SY01\t1\n#comment\n\nFOOT\t4\n');
    expect(
      outcomes.map((o) =>
        o.kind === 'problem' ? o.problem.code : o.kind === 'record' ? o.record : 'usage',
      ),
    ).toEqual(['record-before-header', 'comment', 'empty', 'record-before-header']);
    expect(parser.result().reconciliation.fileProblems).toEqual([
      'header-missing',
      'footer-missing',
    ]);
  });

  it('another profile is refused in its header, and what follows is refused with it', () => {
    const parser = createDsrParser();
    const outcomes = parseText(
      parser,
      'HEAD\tdsrf/1.1\tUgcProfile\t1.2\tM\t2024-06-01T00:00:00Z\t1\t1\t2024-05\t2024-05\tP\tS\nSY02.02\t1\nFOOT\t3\t3\t1\t0\t0\n',
    );
    expect(problems(outcomes)).toEqual([
      [1, 'profile-unsupported'],
      [2, 'header-invalid'],
      [3, 'header-invalid'],
    ]);
  });

  it('a line too long to hold is cut, listed, and the next line is read', () => {
    const parser = createDsrParser();
    const outcomes = parseText(parser, `HEAD\t${'x'.repeat(100_000)}\n#after\n`);
    expect(outcomes.map((o) => o.kind)).toEqual(['problem', 'record']);
    expect(outcomes[0].kind === 'problem' && outcomes[0].problem.raw.length).toBe(1000);
  });
});

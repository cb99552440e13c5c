import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCsvParser } from './csvParser';
import { createDsrParser } from './dsrParser';
import { parseText } from './parseChunks';
import { outcomeLines, type ReportOutcome, type UsageLine } from './usageLine';
import english from './fixtures/usage-report-en.csv?raw';
import chinese from './fixtures/usage-report-zh.csv?raw';

/** CPU-bound property runs: generous, the test machine is shared and often loaded. */
const PROPERTY_TIMEOUT_MS = 30_000;

const usages = (outcomes: ReportOutcome[]): UsageLine[] =>
  outcomes.flatMap((o) => (o.kind === 'usage' ? [o.line] : []));
const kinds = (outcomes: ReportOutcome[]) =>
  outcomes.map((o) =>
    o.kind === 'problem' ? `!${o.problem.code}` : o.kind === 'record' ? o.record : 'usage',
  );
const header = 'channel,period,territory,isrc,upc,usage type,units,currency,revenue\n';

describe('CSV layout, English fixture (CRLF, a quoted comma, a total row)', () => {
  const parser = createCsvParser();
  const outcomes = parseText(parser, english);
  const result = parser.result();

  it('reads the header, three lines and the total', () => {
    expect(kinds(outcomes)).toEqual(['columns', 'usage', 'usage', 'usage', 'total']);
    expect(result).toMatchObject({
      delimiter: ',',
      lineCount: 5,
      usageCount: 3,
      recordCount: 2,
      problemCount: 0,
    });
    expect(usages(outcomes)[0]).toEqual({
      format: 'csv',
      lineNo: 2,
      channel: 'Harbour FM, Premium',
      periodStart: '2024-05-01',
      periodEnd: '2024-05-31',
      territory: 'HK',
      isrc: 'CNA122400004',
      upc: null,
      usageType: 'stream',
      units: 1200,
      currency: 'HKD',
      revenueMicro: 3_456_789n,
      isRoyaltyBearing: true,
      title: null,
      artist: null,
      transactionId: null,
    });
    expect(usages(outcomes)[2]).toMatchObject({ isrc: 'CNA122400005', territory: 'MO' });
  });

  it('reconciles the lines against the total row', () => {
    expect(result.reconciliation).toMatchObject({
      hasOwnTotals: true,
      isMatched: true,
      fileProblems: [],
    });
    expect(result.reconciliation.checks).toEqual([
      {
        key: 'HKD',
        lineNo: 5,
        currency: 'HKD',
        declaredUnits: 1243,
        lineUnits: 1243,
        declaredRevenueMicro: 48_571_789n,
        lineRevenueMicro: 48_571_789n,
        record: 'total',
        lineNetUnits: 1243,
        remainderMicro: 0n,
        indirectRevenueMicro: 0n,
        unattributedRevenueMicro: 0n,
        isMatched: true,
      },
    ]);
    expect(result.reconciliation.unattributed).toEqual([]);
    expect(result.reconciliation.findings).toEqual([]);
  });
});

describe('CSV layout, Chinese fixture (UTF-8 BOM, a title row, 合计)', () => {
  const parser = createCsvParser();
  const outcomes = parseText(parser, chinese);
  const result = parser.result();

  it('finds the header under the title and lists the bad ISRC', () => {
    expect(kinds(outcomes)).toEqual([
      '!before-header',
      'columns',
      'usage',
      'usage',
      '!isrc-format',
      'total',
    ]);
    const bad = outcomes[4].kind === 'problem' ? outcomes[4].problem : null;
    expect(bad).toEqual({
      lineNo: 5,
      endLineNo: 5,
      code: 'isrc-format',
      raw: '云听音乐,2024-05,CN,CNA1224,,流媒体,10,CNY,0.03',
      cell: 4,
    });
    expect(usages(outcomes).map((l) => [l.usageType, l.units, l.revenueMicro])).toEqual([
      ['stream', 52000, 156_000_000n],
      ['download', 12, 24_000_000n],
    ]);
  });

  it('shows that the lines read do not reach the file total', () => {
    expect(result.reconciliation.isMatched).toBe(false);
    expect(result.reconciliation.checks[0]).toMatchObject({
      currency: 'CNY',
      declaredUnits: 52022,
      lineUnits: 52012,
      declaredRevenueMicro: 180_030_000n,
      lineRevenueMicro: 180_000_000n,
    });
  });
});

describe('CSV details', () => {
  it('detects ";" and tab delimiters and reads quoted line breaks and ""', () => {
    const semi = parseText(
      createCsvParser(),
      'Channel;Period;Territory;ISRC;Usage Type;Units;Currency;Revenue\n"A ""B""\nC";2024-Q2;de;DEA122400001;Download;2;EUR;1.98\n',
    );
    expect(kinds(semi)).toEqual(['columns', 'usage']);
    expect(usages(semi)[0]).toMatchObject({
      channel: 'A "B"\nC',
      lineNo: 2,
      periodStart: '2024-04-01',
      periodEnd: '2024-06-30',
      territory: 'DE',
      upc: null,
    });
    expect(semi[1].kind === 'usage' && semi[1].line.lineNo).toBe(2);
    const tab = parseText(
      createCsvParser(),
      'channel\tperiod\tterritory\tupc\tusage type\tunits\tcurrency\trevenue\nX\t202405\tWorldwide\t0888888000011\tother\t1\tUSD\t0\n',
    );
    expect(usages(tab)[0]).toMatchObject({
      territory: 'Worldwide',
      upc: '0888888000011',
      usageType: 'other',
      periodStart: '2024-05-01',
    });
  });

  it('names each wrong cell', () => {
    const rows = [
      ',2024-05,CN,CNA122400001,,stream,1,CNY,1',
      'X,May 2024,CN,CNA122400001,,stream,1,CNY,1',
      'X,2024-05,China,CNA122400001,,stream,1,CNY,1',
      'X,2024-05,CN,,,stream,1,CNY,1',
      'X,2024-05,CN,,123,stream,1,CNY,1',
      'X,2024-05,CN,CNA122400001,,radio,1,CNY,1',
      'X,2024-05,CN,CNA122400001,,stream,1.5,CNY,1',
      'X,2024-05,CN,CNA122400001,,stream,1,RMB,1',
      'X,2024-05,CN,CNA122400001,,stream,1,CNY,"1,000.00"',
      'X,2024-05,CN,CNA122400001,,stream,1,CNY,0.0000001',
      'X,2024-05,CN,CNA122400001,,stream,1,CNY,"1"x',
    ];
    const outcomes = parseText(createCsvParser(), header + rows.join('\n'));
    expect(
      outcomes
        .slice(1)
        .map((o) => (o.kind === 'problem' ? [o.problem.code, o.problem.cell] : o.kind)),
    ).toEqual([
      ['cell-missing', 1],
      ['period-format', 2],
      ['territory-format', 3],
      ['identifier-missing', 4],
      ['upc-format', 5],
      ['usage-type-unknown', 6],
      ['integer-format', 7],
      ['currency-unknown', 8],
      ['number-grouping', 9],
      'usage',
      ['csv-quote', null],
    ]);
  });

  it('rounds revenue with more than six decimals once, half away from zero, as a DSR cell is', () => {
    const rows = [
      'X,2024-05,CN,CNA122400001,,stream,1,CNY,0.0000005',
      'X,2024-05,CN,CNA122400001,,stream,1,CNY,-0.0000005',
      'X,2024-05,CN,CNA122400001,,stream,1,CNY,1.23456749',
    ];
    const outcomes = parseText(createCsvParser(), header + rows.join('\n'));
    expect(usages(outcomes).map((l) => l.revenueMicro)).toEqual([1n, -1n, 1_234_567n]);
    const dsr = createDsrParser();
    parseText(
      dsr,
      'HEAD\tdsrf/1.1\tBasicAudioProfile\t1.2\tM\t2024-06-01T00:00:00Z\t1\t1\t2024-05\t2024-05\tP\tS\n' +
        'SY01.01\t1\t\t\tSubscriptionModel\tOnDemandStream\tCN\tP\t1\t\tCNY\t1.23456749\n',
    );
    expect(dsr.result().reconciliation.checks[0].declaredRevenueMicro).toBe(1_234_567n);
  });

  it('a file without the columns is refused line by line, never guessed', () => {
    const parser = createCsvParser();
    const outcomes = parseText(parser, 'channel,units,revenue\nX,1,2\n');
    expect(kinds(outcomes)).toEqual(['!header-columns', '!header-columns']);
    expect(parser.result().reconciliation.fileProblems).toEqual(['header-missing']);
  });

  it('keeps blank and subtotal rows as records, and a runaway quote does not swallow the file', () => {
    const outcomes = parseText(
      createCsvParser(),
      `${header}\n,,,,,,,,\n小计,,,,,,1,CNY,1\n"${'x'.repeat(70_000)}\nX,2024-05,CN,CNA122400001,,stream,1,CNY,1\n`,
    );
    expect(kinds(outcomes)).toEqual([
      'columns',
      'empty',
      'empty',
      'subtotal',
      '!line-too-long',
      'usage',
    ]);
  });

  it('reads GB18030 bytes (Excel "CSV" on Chinese Windows) and UTF-8 alike', () => {
    // "渠道,结算周期,地区,ISRC,使用类型,数量,币种,收入\n酷音,2024-05,CN,CNA122400001,下载,1,CNY,1\n" in GB18030
    const hex =
      'c7feb5c02cbde1cbe3d6dcc6da2cb5d8c7f82c495352432ccab9d3c3c0e0d0cd2ccafdc1bf2cb1d2d6d62ccad5c8eb0abfe1d2f4' +
      '2c323032342d30352c434e2c434e413132323430303030312ccfc2d4d82c312c434e592c310a';
    const bytes = Uint8Array.from(
      hex
        .replace(/\s/g, '')
        .match(/../g)!
        .map((h) => parseInt(h, 16)),
    );
    const parser = createCsvParser();
    const outcomes = [
      ...parser.push(bytes.slice(0, 7)),
      ...parser.push(bytes.slice(7)),
      ...parser.end(),
    ];
    expect(parser.result().encoding).toBe('gb18030');
    expect(usages(outcomes)[0]).toMatchObject({ channel: '酷音', usageType: 'download' });
  });

  it(
    'never throws, and every line is a record, a usage line or a problem',
    () => {
      const cell = fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(
          '"',
          '""',
          '"a,b"',
          '\n',
          '\r\n',
          '2024-05',
          'CN',
          'CNA122400001',
          'stream',
          '1',
          'CNY',
          '0.5',
          '合计',
          '__proto__',
        ),
      );
      fc.assert(
        fc.property(
          fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 25 }),
          fc.boolean(),
          (rows, withHeader) => {
            const text = (withHeader ? header : '') + rows.map((r) => r.join(',')).join('\n');
            const parser = createCsvParser();
            const outcomes = parseText(parser, text);
            const covered = outcomes.flatMap((o) => {
              const range = outcomeLines(o);
              return Array.from(
                { length: range.endLineNo - range.lineNo + 1 },
                (_, i) => range.lineNo + i,
              );
            });
            // counted here independently of the parser: CRLF, LF or CR end a line, a last line needs none
            const unified = text.replace(/\r\n?/g, '\n');
            const physical =
              unified === '' ? 0 : unified.split('\n').length - (unified.endsWith('\n') ? 1 : 0);
            expect(parser.result().lineCount).toBe(physical);
            expect(covered).toEqual(Array.from({ length: physical }, (_, i) => i + 1));
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

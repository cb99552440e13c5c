// The XLSX exports read back with SheetJS: labels in the caller's language, amounts as number cells
// with the currency's digits, every statement field and the split's rows.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { splitsToJson, type SaleView } from '../../../../src/domain/finance/api';
import { issuedTestStatement, TEST_TRACK_1, TEST_TRACK_2 } from '../testStatement';
import { saleXlsx, settlementXlsx, splitsFromJson, splitsXlsx } from './statementXlsx';

function rowsOf(bytes: Uint8Array): { name: string; rows: unknown[][]; sheet: XLSX.WorkSheet } {
  const book = XLSX.read(bytes, { type: 'array', cellNF: true });
  const name = book.SheetNames[0] as string;
  const sheet = book.Sheets[name] as XLSX.WorkSheet;
  return { name, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }), sheet };
}

const sale: SaleView = {
  statement: {
    id: '2024-05.44.CNY',
    period: '2024-05',
    channel: { code: 'DMO', nameZh: '龙音在线', nameEn: 'Dragon Music Online' },
    currency: 'CNY',
    units: '1500',
    revenue: '123456',
    revenueMicro: '1234560000',
    lineCount: 2,
  },
  lines: [
    {
      territory: 'CN',
      isrc: 'CNA122400001',
      trackTitle: '夜航',
      albumTitle: '港湾',
      usage: 'stream',
      units: '1000',
      revenue: '100000',
      revenueMicro: '1000000000',
      currency: 'CNY',
    },
    {
      territory: 'HK',
      isrc: null,
      trackTitle: null,
      albumTitle: '=HYPERLINK("http://evil")',
      usage: 'download',
      units: '500',
      revenue: '23456',
      revenueMicro: '234560000',
      currency: 'CNY',
    },
  ],
  total: 2,
};

describe('saleXlsx', () => {
  it('writes the head and every line, amounts as numbers, text never as a formula', () => {
    const { name, rows, sheet } = rowsOf(saleXlsx(sale, 'zh-hans'));
    expect(name).toBe('销售报表');
    expect(rows[0]).toEqual(['渠道', '龙音在线']);
    expect(rows[4]).toEqual(['收入', 1234.56]);
    expect(rows[7]).toEqual([
      '地区',
      'ISRC 编码',
      '曲目',
      '专辑',
      '使用类型',
      '数量',
      '收入',
      '币种',
    ]);
    expect(rows[8]).toEqual(['CN', 'CNA122400001', '夜航', '港湾', 'stream', 1000, 1000, 'CNY']);
    expect(rows[9]?.[3]).toBe('=HYPERLINK("http://evil")');
    expect(sheet.D10?.f).toBeUndefined();
    expect(sheet.G9?.z).toBe('#,##0.00');
    expect(rowsOf(saleXlsx(sale, 'en')).rows[0]).toEqual(['Channel', 'Dragon Music Online']);
  });
});

describe('settlementXlsx', () => {
  it('lists every statement field, the bank, the hash, rates and adjustments', async () => {
    const { statement } = await issuedTestStatement();
    const { rows } = rowsOf(
      settlementXlsx({
        statement,
        issuedAt: new Date('2024-06-05T08:00:00Z'),
        confirmation: null,
        language: 'en',
      }),
    );
    const byLabel = new Map(rows.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    expect(byLabel.get('Contract number')).toBe('SL-2024-017');
    expect(byLabel.get('Settlement type')).toBe('Revenue share');
    expect(byLabel.get('Payable amount')).toBe(Number(statement.payableAmount) / 100);
    expect(byLabel.get('Adjustment')).toBe(12.5);
    expect(byLabel.get('VAT and surtax')).toBe(0);
    expect(byLabel.get('SWIFT')).toBe('ICBKCNBJSHI');
    expect(byLabel.get('Content hash')).toBe(statement.contentHash);
    expect(byLabel.get('Status')).toBe('Waiting for your confirmation');
    expect(byLabel.get('HKD → CNY')).toBe('0.9123');
    expect(byLabel.get('2024-04 少计的版税 (under-reported)')).toBe(12.5);
    expect(rows.some((r) => r[0] === 'Lines the contract does not cover')).toBe(false);
  });

  it('lists the lines the contract does not cover, revenue in their own currency', async () => {
    const { statement } = await issuedTestStatement();
    const leftOut = [
      {
        territory: 'KR',
        currency: 'KRW',
        lineCount: 3,
        revenueMicro: 13_345_500_000n,
        revenue: 13346n,
      },
      { territory: 'US', currency: 'USD', lineCount: 1, revenueMicro: 1_250_000n, revenue: 125n },
    ];
    const { rows, sheet } = rowsOf(
      settlementXlsx({
        statement: { ...statement, leftOut },
        issuedAt: null,
        confirmation: null,
        language: 'zh-hans',
      }),
    );
    const at = rows.findIndex((r) => r[0] === '合同未覆盖的报表行');
    expect(at).toBeGreaterThan(0);
    expect(rows.slice(at + 1, at + 4)).toEqual([
      ['地区', '币种', '报表行数', '收入'],
      ['KR', 'KRW', 3, 13346],
      ['US', 'USD', 1, 1.25],
    ]);
    expect(sheet[XLSX.utils.encode_cell({ r: at + 3, c: 3 })]?.z).toBe('#,##0.00');
  });
});

describe('splitsXlsx', () => {
  it('writes the domain split rows with track names and number amounts that add up', async () => {
    const { statement, splits } = await issuedTestStatement();
    const roundTrip = splitsFromJson(splitsToJson(splits));
    expect(roundTrip).toEqual(splits);
    const { rows } = rowsOf(
      splitsXlsx(roundTrip, 'CNY', new Map([[TEST_TRACK_1, '夜航']]), 'zh-hans'),
    );
    expect(rows[0]).toEqual(['曲目', '地区', '权利人', '比例', '金额', '币种']);
    expect(rows[1]).toEqual(['夜航', 'CN', '林夕', '60.00', expect.any(Number), 'CNY']);
    expect(rows.some((r) => r[0] === TEST_TRACK_2)).toBe(true);
    const totals = rows.filter((r) => r[0] === '合计');
    const sum = totals.reduce((acc, r) => acc + Math.round((r[4] as number) * 100), 0);
    expect(BigInt(sum)).toBe(statement.dividedAmount);
  });
});

// The statement PDF read by a real reader (poppler's pdftotext and pdfinfo, installed by
// scripts/test.sh): every field and the hash in both languages, the hash in the metadata and found
// again by readPdfHash, and the same bytes for the same statement.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issuedTestStatement } from '../testStatement';
import { readPdfHash } from './readPdfHash';
import { statementPdf, type StatementPdfInput } from './statementPdf';

const dir = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileCount = 0;
function poppler(bytes: Uint8Array): { text: string; info: string } {
  fileCount += 1;
  const file = join(dir, `s${fileCount}.pdf`);
  writeFileSync(file, bytes);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    // -custom prints the Info entries only: the page count comes from a second, plain run
    info:
      execFileSync('pdfinfo', ['-custom', '-isodates', file], { encoding: 'utf8' }) +
      execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
}

async function input(over: Partial<StatementPdfInput> = {}): Promise<StatementPdfInput> {
  const { statement, splits } = await issuedTestStatement();
  return {
    statement,
    issuedAt: new Date('2024-06-05T08:00:00Z'),
    splits,
    confirmation: null,
    language: 'zh-hans',
    ...over,
  };
}

describe('statementPdf', () => {
  it('prints every field, the bank and the hash in Chinese, and stores the hash in the metadata', async () => {
    const pdf = await input();
    const hash = pdf.statement.contentHash as string;
    const { text, info } = poppler(statementPdf(pdf));
    for (const words of [
      '结算单 2024-05',
      '结算周期',
      '星光唱片有限公司',
      'SL-2024-017',
      '收入分成',
      '报表收入',
      '参与分配金额',
      '扣回金额',
      '调整金额',
      '分配金额',
      '剩余结余',
      '预提所得税',
      '个人所得税',
      '增值税及附加税',
      '应付金额',
      '待确认',
      '6222020200112233445',
      'ICBKCNBJSHI',
      'HKD → CNY',
      '2024-04 少计的版税 (under-reported)',
      '林夕',
      'Harbour Songs Ltd.',
      '尚未确认',
      '2024-06-05 08:00 UTC',
    ])
      expect(text).toContain(words);
    expect(text).toContain(`${'12.50'} CNY`);
    expect(text).toMatch(new RegExp(`^\\s*${hash}\\s*$`, 'm'));
    expect(info).toContain(`ContentHash:     ${hash}`);
    expect(info).toContain(`Keywords:        sha256:${hash}`);
    expect(info).toContain('CreationDate:    2024-06-05T08:00:00');
    expect(readPdfHash(statementPdf(pdf))).toEqual({ ok: true, hash });
  });

  it('speaks English to an English caller and shows the confirmation once there is one', async () => {
    const pdf = await input({ language: 'en' });
    const hash = pdf.statement.contentHash as string;
    const { text } = poppler(
      statementPdf({
        ...pdf,
        statement: { ...pdf.statement, status: 'processing' },
        confirmation: {
          userName: 'Li Wei',
          at: new Date('2024-06-07T01:02:00Z'),
          address: '203.0.113.9',
          contentHash: hash,
        },
      }),
    );
    for (const words of [
      'Settlement statement 2024-05',
      'Revenue share',
      'Amount participating in distribution',
      'Payable amount',
      'Processing',
      'Confirmed by',
      'Li Wei',
      '2024-06-07 01:02 UTC',
      '203.0.113.9',
      'Split among rights holders',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('应付金额');
  });

  it('lists the lines the contract does not cover, in their own currency, only when there are any', async () => {
    const pdf = await input();
    const leftOut = [
      {
        territory: 'KR',
        currency: 'KRW',
        lineCount: 3,
        revenueMicro: 13_345_500_000n,
        revenue: 13346n,
      },
    ];
    const { text } = poppler(statementPdf({ ...pdf, statement: { ...pdf.statement, leftOut } }));
    expect(text).toContain('合同未覆盖的报表行');
    expect(text).toMatch(/KR\s+KRW\s+3\s+13,346 KRW/);
    expect(poppler(statementPdf(pdf)).text).not.toContain('合同未覆盖的报表行');
  });

  it('gives the same bytes for the same statement, and other bytes when anything printed differs', async () => {
    const pdf = await input();
    const first = statementPdf(pdf);
    expect(Buffer.from(statementPdf(await input())).equals(Buffer.from(first))).toBe(true);
    const later = statementPdf({ ...pdf, issuedAt: new Date('2024-06-06T08:00:00Z') });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });

  it('runs over pages with the hash and the page count in every footer', async () => {
    const pdf = await input({ language: 'en' });
    const adjustments = Array.from({ length: 80 }, (_, i) => ({
      reason: `Correction ${i + 1}`,
      amount: 100n,
    }));
    const bytes = statementPdf({ ...pdf, statement: { ...pdf.statement, adjustments } });
    const { text, info } = poppler(bytes);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(1);
    const hash = pdf.statement.contentHash as string;
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, i) => {
      expect(page).toContain(`SHA-256 ${hash}`);
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
    });
    expect(text).toContain('Correction 80');
  });

  it('refuses a statement that was never issued', async () => {
    const pdf = await input();
    expect(() =>
      statementPdf({ ...pdf, statement: { ...pdf.statement, contentHash: null } }),
    ).toThrow(TypeError);
  });
});

describe('readPdfHash', () => {
  it('refuses what is not a PDF and a PDF without a hash', () => {
    expect(readPdfHash(new TextEncoder().encode('hello'))).toEqual({
      ok: false,
      code: 'verify-not-pdf',
    });
    expect(readPdfHash(new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF'))).toEqual({
      ok: false,
      code: 'verify-no-hash',
    });
  });

  it('takes the last Info entry, as a reader that appended an update would have left it', async () => {
    const bytes = statementPdf(await input());
    const other = 'ab'.repeat(32);
    const updated = Buffer.concat([
      Buffer.from(bytes),
      Buffer.from(`7 0 obj\n<< /ContentHash (${other.toUpperCase()}) >>\nendobj\n%%EOF\n`),
    ]);
    expect(readPdfHash(new Uint8Array(updated))).toEqual({ ok: true, hash: other });
  });
});

// The statement exports (issue 17, "Export of sales and settlement statements to XLSX (SheetJS)"):
// a sales statement's lines, a settlement statement's every field, and its split (the domain's
// splitRows). Labels in the caller's language; amounts are number cells with the currency's
// digits so a partner can sum them; text is always a text cell, never a formula.
import * as XLSX from 'xlsx';
import {
  splitRows,
  vatAndSurtax,
  type SettlementStatement,
  type SplitResult,
} from '../../../../src/domain/finance';
import type { SaleView, SplitResultJson } from '../../../../src/domain/finance/api';
import type { ApiLanguage } from '../../../../src/domain/locale';
import { currencyExponent, formatMinor } from '../../../../src/domain/money';
import { translateMessage } from '../../http/i18n';
import { financeTexts, readableTime } from '../financeTexts';
import type { StatementConfirmation } from '../pdf/statementPdf';

type Cell = string | number | { amount: bigint; currency: string };

function amountFormat(currency: string): string {
  const digits = currencyExponent(currency);
  return digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
}

function sheetOf(rows: readonly (readonly Cell[])[], widths: readonly number[]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([]);
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      const ref = XLSX.utils.encode_cell({ r, c });
      if (typeof value === 'string') sheet[ref] = { t: 's', v: value };
      else if (typeof value === 'number') sheet[ref] = { t: 'n', v: value };
      else
        sheet[ref] = {
          t: 'n',
          v: Number(formatMinor(value.amount, value.currency)),
          z: amountFormat(value.currency),
        };
    }),
  );
  const columns = Math.max(1, ...rows.map((row) => row.length));
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, rows.length - 1), c: columns - 1 },
  });
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

function workbook(sheets: readonly [string, XLSX.WorkSheet][]): Uint8Array {
  const book = XLSX.utils.book_new();
  // sheet names: at most 31 characters and none of []:*?/\ (Excel's rule)
  for (const [name, sheet] of sheets)
    XLSX.utils.book_append_sheet(book, sheet, name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
}

export function saleXlsx(view: SaleView, language: ApiLanguage): Uint8Array {
  const t = financeTexts(language);
  const { statement: s } = view;
  const money = (minor: string) => ({ amount: BigInt(minor), currency: s.currency });
  const rows: Cell[][] = [
    [t('field.channel'), language === 'en' ? s.channel.nameEn : s.channel.nameZh],
    [t('field.period'), s.period],
    [t('field.currency'), s.currency],
    [t('field.units'), Number(s.units)],
    [t('field.revenue'), money(s.revenue)],
    [t('field.lineCount'), s.lineCount],
    [],
    ['territory', 'isrc', 'track', 'album', 'usage', 'units', 'revenue', 'currency'].map((key) =>
      t(`field.${key}`),
    ),
    ...view.lines.map((line): Cell[] => [
      line.territory,
      line.isrc ?? '',
      line.trackTitle ?? '',
      line.albumTitle ?? '',
      line.usage,
      Number(line.units),
      money(line.revenue),
      line.currency,
    ]),
  ];
  return workbook([[t('sheet.sale'), sheetOf(rows, [16, 16, 32, 32, 16, 12, 16, 10])]]);
}

export interface SettlementXlsxInput {
  statement: SettlementStatement;
  issuedAt: Date | null;
  confirmation: StatementConfirmation | null;
  language: ApiLanguage;
}

export function settlementXlsx(input: SettlementXlsxInput): Uint8Array {
  const { statement: s, language } = input;
  const t = financeTexts(language);
  const money = (amount: bigint) => ({ amount, currency: s.currency });
  const rows: Cell[][] = [
    [t('field.period'), s.period],
    [t('field.periodRange'), `${s.periodStart} – ${s.periodEnd}`],
    ...(s.coverage ? [[t('field.coverage'), t('field.coverageValue', { ...s.coverage })]] : []),
    [t('field.licensor'), s.licensorName],
    [t('field.contractNumber'), s.contractNumber],
    [t('field.currency'), s.currency],
    [
      t('field.settlementType'),
      translateMessage(language, `contracts.settlement.${s.settlementType}`),
    ],
    [t('field.proportion'), s.proportion],
    [t('field.status'), t(`status.${s.status}`)],
    [t('pdf.issuedAt'), input.issuedAt === null ? '' : readableTime(input.issuedAt)],
    [t('field.units'), s.units],
    [t('field.lineCount'), s.lineCount],
    [t('field.reportIncome'), money(s.reportIncome)],
    [t('field.participatingAmount'), money(s.participatingAmount)],
    [t('field.shareAmount'), money(s.shareAmount)],
    [t('field.adjustment'), money(s.adjustment)],
    [t('field.recoup'), money(s.recoup)],
    [t('field.dividedAmount'), money(s.dividedAmount)],
    [t('field.balanceBefore'), money(s.balanceBefore)],
    [t('field.remainingBalance'), money(s.remainingBalance)],
    [t('field.taxableAmount'), money(s.taxableAmount)],
    [t('field.withholdingTax'), money(s.withholdingTax)],
    [t('field.individualIncomeTax'), money(s.individualIncomeTax)],
    [t('field.vatAndSurtax'), money(vatAndSurtax(s))],
    [t('field.payableAmount'), money(s.payableAmount)],
    [t('field.accountName'), s.bank.accountName],
    [t('field.accountNumber'), s.bank.accountNumber],
    [t('field.bankName'), s.bank.bankName],
    [t('field.bankAddress'), s.bank.bankAddress],
    [t('field.swift'), s.bank.swift],
    [t('field.iban'), s.bank.iban],
    [t('field.contentHash'), s.contentHash ?? ''],
    [t('field.confirmedBy'), input.confirmation?.userName ?? ''],
    [
      t('field.confirmedAt'),
      input.confirmation === null ? '' : readableTime(input.confirmation.at),
    ],
    [t('field.address'), input.confirmation?.address ?? ''],
    [],
    [t('section.rates'), t('field.rate')],
    ...s.ratesUsed.map((rate): Cell[] => [`${rate.from} → ${rate.to}`, rate.rate]),
    [],
    [t('section.adjustments'), t('field.amount')],
    ...s.adjustments.map((a): Cell[] => [a.reason, money(a.amount)]),
    // lines outside the contract's territories: listed, in their own currency, never counted
    ...((s.leftOut ?? []).length === 0
      ? []
      : [
          [],
          [t('section.leftOut')],
          ['territory', 'currency', 'lineCount', 'revenue'].map((key) => t(`field.${key}`)),
          ...(s.leftOut ?? []).map((g): Cell[] => [
            g.territory,
            g.currency,
            g.lineCount,
            { amount: g.revenue, currency: g.currency },
          ]),
        ]),
  ];
  return workbook([[t('sheet.statement'), sheetOf(rows, [36, 72])]]);
}

export function splitsFromJson(json: SplitResultJson): SplitResult {
  return {
    cells: json.cells.map((c) => ({
      ...c,
      amount: BigInt(c.amount),
      unassigned: BigInt(c.unassigned),
      parts: c.parts.map((p) => ({ ...p, amount: BigInt(p.amount) })),
    })),
    byHolder: json.byHolder.map((h) => ({ ...h, amount: BigInt(h.amount) })),
    unassigned: BigInt(json.unassigned),
    total: BigInt(json.total),
  };
}

const PLAIN_AMOUNT = /^-?\d+(\.\d+)?$/;

export function splitsXlsx(
  splits: SplitResult,
  currency: string,
  trackNames: ReadonlyMap<string, string>,
  language: ApiLanguage,
): Uint8Array {
  const t = financeTexts(language);
  const titles = {
    track: t('field.track'),
    territory: t('field.territory'),
    holder: t('field.holder'),
    percentage: t('field.percentage'),
    amount: t('field.amount'),
    currency: t('field.currency'),
    unassigned: t('field.unassigned'),
    total: t('field.total'),
  };
  const rows = splitRows(splits, currency, trackNames, titles).map((row, r): Cell[] =>
    // the domain gives the amount column as text with the currency's digits: a number cell here
    r === 0
      ? row
      : row.map((cell, c) => (c === 4 && PLAIN_AMOUNT.test(cell) ? Number(cell) : cell)),
  );
  const sheet = sheetOf(rows, [32, 10, 28, 12, 16, 10]);
  for (let r = 1; r < rows.length; r += 1) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: 4 })] as XLSX.CellObject | undefined;
    if (cell?.t === 'n') cell.z = amountFormat(currency);
  }
  return workbook([[t('sheet.splits'), sheet]]);
}

// The PDF of an issued settlement statement (issue 17): every spec section-3 field, the bank
// fields, the split among rights holders, the confirmation when there is one, and the SHA-256
// content hash printed on every page and stored in the Info dictionary (`ContentHash`), where
// readPdfHash.ts finds it again for verification. Same statement, same bytes: the only date in
// the file is the issue time.
import type { SettlementStatement, SplitResult } from '../../../../src/domain/finance';
import { holderLabel, vatAndSurtax } from '../../../../src/domain/finance';
import type { ApiLanguage } from '../../../../src/domain/locale';
import { translateMessage } from '../../http/i18n';
import { financeTexts, readableAmount, readableTime } from '../financeTexts';
import { writePdf } from './pdfDocument';
import { PageFlow, TABLE_LEFT, TABLE_RIGHT } from './pageFlow';
import { HASH_INFO_KEY } from './readPdfHash';

export interface StatementConfirmation {
  userName: string;
  at: Date;
  address: string;
  contentHash: string;
}

export interface StatementPdfInput {
  statement: SettlementStatement;
  issuedAt: Date;
  splits: SplitResult | null;
  confirmation: StatementConfirmation | null;
  language: ApiLanguage;
}

export function statementPdf(input: StatementPdfInput): Uint8Array {
  const { statement: s, language } = input;
  const hash = s.contentHash;
  if (hash === null) throw new TypeError('only an issued statement (with its hash) has a PDF');
  const t = financeTexts(language);
  const money = (minor: bigint) => `${readableAmount(minor, s.currency)} ${s.currency}`;
  const flow = new PageFlow();

  flow.title(`${t('pdf.title')} ${s.period}`, s.licensorName);
  flow.heading(t('section.statement'));
  flow.field(t('field.period'), s.period);
  flow.field(t('field.periodRange'), `${s.periodStart} – ${s.periodEnd}`);
  if (s.coverage) flow.field(t('field.coverage'), t('field.coverageValue', { ...s.coverage }));
  flow.field(t('field.licensor'), s.licensorName);
  flow.field(t('field.contractNumber'), s.contractNumber);
  flow.field(t('field.currency'), s.currency);
  flow.field(
    t('field.settlementType'),
    translateMessage(language, `contracts.settlement.${s.settlementType}`),
  );
  flow.field(t('field.proportion'), s.proportion);
  flow.field(t('field.status'), t(`status.${s.status}`));
  flow.field(t('pdf.issuedAt'), readableTime(input.issuedAt));
  flow.field(t('field.units'), String(s.units));
  flow.field(t('field.lineCount'), String(s.lineCount));

  flow.heading(t('section.amounts'));
  const amounts: [string, bigint][] = [
    ['reportIncome', s.reportIncome],
    ['participatingAmount', s.participatingAmount],
    ['shareAmount', s.shareAmount],
    ['adjustment', s.adjustment],
    ['recoup', s.recoup],
    ['dividedAmount', s.dividedAmount],
    ['balanceBefore', s.balanceBefore],
    ['remainingBalance', s.remainingBalance],
  ];
  for (const [key, amount] of amounts)
    flow.field(t(`field.${key}`), money(amount), { amount: true });

  flow.heading(t('section.taxes'));
  flow.field(t('field.taxableAmount'), money(s.taxableAmount), { amount: true });
  flow.field(t('field.withholdingTax'), money(s.withholdingTax), { amount: true });
  flow.field(t('field.individualIncomeTax'), money(s.individualIncomeTax), { amount: true });
  flow.field(t('field.vatAndSurtax'), money(vatAndSurtax(s)), { amount: true });
  flow.field(t('field.payableAmount'), money(s.payableAmount), { amount: true, strong: true });

  flow.heading(t('section.bank'));
  flow.field(t('field.accountName'), s.bank.accountName);
  flow.field(t('field.accountNumber'), s.bank.accountNumber);
  flow.field(t('field.bankName'), s.bank.bankName);
  flow.field(t('field.bankAddress'), s.bank.bankAddress);
  flow.field(t('field.swift'), s.bank.swift);
  flow.field(t('field.iban'), s.bank.iban);

  flow.heading(t('section.rates'));
  if (s.ratesUsed.length === 0) flow.paragraph(t('pdf.none'));
  for (const rate of s.ratesUsed) flow.field(`${rate.from} → ${rate.to}`, rate.rate);

  // lines outside the contract's territories: listed, in their own currency, never counted
  const leftOut = s.leftOut ?? [];
  if (leftOut.length > 0) {
    flow.heading(t('section.leftOut'));
    flow.paragraph(t('pdf.leftOutNote'));
    const columns = [
      { x: TABLE_LEFT, width: 170 },
      { x: TABLE_LEFT + 180, width: 60 },
      { x: TABLE_RIGHT - 160, right: true, width: 80 },
      { x: TABLE_RIGHT, right: true, width: 150 },
    ];
    flow.row(
      columns,
      ['territory', 'currency', 'lineCount', 'revenue'].map((key) => t(`field.${key}`)),
      true,
    );
    for (const group of leftOut)
      flow.row(columns, [
        group.territory,
        group.currency,
        String(group.lineCount),
        `${readableAmount(group.revenue, group.currency)} ${group.currency}`,
      ]);
  }

  flow.heading(t('section.adjustments'));
  if (s.adjustments.length === 0) flow.paragraph(t('pdf.none'));
  for (const adjustment of s.adjustments)
    flow.field(adjustment.reason, money(adjustment.amount), { amount: true });

  if (input.splits !== null) {
    flow.heading(t('section.splits'));
    const columns = [
      { x: TABLE_LEFT, width: 320 },
      { x: TABLE_RIGHT, right: true, width: 160 },
    ];
    flow.row(columns, [t('field.holder'), t('field.amount')], true);
    for (const holder of input.splits.byHolder)
      flow.row(columns, [holderLabel(holder), money(holder.amount)]);
    flow.row(columns, [t('field.unassigned'), money(input.splits.unassigned)]);
    flow.row(columns, [t('field.total'), money(input.splits.total)], true);
    flow.paragraph(t('pdf.splitsNote'));
  }

  flow.heading(t('section.confirmation'));
  const confirmation = input.confirmation;
  if (confirmation === null) flow.paragraph(t('pdf.notConfirmed'));
  else {
    flow.field(t('field.confirmedBy'), confirmation.userName);
    flow.field(t('field.confirmedAt'), readableTime(confirmation.at));
    flow.field(t('field.address'), confirmation.address);
    flow.field(t('field.contentHash'), confirmation.contentHash, { mono: true });
  }

  flow.heading(t('section.hash'));
  flow.paragraph(hash, { mono: true, size: 9 });
  flow.paragraph(t('pdf.hashNote'));

  const pages = flow.finish(`SHA-256 ${hash}`, (page, count) =>
    t('pdf.page', { page, pages: count }),
  );
  return writePdf(pages, {
    title: `${t('pdf.title')} ${s.period} ${s.contractNumber}`,
    subject: `SHA-256 ${hash}`,
    keywords: `sha256:${hash}`,
    author: s.licensorName,
    date: input.issuedAt,
    custom: { [HASH_INFO_KEY]: hash },
    language: language === 'en' ? 'en' : 'zh-Hans',
  });
}

// Server-only texts of the finance exports (issue 17): the statement PDF and the XLSX files.
// catalogueParts.ts keeps the `serverFinance.` prefix out of the browser's bundle; nothing in the
// app imports this module (sync-server/src/finance reads the catalogues by id).
import { defineMessages } from 'react-intl';

export const serverFinanceMessages = defineMessages({
  'pdf.title': {
    id: 'serverFinance.pdf.title',
    defaultMessage: 'Settlement statement',
    description: 'Server-only text: title of the statement PDF',
  },
  'pdf.issuedAt': {
    id: 'serverFinance.pdf.issuedAt',
    defaultMessage: 'Issued',
    description: 'Server-only text: label: when staff issued the statement',
  },
  'pdf.page': {
    id: 'serverFinance.pdf.page',
    defaultMessage: 'Page {page} of {pages}',
    description: 'Server-only text: footer of every PDF page',
  },
  'pdf.hashNote': {
    id: 'serverFinance.pdf.hashNote',
    defaultMessage:
      'Check this hash against the record on the statement verification page (/finance/verify).',
    description: 'Server-only text: line under the printed hash',
  },
  'pdf.splitsNote': {
    id: 'serverFinance.pdf.splitsNote',
    defaultMessage: 'Per track and territory: see the splits export (XLSX).',
    description: 'Server-only text: note under the per-holder split totals in the PDF',
  },
  'pdf.none': {
    id: 'serverFinance.pdf.none',
    defaultMessage: 'None',
    description: 'Server-only text: shown when a list (rates, adjustments) is empty',
  },
  'pdf.notConfirmed': {
    id: 'serverFinance.pdf.notConfirmed',
    defaultMessage: 'Not confirmed yet',
    description: 'Server-only text: confirmation section of an unconfirmed statement',
  },
  'section.statement': {
    id: 'serverFinance.section.statement',
    defaultMessage: 'Statement',
    description: 'Server-only text: section heading',
  },
  'section.amounts': {
    id: 'serverFinance.section.amounts',
    defaultMessage: 'Amounts',
    description: 'Server-only text: section heading',
  },
  'section.taxes': {
    id: 'serverFinance.section.taxes',
    defaultMessage: 'Taxes',
    description: 'Server-only text: section heading',
  },
  'section.bank': {
    id: 'serverFinance.section.bank',
    defaultMessage: 'Bank details',
    description: 'Server-only text: section heading',
  },
  'section.rates': {
    id: 'serverFinance.section.rates',
    defaultMessage: 'Exchange rates used',
    description: 'Server-only text: section heading',
  },
  'section.adjustments': {
    id: 'serverFinance.section.adjustments',
    defaultMessage: 'Adjustments',
    description: 'Server-only text: section heading',
  },
  'section.leftOut': {
    id: 'serverFinance.section.leftOut',
    defaultMessage: 'Lines the contract does not cover',
    description: 'Server-only text: section heading',
  },
  'pdf.leftOutNote': {
    id: 'serverFinance.pdf.leftOutNote',
    defaultMessage:
      'Report lines in territories outside the contract: left out of this statement and of every amount above; revenue in their own currency.',
    description:
      'Server-only text: line under the heading of the lines the contract does not cover',
  },
  'section.splits': {
    id: 'serverFinance.section.splits',
    defaultMessage: 'Split among rights holders',
    description: 'Server-only text: section heading',
  },
  'section.confirmation': {
    id: 'serverFinance.section.confirmation',
    defaultMessage: 'Confirmation',
    description: 'Server-only text: section heading',
  },
  'section.hash': {
    id: 'serverFinance.section.hash',
    defaultMessage: 'Content hash (SHA-256)',
    description: 'Server-only text: section heading above the printed hash',
  },
  'field.period': {
    id: 'serverFinance.field.period',
    defaultMessage: 'Settlement period',
    description: 'Server-only text: statement field',
  },
  'field.coverage': {
    id: 'serverFinance.field.coverage',
    defaultMessage: 'Contract term in this period',
    description:
      'Server-only text: statement field: the days of a partly covered period that count',
  },
  'field.coverageValue': {
    id: 'serverFinance.field.coverageValue',
    defaultMessage: '{start} – {end}: {days} of {of} days',
    description: 'Server-only text: statement field value: days are YYYY-MM-DD, days and of counts',
  },
  'field.periodRange': {
    id: 'serverFinance.field.periodRange',
    defaultMessage: 'Period dates',
    description: 'Server-only text: statement field',
  },
  'field.licensor': {
    id: 'serverFinance.field.licensor',
    defaultMessage: 'Licensor',
    description: 'Server-only text: statement field (customer/licensor)',
  },
  'field.contractNumber': {
    id: 'serverFinance.field.contractNumber',
    defaultMessage: 'Contract number',
    description: 'Server-only text: statement field',
  },
  'field.currency': {
    id: 'serverFinance.field.currency',
    defaultMessage: 'Currency',
    description: 'Server-only text: statement field',
  },
  'field.settlementType': {
    id: 'serverFinance.field.settlementType',
    defaultMessage: 'Settlement type',
    description: 'Server-only text: statement field',
  },
  'field.proportion': {
    id: 'serverFinance.field.proportion',
    defaultMessage: 'Proportion (%)',
    description: 'Server-only text: statement field',
  },
  'field.reportIncome': {
    id: 'serverFinance.field.reportIncome',
    defaultMessage: 'Report income',
    description: 'Server-only text: statement field',
  },
  'field.participatingAmount': {
    id: 'serverFinance.field.participatingAmount',
    defaultMessage: 'Amount participating in distribution',
    description: 'Server-only text: statement field',
  },
  'field.shareAmount': {
    id: 'serverFinance.field.shareAmount',
    defaultMessage: 'Share amount',
    description: 'Server-only text: statement field',
  },
  'field.adjustment': {
    id: 'serverFinance.field.adjustment',
    defaultMessage: 'Adjustment',
    description: 'Server-only text: statement field',
  },
  'field.recoup': {
    id: 'serverFinance.field.recoup',
    defaultMessage: 'Recouped / deducted',
    description: 'Server-only text: statement field',
  },
  'field.dividedAmount': {
    id: 'serverFinance.field.dividedAmount',
    defaultMessage: 'Divided amount',
    description: 'Server-only text: statement field',
  },
  'field.balanceBefore': {
    id: 'serverFinance.field.balanceBefore',
    defaultMessage: 'Balance brought forward',
    description: 'Server-only text: statement field: unrecouped balance before the period',
  },
  'field.remainingBalance': {
    id: 'serverFinance.field.remainingBalance',
    defaultMessage: 'Remaining balance',
    description: 'Server-only text: statement field',
  },
  'field.taxableAmount': {
    id: 'serverFinance.field.taxableAmount',
    defaultMessage: 'Taxable amount',
    description: 'Server-only text: statement field',
  },
  'field.withholdingTax': {
    id: 'serverFinance.field.withholdingTax',
    defaultMessage: 'Withholding tax',
    description: 'Server-only text: statement field',
  },
  'field.individualIncomeTax': {
    id: 'serverFinance.field.individualIncomeTax',
    defaultMessage: 'Individual income tax',
    description: 'Server-only text: statement field',
  },
  'field.vatAndSurtax': {
    id: 'serverFinance.field.vatAndSurtax',
    defaultMessage: 'VAT and surtax',
    description: 'Server-only text: statement field',
  },
  'field.payableAmount': {
    id: 'serverFinance.field.payableAmount',
    defaultMessage: 'Payable amount',
    description: 'Server-only text: statement field',
  },
  'field.status': {
    id: 'serverFinance.field.status',
    defaultMessage: 'Status',
    description: 'Server-only text: statement field',
  },
  'field.units': {
    id: 'serverFinance.field.units',
    defaultMessage: 'Units',
    description: 'Server-only text: statement field: plays and downloads counted',
  },
  'field.lineCount': {
    id: 'serverFinance.field.lineCount',
    defaultMessage: 'Report lines',
    description: 'Server-only text: statement field',
  },
  'field.rate': {
    id: 'serverFinance.field.rate',
    defaultMessage: 'Rate',
    description: 'Server-only text: exchange rate column',
  },
  'field.reason': {
    id: 'serverFinance.field.reason',
    defaultMessage: 'Reason',
    description: 'Server-only text: adjustment reason',
  },
  'field.amount': {
    id: 'serverFinance.field.amount',
    defaultMessage: 'Amount',
    description: 'Server-only text: amount column',
  },
  'field.accountName': {
    id: 'serverFinance.field.accountName',
    defaultMessage: 'Account name',
    description: 'Server-only text: bank field',
  },
  'field.accountNumber': {
    id: 'serverFinance.field.accountNumber',
    defaultMessage: 'Account number',
    description: 'Server-only text: bank field',
  },
  'field.bankName': {
    id: 'serverFinance.field.bankName',
    defaultMessage: 'Bank',
    description: 'Server-only text: bank field',
  },
  'field.bankAddress': {
    id: 'serverFinance.field.bankAddress',
    defaultMessage: 'Bank address',
    description: 'Server-only text: bank field',
  },
  'field.swift': {
    id: 'serverFinance.field.swift',
    defaultMessage: 'SWIFT',
    description: 'Server-only text: bank field',
  },
  'field.iban': {
    id: 'serverFinance.field.iban',
    defaultMessage: 'IBAN',
    description: 'Server-only text: bank field',
  },
  'field.confirmedBy': {
    id: 'serverFinance.field.confirmedBy',
    defaultMessage: 'Confirmed by',
    description: 'Server-only text: confirmation field',
  },
  'field.confirmedAt': {
    id: 'serverFinance.field.confirmedAt',
    defaultMessage: 'Confirmed at',
    description: 'Server-only text: confirmation field',
  },
  'field.address': {
    id: 'serverFinance.field.address',
    defaultMessage: 'Address',
    description:
      'Server-only text: confirmation field: the network address of the confirming request',
  },
  'field.contentHash': {
    id: 'serverFinance.field.contentHash',
    defaultMessage: 'Content hash',
    description: 'Server-only text: the SHA-256 of the statement',
  },
  'field.territory': {
    id: 'serverFinance.field.territory',
    defaultMessage: 'Territory',
    description: 'Server-only text: export column',
  },
  'field.isrc': {
    id: 'serverFinance.field.isrc',
    defaultMessage: 'ISRC',
    description: 'Server-only text: export column',
  },
  'field.track': {
    id: 'serverFinance.field.track',
    defaultMessage: 'Track',
    description: 'Server-only text: export column',
  },
  'field.album': {
    id: 'serverFinance.field.album',
    defaultMessage: 'Album',
    description: 'Server-only text: export column',
  },
  'field.usage': {
    id: 'serverFinance.field.usage',
    defaultMessage: 'Usage',
    description: 'Server-only text: export column',
  },
  'field.revenue': {
    id: 'serverFinance.field.revenue',
    defaultMessage: 'Revenue',
    description: 'Server-only text: export column',
  },
  'field.channel': {
    id: 'serverFinance.field.channel',
    defaultMessage: 'Channel',
    description: 'Server-only text: export column',
  },
  'field.holder': {
    id: 'serverFinance.field.holder',
    defaultMessage: 'Rights holder',
    description: 'Server-only text: export column',
  },
  'field.percentage': {
    id: 'serverFinance.field.percentage',
    defaultMessage: 'Percentage',
    description: 'Server-only text: export column',
  },
  'field.unassigned': {
    id: 'serverFinance.field.unassigned',
    defaultMessage: 'Unassigned',
    description: 'Server-only text: split export row: what no holder’s percentage covers',
  },
  'field.total': {
    id: 'serverFinance.field.total',
    defaultMessage: 'Total',
    description: 'Server-only text: split export row',
  },
  'status.awaitingReconciliation': {
    id: 'serverFinance.status.awaitingReconciliation',
    defaultMessage: 'Waiting for reconciliation',
    description: 'Server-only text: statement status',
  },
  'status.awaitingConfirmation': {
    id: 'serverFinance.status.awaitingConfirmation',
    defaultMessage: 'Waiting for your confirmation',
    description: 'Server-only text: statement status',
  },
  'status.processing': {
    id: 'serverFinance.status.processing',
    defaultMessage: 'Processing',
    description: 'Server-only text: statement status',
  },
  'status.completed': {
    id: 'serverFinance.status.completed',
    defaultMessage: 'Completed',
    description: 'Server-only text: statement status',
  },
  'sheet.statement': {
    id: 'serverFinance.sheet.statement',
    defaultMessage: 'Statement',
    description: 'Server-only text: XLSX sheet name',
  },
  'sheet.sale': {
    id: 'serverFinance.sheet.sale',
    defaultMessage: 'Sales statement',
    description: 'Server-only text: XLSX sheet name',
  },
  'sheet.splits': {
    id: 'serverFinance.sheet.splits',
    defaultMessage: 'Splits',
    description: 'Server-only text: XLSX sheet name',
  },
});

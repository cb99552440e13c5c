import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Settlement statement screen (/finance/settlement/{id}): spec section 3 fields';

export const settlementMessages = defineMessages<{
  title: { period: string };
  fieldsTitle: NoMessageValues;
  period: NoMessageValues;
  coverage: NoMessageValues;
  coverageValue: { start: string; end: string; days: number; of: number };
  licensor: NoMessageValues;
  contractNumber: NoMessageValues;
  currency: NoMessageValues;
  settlementType: NoMessageValues;
  proportion: NoMessageValues;
  proportionValue: { value: string };
  taxType: NoMessageValues;
  taxType_individual: NoMessageValues;
  taxType_domesticCompany: NoMessageValues;
  taxType_overseasIndividual: NoMessageValues;
  taxType_overseasCompany: NoMessageValues;
  reportIncome: NoMessageValues;
  participatingAmount: NoMessageValues;
  shareAmount: NoMessageValues;
  adjustment: NoMessageValues;
  balanceBefore: NoMessageValues;
  recoup: NoMessageValues;
  dividedAmount: NoMessageValues;
  remainingBalance: NoMessageValues;
  withholdingTax: NoMessageValues;
  individualIncomeTax: NoMessageValues;
  vatAndSurtax: NoMessageValues;
  payableAmount: NoMessageValues;
  status: NoMessageValues;
  issuedAt: NoMessageValues;
  bankTitle: NoMessageValues;
  adjustmentsTitle: NoMessageValues;
  leftOutTitle: NoMessageValues;
  leftOutNote: NoMessageValues;
  leftOutTerritory: NoMessageValues;
  leftOutCurrency: NoMessageValues;
  leftOutLines: NoMessageValues;
  leftOutAmount: NoMessageValues;
  reason: NoMessageValues;
  amount: NoMessageValues;
  hashTitle: NoMessageValues;
  hashNone: NoMessageValues;
  pdf: NoMessageValues;
  xlsx: NoMessageValues;
  splitTitle: NoMessageValues;
  splitTable: NoMessageValues;
  splitHolder: NoMessageValues;
  splitWork: NoMessageValues;
  splitUnassigned: NoMessageValues;
  splitTotal: NoMessageValues;
  splitEmpty: NoMessageValues;
  splitExport: NoMessageValues;
}>({
  title: {
    id: 'finance.settlement.title',
    defaultMessage: 'Settlement statement {period}',
    description: D,
  },
  fieldsTitle: {
    id: 'finance.settlement.fieldsTitle',
    defaultMessage: 'Statement',
    description: D,
  },
  period: { id: 'finance.settlement.period', defaultMessage: 'Period', description: D },
  coverage: {
    id: 'finance.settlement.coverage',
    defaultMessage: 'Contract term in this period',
    description: `${D}: the days of a partly covered period that count (docs/settlement-rules.md)`,
  },
  coverageValue: {
    id: 'finance.settlement.coverageValue',
    defaultMessage:
      'covers {start} – {end}: {days} of {of} days (the period’s usage counts for these days only)',
    description: `${D}: start and end are formatted days; days and of are counts`,
  },
  licensor: { id: 'finance.settlement.licensor', defaultMessage: 'Licensor', description: D },
  contractNumber: {
    id: 'finance.settlement.contractNumber',
    defaultMessage: 'Contract number',
    description: D,
  },
  currency: { id: 'finance.settlement.currency', defaultMessage: 'Currency', description: D },
  settlementType: {
    id: 'finance.settlement.settlementType',
    defaultMessage: 'Settlement type',
    description: D,
  },
  proportion: {
    id: 'finance.settlement.proportion',
    defaultMessage: 'Share ratio',
    description: D,
  },
  proportionValue: {
    id: 'finance.settlement.proportionValue',
    defaultMessage: '{value} %',
    description: D,
  },
  reportIncome: {
    id: 'finance.settlement.reportIncome',
    defaultMessage: 'Report income',
    description: D,
  },
  participatingAmount: {
    id: 'finance.settlement.participatingAmount',
    defaultMessage: 'Amount participating in distribution',
    description: D,
  },
  shareAmount: {
    id: 'finance.settlement.shareAmount',
    defaultMessage: 'Your share',
    description: D,
  },
  adjustment: { id: 'finance.settlement.adjustment', defaultMessage: 'Adjustment', description: D },
  balanceBefore: {
    id: 'finance.settlement.balanceBefore',
    defaultMessage: 'Opening balance to recoup (carried over)',
    description: `${D}: the unrecouped advance or deficit the previous statement of the contract carried over`,
  },
  recoup: { id: 'finance.settlement.recoup', defaultMessage: 'Recouped', description: D },
  dividedAmount: {
    id: 'finance.settlement.dividedAmount',
    defaultMessage: 'Divided amount',
    description: D,
  },
  remainingBalance: {
    id: 'finance.settlement.remainingBalance',
    defaultMessage: 'Remaining balance to recoup',
    description: D,
  },
  withholdingTax: {
    id: 'finance.settlement.withholdingTax',
    defaultMessage: 'Withholding tax',
    description: D,
  },
  individualIncomeTax: {
    id: 'finance.settlement.individualIncomeTax',
    defaultMessage: 'Individual income tax',
    description: D,
  },
  vatAndSurtax: {
    id: 'finance.settlement.vatAndSurtax',
    defaultMessage: 'VAT and surtax',
    description: D,
  },
  payableAmount: {
    id: 'finance.settlement.payableAmount',
    defaultMessage: 'Payable amount',
    description: D,
  },
  status: { id: 'finance.settlement.status', defaultMessage: 'Status', description: D },
  issuedAt: { id: 'finance.settlement.issuedAt', defaultMessage: 'Issued', description: D },
  bankTitle: {
    id: 'finance.settlement.bankTitle',
    defaultMessage: 'Bank details on the statement',
    description: D,
  },
  adjustmentsTitle: {
    id: 'finance.settlement.adjustmentsTitle',
    defaultMessage: 'Adjustments',
    description: D,
  },
  taxType: {
    id: 'finance.settlement.taxType',
    defaultMessage: 'Tax type (from the subject information)',
    description: D,
  },
  taxType_individual: {
    id: 'finance.settlement.taxType.individual',
    defaultMessage: 'Individual (resident)',
    description: D,
  },
  taxType_domesticCompany: {
    id: 'finance.settlement.taxType.domesticCompany',
    defaultMessage: 'Domestic company',
    description: D,
  },
  taxType_overseasIndividual: {
    id: 'finance.settlement.taxType.overseasIndividual',
    defaultMessage: 'Overseas individual (non-resident)',
    description: D,
  },
  taxType_overseasCompany: {
    id: 'finance.settlement.taxType.overseasCompany',
    defaultMessage: 'Overseas company (non-resident)',
    description: D,
  },
  leftOutTitle: {
    id: 'finance.settlement.leftOutTitle',
    defaultMessage: 'Lines the contract does not cover',
    description: D,
  },
  leftOutNote: {
    id: 'finance.settlement.leftOutNote',
    defaultMessage:
      'These report lines are in territories outside the contract: they are left out of this statement and not counted in any amount above. Amounts are in their own currency.',
    description: D,
  },
  leftOutTerritory: {
    id: 'finance.settlement.leftOutTerritory',
    defaultMessage: 'Territory',
    description: D,
  },
  leftOutCurrency: {
    id: 'finance.settlement.leftOutCurrency',
    defaultMessage: 'Currency',
    description: D,
  },
  leftOutLines: {
    id: 'finance.settlement.leftOutLines',
    defaultMessage: 'Lines',
    description: D,
  },
  leftOutAmount: {
    id: 'finance.settlement.leftOutAmount',
    defaultMessage: 'Revenue (own currency)',
    description: D,
  },
  reason: { id: 'finance.settlement.reason', defaultMessage: 'Reason', description: D },
  amount: { id: 'finance.settlement.amount', defaultMessage: 'Amount', description: D },
  hashTitle: {
    id: 'finance.settlement.hashTitle',
    defaultMessage: 'Content hash (SHA-256)',
    description: D,
  },
  hashNone: {
    id: 'finance.settlement.hashNone',
    defaultMessage: 'Not issued yet: the hash is computed when the statement is issued.',
    description: D,
  },
  pdf: { id: 'finance.settlement.pdf', defaultMessage: 'Download the PDF', description: D },
  xlsx: { id: 'finance.settlement.xlsx', defaultMessage: 'Export (XLSX)', description: D },
  splitTitle: {
    id: 'finance.settlement.splitTitle',
    defaultMessage: 'Split among rights holders',
    description: D,
  },
  splitTable: {
    id: 'finance.settlement.splitTable',
    defaultMessage: 'Amount per rights holder',
    description: D,
  },
  splitHolder: {
    id: 'finance.settlement.splitHolder',
    defaultMessage: 'Rights holder',
    description: D,
  },
  splitWork: {
    id: 'finance.settlement.splitWork',
    defaultMessage: 'Album or track',
    description: D,
  },
  splitUnassigned: {
    id: 'finance.settlement.splitUnassigned',
    defaultMessage: 'Not assigned to a rights holder (stays with you)',
    description: D,
  },
  splitTotal: {
    id: 'finance.settlement.splitTotal',
    defaultMessage: 'Divided amount',
    description: D,
  },
  splitEmpty: {
    id: 'finance.settlement.splitEmpty',
    defaultMessage: 'Nothing to split in this period.',
    description: D,
  },
  splitExport: {
    id: 'finance.settlement.splitExport',
    defaultMessage: 'Export the split (XLSX)',
    description: D,
  },
});

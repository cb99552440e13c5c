import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Back-office settlements screen (/staff/settlements)';

export const staffFinanceMessages = defineMessages<{
  needsConnection: NoMessageValues;
  period: NoMessageValues;
  chain: NoMessageValues;
  chainValue: { before: string; recoup: string; after: string };
  coverageShort: { days: number; of: number };
  ratesTitle: NoMessageValues;
  ratesHint: NoMessageValues;
  from: NoMessageValues;
  to: NoMessageValues;
  rate: NoMessageValues;
  addRate: NoMessageValues;
  removeRate: { from: string; to: string };
  saveRates: NoMessageValues;
  ratesSaved: { period: string };
  rateInvalid: NoMessageValues;
  taxTitle: NoMessageValues;
  taxHint: NoMessageValues;
  orgType_individual: NoMessageValues;
  orgType_domesticCompany: NoMessageValues;
  orgType_overseasIndividual: NoMessageValues;
  orgType_overseasCompany: NoMessageValues;
  vatRate: NoMessageValues;
  surtaxRate: NoMessageValues;
  withholdingRate: NoMessageValues;
  incomeTax: NoMessageValues;
  incomeRate: NoMessageValues;
  threshold: NoMessageValues;
  fixedDeduction: NoMessageValues;
  proportionalDeduction: NoMessageValues;
  currency: NoMessageValues;
  defaultRates: NoMessageValues;
  updatedAt: { time: string };
  saveTax: { type: string };
  taxSaved: { type: string };
  runTitle: NoMessageValues;
  run: NoMessageValues;
  runState_queued: NoMessageValues;
  runState_running: NoMessageValues;
  runState_done: NoMessageValues;
  runState_failed: NoMessageValues;
  runSummary: { computed: string; period: string; skipped: string; state: string };
  runProblems: NoMessageValues;
  organisation: NoMessageValues;
  problem: NoMessageValues;
  statementsTitle: NoMessageValues;
  status: NoMessageValues;
  anyStatus: NoMessageValues;
  refresh: NoMessageValues;
  empty: NoMessageValues;
  actions: NoMessageValues;
  issue: NoMessageValues;
  withdraw: NoMessageValues;
  complete: NoMessageValues;
  adjust: NoMessageValues;
  moveDone: { organisation: string; period: string; status: string };
  adjustTitle: { organisation: string };
  adjustPeriod: NoMessageValues;
  reason: NoMessageValues;
  amount: { currency: string };
  amountHint: NoMessageValues;
  amountInvalid: NoMessageValues;
  addAdjustment: NoMessageValues;
  adjustmentAdded: { period: string };
  cancel: NoMessageValues;
}>({
  needsConnection: {
    id: 'finance.staff.needsConnection',
    defaultMessage: 'This screen works with the server only: connect to use it.',
    description: D,
  },
  period: { id: 'finance.staff.period', defaultMessage: 'Period', description: D },
  chain: {
    id: 'finance.staff.chain',
    defaultMessage: 'Balance to recoup',
    description: `${D}: column of the statement's link in its contract's chain`,
  },
  chainValue: {
    id: 'finance.staff.chainValue',
    defaultMessage: '{before} − recouped {recoup} → carried over {after}',
    description: `${D}: amounts already formatted with their currency`,
  },
  coverageShort: {
    id: 'finance.staff.coverageShort',
    defaultMessage: '{days} of {of} days in the term',
    description: `${D}: under a partly covered period: the days that count`,
  },
  ratesTitle: {
    id: 'finance.staff.ratesTitle',
    defaultMessage: 'Exchange rates of the period',
    description: D,
  },
  ratesHint: {
    id: 'finance.staff.ratesHint',
    defaultMessage: 'One line per currency: 1 unit of “from” is “rate” units of “to”.',
    description: D,
  },
  from: { id: 'finance.staff.from', defaultMessage: 'From', description: D },
  to: { id: 'finance.staff.to', defaultMessage: 'To', description: D },
  rate: { id: 'finance.staff.rate', defaultMessage: 'Rate', description: D },
  addRate: { id: 'finance.staff.addRate', defaultMessage: 'Add a rate', description: D },
  removeRate: {
    id: 'finance.staff.removeRate',
    defaultMessage: 'Remove the rate {from} to {to}',
    description: D,
  },
  saveRates: { id: 'finance.staff.saveRates', defaultMessage: 'Save the rates', description: D },
  ratesSaved: {
    id: 'finance.staff.ratesSaved',
    defaultMessage: 'Rates of {period} saved.',
    description: D,
  },
  rateInvalid: {
    id: 'finance.staff.rateInvalid',
    defaultMessage:
      'These rates were not saved: each line marked says what to change (two three-letter currency codes, a positive rate, one rate per pair).',
    description: D,
  },
  taxTitle: {
    id: 'finance.staff.taxTitle',
    defaultMessage: 'Tax rates per organisation type',
    description: D,
  },
  taxHint: {
    id: 'finance.staff.taxHint',
    defaultMessage: 'Rates as fractions of one (0.06 is 6 %); amounts in the currency given.',
    description: D,
  },
  orgType_individual: {
    id: 'finance.staff.orgType.individual',
    defaultMessage: 'Individual (resident)',
    description: D,
  },
  orgType_domesticCompany: {
    id: 'finance.staff.orgType.domesticCompany',
    defaultMessage: 'Domestic company',
    description: D,
  },
  orgType_overseasIndividual: {
    id: 'finance.staff.orgType.overseasIndividual',
    defaultMessage: 'Overseas individual',
    description: D,
  },
  orgType_overseasCompany: {
    id: 'finance.staff.orgType.overseasCompany',
    defaultMessage: 'Overseas company',
    description: D,
  },
  vatRate: { id: 'finance.staff.vatRate', defaultMessage: 'VAT', description: D },
  surtaxRate: { id: 'finance.staff.surtaxRate', defaultMessage: 'Surtax (of VAT)', description: D },
  withholdingRate: {
    id: 'finance.staff.withholdingRate',
    defaultMessage: 'Withholding tax',
    description: D,
  },
  incomeTax: {
    id: 'finance.staff.incomeTax',
    defaultMessage: 'Individual income tax',
    description: D,
  },
  incomeRate: { id: 'finance.staff.incomeRate', defaultMessage: 'Rate', description: D },
  threshold: { id: 'finance.staff.threshold', defaultMessage: 'Threshold', description: D },
  fixedDeduction: {
    id: 'finance.staff.fixedDeduction',
    defaultMessage: 'Fixed deduction (at or below)',
    description: D,
  },
  proportionalDeduction: {
    id: 'finance.staff.proportionalDeduction',
    defaultMessage: 'Proportional deduction (above)',
    description: D,
  },
  currency: { id: 'finance.staff.currency', defaultMessage: 'Currency', description: D },
  defaultRates: {
    id: 'finance.staff.defaultRates',
    defaultMessage: 'Starting values, not confirmed yet',
    description: D,
  },
  updatedAt: { id: 'finance.staff.updatedAt', defaultMessage: 'Saved {time}', description: D },
  saveTax: {
    id: 'finance.staff.saveTax',
    defaultMessage: 'Save the rates of {type}',
    description: D,
  },
  taxSaved: {
    id: 'finance.staff.taxSaved',
    defaultMessage: 'Tax rates of {type} saved.',
    description: D,
  },
  runTitle: { id: 'finance.staff.runTitle', defaultMessage: 'Settlement run', description: D },
  run: { id: 'finance.staff.run', defaultMessage: 'Run the settlement', description: D },
  runState_queued: {
    id: 'finance.staff.runState.queued',
    defaultMessage: 'Queued',
    description: D,
  },
  runState_running: {
    id: 'finance.staff.runState.running',
    defaultMessage: 'Running…',
    description: D,
  },
  runState_done: { id: 'finance.staff.runState.done', defaultMessage: 'Done', description: D },
  runState_failed: {
    id: 'finance.staff.runState.failed',
    defaultMessage: 'Failed',
    description: D,
  },
  runSummary: {
    id: 'finance.staff.runSummary',
    defaultMessage: 'Run of {period}: {state}. {computed} computed, {skipped} left as issued.',
    description: D,
  },
  runProblems: {
    id: 'finance.staff.runProblems',
    defaultMessage: 'Statements not computed',
    description: D,
  },
  organisation: {
    id: 'finance.staff.organisation',
    defaultMessage: 'Organisation',
    description: D,
  },
  problem: { id: 'finance.staff.problem', defaultMessage: 'Why', description: D },
  statementsTitle: {
    id: 'finance.staff.statementsTitle',
    defaultMessage: 'Statements of every organisation',
    description: D,
  },
  status: { id: 'finance.staff.status', defaultMessage: 'Status', description: D },
  anyStatus: { id: 'finance.staff.anyStatus', defaultMessage: 'Any status', description: D },
  refresh: { id: 'finance.staff.refresh', defaultMessage: 'Refresh', description: D },
  empty: {
    id: 'finance.staff.empty',
    defaultMessage: 'No statements match. Run a settlement for a period to compute them.',
    description: D,
  },
  actions: { id: 'finance.staff.actions', defaultMessage: 'Actions', description: D },
  issue: { id: 'finance.staff.issue', defaultMessage: 'Issue', description: D },
  withdraw: { id: 'finance.staff.withdraw', defaultMessage: 'Withdraw', description: D },
  complete: { id: 'finance.staff.complete', defaultMessage: 'Mark paid', description: D },
  adjust: { id: 'finance.staff.adjust', defaultMessage: 'Adjustment', description: D },
  moveDone: {
    id: 'finance.staff.moveDone',
    defaultMessage: 'Statement of {organisation} ({period}): {status}.',
    description: D,
  },
  adjustTitle: {
    id: 'finance.staff.adjustTitle',
    defaultMessage: 'Adjustment for {organisation}',
    description: D,
  },
  adjustPeriod: {
    id: 'finance.staff.adjustPeriod',
    defaultMessage: 'Period that takes it (not yet issued)',
    description: D,
  },
  reason: { id: 'finance.staff.reason', defaultMessage: 'Reason', description: D },
  amount: { id: 'finance.staff.amount', defaultMessage: 'Amount ({currency})', description: D },
  amountHint: {
    id: 'finance.staff.amountHint',
    defaultMessage: 'Negative takes money back, e.g. -120.50',
    description: D,
  },
  amountInvalid: {
    id: 'finance.staff.amountInvalid',
    defaultMessage: 'Enter a non-zero amount with at most the currency’s decimals',
    description: D,
  },
  addAdjustment: {
    id: 'finance.staff.addAdjustment',
    defaultMessage: 'Add the adjustment',
    description: D,
  },
  adjustmentAdded: {
    id: 'finance.staff.adjustmentAdded',
    defaultMessage: 'Adjustment added to {period}.',
    description: D,
  },
  cancel: { id: 'finance.staff.cancel', defaultMessage: 'Cancel', description: D },
});

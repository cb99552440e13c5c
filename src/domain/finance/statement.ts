// A settlement statement: every field of spec section 3, amounts in minor units of the contract's
// currency. Computed while awaiting reconciliation; issued with the SHA-256 of its canonical
// content (canonical.ts); never changed after the partner confirms (statementStatus.ts).
import type { ExchangeRate } from '../money';
import type { TermCoverage } from './chain';
import type { SettlementType } from './contract';
import type { StatementStatus } from './statementStatus';
import type { OrganisationType } from './taxes';

/** Bank fields printed on the statement (spec section 3): account name, address, bank, SWIFT, IBAN. */
export interface BankDetails {
  accountName: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
  swift: string;
  iban: string;
}

export interface Adjustment {
  /** why: a correction of an earlier, confirmed statement names it here */
  reason: string;
  /** minor units of the statement's currency; negative takes money back */
  amount: bigint;
}

/**
 * Lines of the period in a territory the contract does not cover, by territory and currency: left
 * out of the statement (no income, no rate needed) and listed on it, amounts in their own currency.
 */
export interface LeftOutLines {
  territory: string;
  currency: string;
  /** report lines, as lineCount counts them */
  lineCount: number;
  /** exact sum, 1e-6 of the currency's major unit */
  revenueMicro: bigint;
  /** the same in minor units of `currency`, rounded once */
  revenue: bigint;
}

export interface SettlementStatement {
  /** bump when the canonical content changes shape: old hashes stay checkable with the old form */
  formatVersion: 1;
  /** e.g. "2024-05" */
  period: string;
  periodStart: string;
  periodEnd: string;
  /** set when the contract's term covers part of the period only: the days that counted */
  coverage?: TermCoverage;
  licensorId: string;
  licensorName: string;
  organisationType: OrganisationType;
  contractNumber: string;
  currency: string;
  settlementType: SettlementType;
  /** the share ratio in percent as the contract says it ("70") */
  proportion: string;
  /** all income of the period's lines in the contract's territories, converted */
  reportIncome: bigint;
  /** the part of it that counts under the contract (channels, royalty-bearing) */
  participatingAmount: bigint;
  /** what the settlement type gives the licensor before recoupment */
  shareAmount: bigint;
  /** sum of `adjustments` */
  adjustment: bigint;
  /** taken from share + adjustment to repay the advance or an earlier deficit */
  recoup: bigint;
  /** the licensor's amount of the period, before taxes */
  dividedAmount: bigint;
  /** unrecouped balance before and after this period */
  balanceBefore: bigint;
  remainingBalance: bigint;
  taxableAmount: bigint;
  vat: bigint;
  vatSurtax: bigint;
  withholdingTax: bigint;
  individualIncomeTax: bigint;
  payableAmount: bigint;
  units: number;
  lineCount: number;
  ratesUsed: ExchangeRate[];
  /** lines outside the contract's territories, listed, not counted; absent on statements made before */
  leftOut?: LeftOutLines[];
  adjustments: Adjustment[];
  bank: BankDetails;
  status: StatementStatus;
  /** SHA-256 of the canonical content, set when issued, null before */
  contentHash: string | null;
}

/** VAT and surtax, shown as one figure on the statement (spec section 3). */
export function vatAndSurtax(statement: Pick<SettlementStatement, 'vat' | 'vatSurtax'>): bigint {
  return statement.vat + statement.vatSurtax;
}

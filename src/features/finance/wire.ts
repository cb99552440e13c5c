// The finance API's answers as the screens read them (T-S7fin contract). Amounts are decimal
// strings of minor units; statuses and codes come from src/domain/finance.
import type { SettlementStatement, SplitResult, StatementStatus } from '../../domain/finance';

export const FINANCE_PATHS = {
  statements: '/api/finance/statements.json',
  sale: '/api/finance/sale.json',
  settlement: '/api/finance/settlement.json',
  confirm: '/api/finance/settlement/confirm.json',
  settlementPdf: '/api/finance/settlement/pdf',
  settlementXlsx: '/api/finance/settlement/xlsx',
  saleXlsx: '/api/finance/sale/xlsx',
  splitsXlsx: '/api/finance/settlement/splits.xlsx',
  staffRates: '/api/backoffice/finance/rates.json',
  staffRatesSave: '/api/backoffice/finance/rates/save.json',
  staffTaxRates: '/api/backoffice/finance/tax_rates.json',
  staffTaxRatesSave: '/api/backoffice/finance/tax_rates/save.json',
  staffRun: '/api/backoffice/finance/settlement/run.json',
  staffStatements: '/api/backoffice/finance/statements.json',
  staffIssue: '/api/backoffice/finance/settlement/issue.json',
  staffWithdraw: '/api/backoffice/finance/settlement/withdraw.json',
  staffComplete: '/api/backoffice/finance/settlement/complete.json',
  staffAdjust: '/api/backoffice/finance/settlement/adjust.json',
} as const;

export type StatementKind = 'sale' | 'settlement';

export interface SaleItem {
  id: string;
  period: string;
  channel: { code: string; nameZh: string; nameEn: string };
  currency: string;
  units: number;
  revenue: string;
  lineCount: number;
}

export interface SettlementItem {
  id: string;
  period: string;
  contractNumber: string;
  currency: string;
  payableAmount: string;
  status: StatementStatus;
  issuedAt: string | null;
}

export interface SaleLine {
  territory: string;
  isrc: string;
  trackTitle: string;
  albumTitle: string;
  usage: string;
  units: number;
  revenue: string;
  currency: string;
}

export interface SaleView {
  statement: SaleItem;
  lines: SaleLine[];
  total: number;
}

/** A domain shape as JSON carries it: every bigint a decimal string. */
export type Wire<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export interface SettlementView {
  statement: Wire<SettlementStatement>;
  issuedAt: string | null;
  splits: Wire<SplitResult>;
  payableAccount: { id: string; masked: string; bankName: string; heldUntil: string | null } | null;
  confirmation: { userName: string; at: string; address: string; contentHash: string } | null;
  paymentNoticeUrl: string | null;
}

export type FinanceListPage =
  | { kind: 'sale'; items: SaleItem[]; total: number }
  | { kind: 'settlement'; items: SettlementItem[]; total: number };

export interface FinanceListQuery {
  kind: StatementKind;
  period?: string;
  page: number;
  pageSize: number;
}

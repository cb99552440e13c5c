// Settlement statement rows as stored (migration 071) and as answered (src/domain/finance/api.ts).
import type {
  ConfirmationView,
  SettlementStatementItem,
  SettlementStatementJson,
  SplitResultJson,
  StaffStatementItem,
} from '../../../src/domain/finance/api';
import type { StatementStatus } from '../../../src/domain/finance/statementStatus';

export interface StatementRow {
  id: string;
  org_id: string;
  period: string;
  contract_id: string;
  contract_number: string;
  currency: string;
  status: StatementStatus;
  content: SettlementStatementJson;
  payable_amount: string;
  splits: SplitResultJson;
  bank_account_id: string | null;
  canonical: string | null;
  content_hash: string | null;
  issued_at: Date | null;
  confirmed_hash: string | null;
  confirmed_user_name: string | null;
  confirmed_at: Date | null;
  confirmed_address: string | null;
  confirm_request_id: string | null;
  payment_notice_path: string | null;
}

export const STATEMENT_COLUMNS = `id, org_id, period, contract_id, contract_number, currency, status,
  content, payable_amount::text, splits, bank_account_id, canonical, content_hash, issued_at,
  confirmed_hash, confirmed_user_name, confirmed_at, confirmed_address, confirm_request_id,
  payment_notice_path`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export function statementItem(row: StatementRow): SettlementStatementItem {
  return {
    id: row.id,
    period: row.period,
    contractNumber: row.contract_number,
    currency: row.currency,
    payableAmount: row.payable_amount,
    status: row.status,
    issuedAt: iso(row.issued_at),
  };
}

export function staffStatementItem(
  row: StatementRow & { organisation_name: string },
): StaffStatementItem {
  return {
    ...statementItem(row),
    organisationId: row.org_id,
    organisationName: row.organisation_name,
    chain: {
      balanceBefore: row.content.balanceBefore,
      recoup: row.content.recoup,
      remainingBalance: row.content.remainingBalance,
      coverage: row.content.coverage ?? null,
    },
  };
}

/** The stored content with the row's status and hash: what the partner reads and confirms. */
export function statementJsonOf(row: StatementRow): SettlementStatementJson {
  return { ...row.content, status: row.status, contentHash: row.content_hash };
}

export function confirmationOf(row: StatementRow): ConfirmationView | null {
  if (row.confirmed_at === null || row.confirmed_hash === null) return null;
  return {
    userName: row.confirmed_user_name ?? '',
    at: new Date(row.confirmed_at).toISOString(),
    address: row.confirmed_address ?? '',
    contentHash: row.confirmed_hash,
  };
}

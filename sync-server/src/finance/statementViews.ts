// What the statement screens read: lists (own organisation, or all for the back office) and one
// statement with its split, the account its payment goes to, the confirmation and payment notice.
import type {
  PayableAccountProblem,
  PayableAccountView,
  SettlementView,
  StaffStatementItem,
  StaffStatementsQuery,
  StatementList,
  SettlementStatementItem,
} from '../../../src/domain/finance/api';
import { maskAccountNumber } from '../../../src/domain/help/payment';
import { bankAccountsOf, payableAt } from '../contracts/contractStore';
import type { Queryable } from '../db/db';
import {
  confirmationOf,
  STATEMENT_COLUMNS,
  staffStatementItem,
  statementItem,
  statementJsonOf,
  type StatementRow,
} from './statementRows';

/**
 * The account a payment of the contract goes to now: the latest whose 72-hour hold is over. When
 * none is, the newest still on hold is shown with its end, and the statement cannot be confirmed.
 */
export async function payableAccountOf(
  q: Queryable,
  contractId: string,
  now: Date,
): Promise<{ account: PayableAccountView | null; problem: PayableAccountProblem | null }> {
  const rows = await bankAccountsOf(q, contractId);
  const payable = payableAt(rows, now);
  const view = (row: (typeof rows)[number], heldUntil: string | null): PayableAccountView => ({
    id: row.id,
    masked: maskAccountNumber(row.account.iban !== '' ? row.account.iban : row.account.account),
    bankName: row.account.bankName,
    heldUntil,
  });
  if (payable !== null) return { account: view(payable, null), problem: null };
  const newest = rows[0];
  if (newest === undefined) return { account: null, problem: 'bank-account-missing' };
  return {
    account: view(newest, new Date(newest.payable_from).toISOString()),
    problem: 'bank-account-held',
  };
}

export async function settlementView(
  q: Queryable,
  row: StatementRow,
  now: Date,
): Promise<SettlementView> {
  const trackIds = [...new Set(row.splits.cells.map((c) => c.trackId))];
  const tracks = await q.query<{ id: string; title: string; isrc: string | null }>(
    `SELECT id, data ->> 'name' AS title, isrc FROM tracks
      WHERE org_id = $1 AND id = ANY($2::uuid[]) ORDER BY id`,
    [row.org_id, trackIds],
  );
  const payable = await payableAccountOf(q, row.contract_id, now);
  return {
    id: row.id,
    organisationId: row.org_id,
    statement: statementJsonOf(row),
    issuedAt: row.issued_at === null ? null : new Date(row.issued_at).toISOString(),
    splits: row.splits,
    tracks: tracks.rows,
    payableAccount: payable.account,
    payableAccountProblem: payable.problem,
    confirmation: confirmationOf(row),
    paymentNoticeUrl: row.payment_notice_path,
  };
}

export async function listOwnStatements(
  q: Queryable,
  orgId: string,
  query: { period?: string; page: number; pageSize: number },
): Promise<StatementList<SettlementStatementItem>> {
  const period = query.period ?? null;
  const where = 'org_id = $1 AND ($2::text IS NULL OR period = $2)';
  const total = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM settlement_statements WHERE ${where}`,
    [orgId, period],
  );
  const { rows } = await q.query<StatementRow>(
    `SELECT ${STATEMENT_COLUMNS} FROM settlement_statements WHERE ${where}
      ORDER BY period DESC, id LIMIT $3 OFFSET $4`,
    [orgId, period, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items: rows.map(statementItem), total: total.rows[0]?.total ?? 0 };
}

export async function listAllStatements(
  q: Queryable,
  query: StaffStatementsQuery,
): Promise<StatementList<StaffStatementItem>> {
  const params = [query.status ?? null, query.period ?? null, query.organisationId ?? null];
  const where = `($1::text IS NULL OR s.status = $1) AND ($2::text IS NULL OR s.period = $2)
    AND ($3::uuid IS NULL OR s.org_id = $3)`;
  const total = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM settlement_statements s WHERE ${where}`,
    params,
  );
  const { rows } = await q.query<StatementRow & { organisation_name: string }>(
    `SELECT ${STATEMENT_COLUMNS.replace(/(^|,\s*)(\w+)/g, '$1s.$2')}, o.name AS organisation_name
       FROM settlement_statements s JOIN organisations o ON o.id = s.org_id
      WHERE ${where} ORDER BY s.period DESC, o.name, s.id LIMIT $4 OFFSET $5`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items: rows.map(staffStatementItem), total: total.rows[0]?.total ?? 0 };
}

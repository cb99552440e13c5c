// Whether an issued statement the caller may read has this content hash (issue 17). The scope is
// statementPolicy's: a partner looks among its own organisation's statements only (another
// organisation's hash is "not found", like a hash nobody has), the back office among all.
import { ACTIONS } from '../../../src/domain/roles';
import type { VerifyResult } from '../../../src/domain/finance/verify';
import type { StatementStatus } from '../../../src/domain/finance/statementStatus';
import type { AuthContext } from '../auth/context';
import { hasPrivilege, requiresLink } from '../auth/privileges';
import type { Queryable } from '../db/db';
import { statementScope } from './statementPolicy';

export async function verifyStatementHash(
  q: Queryable,
  auth: AuthContext,
  hash: string,
): Promise<VerifyResult> {
  const staff = hasPrivilege(auth, requiresLink(ACTIONS.backofficeFinance));
  const { orgId } = await statementScope(q, auth, staff ? 'backoffice' : 'partner');
  const { rows } = await q.query<{
    period: string;
    contract_number: string;
    issued_at: Date;
    confirmed_at: Date | null;
    status: StatementStatus;
  }>(
    `SELECT period, contract_number, issued_at, confirmed_at, status FROM settlement_statements
      WHERE content_hash = $1 AND ($2::uuid IS NULL OR org_id = $2)
      ORDER BY issued_at DESC, id LIMIT 1`,
    [hash, orgId],
  );
  const row = rows[0];
  if (row === undefined) return { found: false, hash };
  return {
    found: true,
    hash,
    period: row.period,
    contractNumber: row.contract_number,
    issuedAt: new Date(row.issued_at).toISOString(),
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
    status: row.status,
  };
}

// The one authorization of settlement statements: a partner reads its own organisation's (another
// organisation's id is "not found", so it learns nothing of it); the back office reads all, and
// nobody else. Every finance route that names a statement loads it here, optionally locked.
import type { AuthContext } from '../auth/context';
import { requireBackofficeMember } from '../auth/backofficePolicy';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { STATEMENT_COLUMNS, type StatementRow } from './statementRows';

export type StatementReader = 'partner' | 'backoffice';

export async function authorizeStatement(
  q: Queryable,
  auth: AuthContext,
  id: string,
  reader: StatementReader,
  options: { lock?: boolean } = {},
): Promise<StatementRow> {
  if (reader === 'backoffice') await requireBackofficeMember(q, auth);
  const { rows } = await q.query<StatementRow>(
    `SELECT ${STATEMENT_COLUMNS} FROM settlement_statements
      WHERE id = $1 AND ($2::uuid IS NULL OR org_id = $2)${options.lock === true ? ' FOR UPDATE' : ''}`,
    [id, reader === 'partner' ? auth.orgId : null],
  );
  if (!rows[0]) throw new ApiError('notFound');
  return rows[0];
}

/** The organisations whose statements a caller may list: its own, or (back office) any. */
export async function statementScope(
  q: Queryable,
  auth: AuthContext,
  reader: StatementReader,
): Promise<{ orgId: string | null }> {
  if (reader === 'partner') return { orgId: auth.orgId };
  await requireBackofficeMember(q, auth);
  return { orgId: null };
}

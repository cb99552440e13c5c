// Corrections (issue 17): a confirmed statement never changes, so staff put a correction into a
// later period's statement as an adjustment. Refused for a period whose statement is issued or
// confirmed; a statement of the period that awaits reconciliation is recomputed with it at once.
// A month inside a quarterly (half-yearly, yearly) contract's cycle goes into the cycle's statement.
import { randomUUID } from 'node:crypto';
import type { AdjustmentView, AdjustRequest } from '../../../src/domain/finance/api';
import {
  isStatementEditable,
  type StatementStatus,
} from '../../../src/domain/finance/statementStatus';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { computeChain, lockStatementChain } from './statementChain';

export async function addAdjustment(
  db: Db,
  now: Date,
  userId: string,
  input: AdjustRequest,
): Promise<AdjustmentView> {
  return db.transaction(async (tx) => {
    await lockStatementChain(tx, input.organisationId);
    // the statement whose period holds the month: its own, or its quarter's (half year's, year's)
    const existing = await tx.query<{ period: string; status: StatementStatus }>(
      `SELECT period, status FROM settlement_statements
        WHERE org_id = $1 AND (period = $2
          OR (content ->> 'periodStart' <= $3 AND content ->> 'periodEnd' >= $3))
        ORDER BY period LIMIT 1 FOR UPDATE`,
      [input.organisationId, input.period, `${input.period}-01`],
    );
    const status = existing.rows[0]?.status;
    if (status !== undefined && !isStatementEditable(status))
      throw new ApiError('statement-frozen', { params: { period: input.period } });
    const id = randomUUID();
    await tx.query(
      `INSERT INTO settlement_adjustments (id, org_id, period, reason, amount, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, input.organisationId, input.period, input.reason, input.amount, userId, now],
    );
    if (status !== undefined) {
      // with every later statement not yet issued: each opens from the one before it
      const outcome = await computeChain(tx, input.organisationId, existing.rows[0].period, {
        runId: null,
        now,
      });
      // refused as a whole (nothing written): a statement never leaves out an adjustment it has
      if (outcome.kind === 'problem')
        throw new ApiError('statement-recompute-failed', {
          params: { code: outcome.problem.code },
        });
    }
    const [view] = await listAdjustments(tx, input.organisationId, input.period, id);
    return view;
  });
}

export async function listAdjustments(
  q: Queryable,
  orgId: string,
  period: string | null,
  id: string | null = null,
): Promise<AdjustmentView[]> {
  const { rows } = await q.query<{
    id: string;
    org_id: string;
    period: string;
    reason: string;
    amount: string;
    created_at: Date;
    created_by: string | null;
    statement_id: string | null;
  }>(
    `SELECT a.id, a.org_id, a.period, a.reason, a.amount::text, a.created_at, a.created_by,
            s.id AS statement_id
       FROM settlement_adjustments a
       LEFT JOIN settlement_statements s ON s.org_id = a.org_id AND (s.period = a.period
            OR (s.content ->> 'periodStart' <= a.period || '-01'
                AND s.content ->> 'periodEnd' >= a.period || '-01'))
      WHERE a.org_id = $1 AND ($2::text IS NULL OR a.period = $2) AND ($3::uuid IS NULL OR a.id = $3)
      ORDER BY a.period DESC, a.created_at, a.id`,
    [orgId, period, id],
  );
  return rows.map((r) => ({
    id: r.id,
    organisationId: r.org_id,
    period: r.period,
    reason: r.reason,
    amount: r.amount,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by ?? '',
    statementId: r.statement_id,
  }));
}

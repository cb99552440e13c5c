// A contract's statements as one chain (issue 26, rules in src/domain/finance/chain.ts): computing,
// recomputing or adjusting a month recomputes every later month not yet issued, in period order,
// so each opens with the balance the one before it carried over. Every write that moves a chain
// (a run, an adjustment, issue, withdraw) first takes the organisation's chain lock, so two staff
// computing at once make one chain; a later month that cannot be recomputed refuses the whole.
import {
  cycleClosedBy,
  decideChainIssue,
  decideChainReopen,
  laterOpenPeriods,
  type ChainLink,
} from '../../../src/domain/finance/chain';
import { isStatementEditable } from '../../../src/domain/finance/statementStatus';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { computeStatement, contractOfPeriod, type ComputeOutcome } from './computeStatement';

/**
 * Serialises the statement writes of one organisation until the transaction ends (an advisory
 * lock: no row to lock exists before a month's first statement). Taken before any statement row
 * lock, always, so two writers never wait on each other crosswise.
 */
export async function lockStatementChain(tx: Queryable, orgId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('statement-chain:' || $1, 0))`, [
    orgId,
  ]);
}

/** The statements of one contract of an organisation: its chain. */
export async function chainOf(
  tx: Queryable,
  orgId: string,
  contractId: string,
): Promise<ChainLink[]> {
  const { rows } = await tx.query<ChainLink>(
    `SELECT period, status FROM settlement_statements WHERE org_id = $1 AND contract_id = $2
      ORDER BY period`,
    [orgId, contractId],
  );
  return rows;
}

/** computeStatement, then every later statement of the contract not yet issued. Call in a transaction. */
export async function computeChain(
  tx: Queryable,
  orgId: string,
  period: string,
  context: { runId: string | null; now: Date },
): Promise<ComputeOutcome> {
  await lockStatementChain(tx, orgId);
  const contract = await contractOfPeriod(tx, orgId, period, context.now);
  const links = contract === null ? [] : await chainOf(tx, orgId, contract.contractId);
  const own = links.find((l) => l.period === period);
  // a month that closes no cycle of the contract makes no statement: nothing to refuse
  const due = contract !== null && cycleClosedBy(period, contract.cycle) !== null;
  if (due && (own === undefined || isStatementEditable(own.status))) {
    // a month a later issued statement opened from: it stays as it was
    const decision = decideChainReopen(period, links);
    if (!decision.ok) {
      const org = await tx.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [
        orgId,
      ]);
      return {
        kind: 'problem',
        problem: {
          organisationId: orgId,
          organisationName: org.rows[0]?.name ?? '',
          code: decision.code,
          detail: decision.period,
        },
      };
    }
  }
  await tx.query('SAVEPOINT statement_chain');
  const outcome = await computeStatement(tx, orgId, period, context);
  if (outcome.kind === 'computed' && contract !== null) {
    for (const later of laterOpenPeriods(period, await chainOf(tx, orgId, contract.contractId))) {
      const next = await computeStatement(tx, orgId, later, context);
      if (next.kind === 'problem') {
        // the later month would keep an opening balance that no longer holds: none is written
        await tx.query('ROLLBACK TO SAVEPOINT statement_chain');
        return next;
      }
    }
  }
  await tx.query('RELEASE SAVEPOINT statement_chain');
  return outcome;
}

/** Issue: refused while an earlier statement of the same contract is not issued. Under the chain lock. */
export async function assertIssuable(
  tx: Queryable,
  row: { org_id: string; contract_id: string; period: string },
): Promise<void> {
  const decision = decideChainIssue(row.period, await chainOf(tx, row.org_id, row.contract_id));
  if (!decision.ok) throw new ApiError(decision.code, { params: { period: decision.period } });
}

/** Withdraw: refused when a later statement of the same contract is issued. Under the chain lock. */
export async function assertReopenable(
  tx: Queryable,
  row: { org_id: string; contract_id: string; period: string },
): Promise<void> {
  const decision = decideChainReopen(row.period, await chainOf(tx, row.org_id, row.contract_id));
  if (!decision.ok) throw new ApiError(decision.code, { params: { period: decision.period } });
}

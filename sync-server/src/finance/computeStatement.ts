// One organisation's settlement of one month, computed and written (new, or recomputed while it
// awaits reconciliation; an issued or confirmed statement is left as it is). The arithmetic is
// src/domain/finance's only: this file gathers its inputs and stores its answer.
import { randomUUID } from 'node:crypto';
import { splitsToJson, statementToJson, type RunProblem } from '../../../src/domain/finance/api';
import {
  cycleClosedBy,
  isWholePeriod,
  linesInTerm,
  termCoverage,
} from '../../../src/domain/finance/chain';
import { computeSettlement } from '../../../src/domain/finance/computeSettlement';
import { openingBalance, settlementReads } from '../../../src/domain/finance/contract';
import { revenueWeights } from '../../../src/domain/finance/splitInputs';
import { splitAmongRightsHolders } from '../../../src/domain/finance/splits';
import { mergeTerritories } from '../../../src/domain/finance/splitCompact';
import type { BankDetails } from '../../../src/domain/finance/statement';
import {
  isStatementEditable,
  type StatementStatus,
} from '../../../src/domain/finance/statementStatus';
import { taxTypeOf } from '../../../src/domain/finance/taxes';
import { activeContractFor, type ActiveContract } from '../contracts/activeContract';
import type { Queryable } from '../db/db';
import { albumTracksOf, periodDays, periodLines, rightsSharesOf } from './periodInputs';
import { taxRatesOf } from './rates';

export type ComputeOutcome =
  | { kind: 'computed'; statementId: string }
  | { kind: 'skipped'; statementId: string; status: StatementStatus }
  | { kind: 'problem'; problem: RunProblem }
  /** the month closes no cycle of the contract (a quarterly one in July): no statement */
  | { kind: 'notDue' };

function bankDetailsOf(contract: ActiveContract): BankDetails {
  const account = contract.payableBankAccount;
  return {
    accountName: account?.accountName ?? '',
    accountNumber: account?.account ?? '',
    bankName: account?.bankName ?? '',
    bankAddress: account?.address ?? '',
    swift: account?.swift ?? '',
    iban: account?.iban ?? '',
  };
}

/** The contract of a month: the one in force on its last day, or on the day of the run if earlier. */
export function contractInstant(period: string, now: Date): Date {
  const end = new Date(`${periodDays(period).end}T23:59:59.999Z`);
  return end.getTime() < now.getTime() ? end : now;
}

/**
 * The contract a month is settled under: the one in force on its last day (or on the day of the
 * run if earlier); for a month in which a term ends, the latest contract whose term ends in it.
 */
export async function contractOfPeriod(
  q: Queryable,
  orgId: string,
  period: string,
  now: Date,
): Promise<ActiveContract | null> {
  const found = await activeContractFor(q, orgId, contractInstant(period, now));
  if (found !== null) return found;
  const { start, end } = periodDays(period);
  const { rows } = await q.query<{ valid_to: string }>(
    `SELECT valid_to::text FROM contracts WHERE org_id = $1 AND valid_to BETWEEN $2 AND $3
      ORDER BY valid_to DESC LIMIT 1`,
    [orgId, start, end],
  );
  const lastDay = rows[0]?.valid_to;
  if (lastDay === undefined) return null;
  const at = new Date(`${lastDay}T23:59:59.999Z`);
  return activeContractFor(q, orgId, at.getTime() < now.getTime() ? at : now);
}

/**
 * Computes and stores; call in a transaction (the statement row is locked while it is decided).
 * Runs, adjustments and moves call it through statementChain.computeChain, which keeps the chain.
 */
export async function computeStatement(
  tx: Queryable,
  orgId: string,
  period: string,
  context: { runId: string | null; now: Date },
): Promise<ComputeOutcome> {
  const org = await tx.query<{
    name: string;
    account_type: 'personal' | 'company';
    tax_resident: boolean;
  }>(
    // the subject information decides the tax rule (taxTypeOf), never the bank account
    'SELECT name, account_type, tax_resident FROM organisations WHERE id = $1',
    [orgId],
  );
  const name = org.rows[0]?.name ?? '';
  const problem = (code: string, detail: string | null = null): ComputeOutcome => ({
    kind: 'problem',
    problem: { organisationId: orgId, organisationName: name, code, detail },
  });
  if (!org.rows[0]) return problem('organisation-missing');
  const existing = await tx.query<{ id: string; status: StatementStatus }>(
    'SELECT id, status FROM settlement_statements WHERE org_id = $1 AND period = $2 FOR UPDATE',
    [orgId, period],
  );
  const current = existing.rows[0];
  if (current && !isStatementEditable(current.status))
    return { kind: 'skipped', statementId: current.id, status: current.status };
  const contract = await contractOfPeriod(tx, orgId, period, context.now);
  if (contract === null) return problem('contract-missing');
  // one statement per calendar cycle of the contract, keyed by the month that closes it
  const cycle = cycleClosedBy(period, contract.cycle);
  if (cycle === null) return { kind: 'notDue' };
  const days = { label: period, start: cycle.start, end: cycle.end };
  // only usage inside the contract's term counts, a partly covered month by its days
  const coverage = termCoverage(days, contract.terms);
  if (coverage === null) return problem('contract-period');
  const previous = await tx.query<{ remaining_balance: string }>(
    `SELECT remaining_balance::text FROM settlement_statements
      WHERE org_id = $1 AND contract_id = $2 AND period < $3 ORDER BY period DESC LIMIT 1`,
    [orgId, contract.contractId, period],
  );
  const before = previous.rows[0];
  const months = [];
  for (const month of cycle.months) {
    const monthDays = periodDays(month);
    const read = termCoverage(monthDays, contract.terms)
      ? await periodLines(tx, orgId, monthDays, settlementReads(contract.terms))
      : [];
    months.push({ ...monthDays, lines: read });
  }
  const lines = linesInTerm(months, contract.terms);
  // a cycle's lines are converted at the rates staff enter for its closing month
  const rates = await tx.query<{ from: string; to: string; rate: string }>(
    `SELECT from_currency AS from, to_currency AS to, rate FROM finance_rates
      WHERE period = $1 ORDER BY from_currency, to_currency`,
    [period],
  );
  const adjustments = await tx.query<{ reason: string; amount: string }>(
    `SELECT reason, amount::text FROM settlement_adjustments
      WHERE org_id = $1 AND period = ANY($2::text[]) ORDER BY created_at, id`,
    [orgId, cycle.months],
  );
  const result = computeSettlement({
    period: days,
    licensor: {
      id: orgId,
      name,
      organisationType: taxTypeOf({
        accountType: org.rows[0].account_type,
        taxResident: org.rows[0].tax_resident,
      }),
    },
    terms: contract.terms,
    lines,
    rates: rates.rows,
    balanceBefore: openingBalance(
      contract.terms,
      before ? { remainingBalance: BigInt(before.remaining_balance) } : null,
    ),
    adjustments: adjustments.rows.map((a) => ({ reason: a.reason, amount: BigInt(a.amount) })),
    taxRates: await taxRatesOf(tx),
    bank: bankDetailsOf(contract),
  });
  if (!result.ok) return problem(result.code, result.detail ?? null);
  const { participating } = result;
  const statement = isWholePeriod(coverage) ? result.statement : { ...result.statement, coverage };

  const albumIds = [
    ...new Set(participating.filter((l) => l.trackId === null).map((l) => l.albumId)),
  ].filter((id): id is string => id !== null);
  const weights = revenueWeights(
    participating,
    statement.currency,
    rates.rows,
    await albumTracksOf(tx, orgId, albumIds),
  );
  if (!weights.ok) return problem('rate-missing', weights.currency);
  const trackIds = [...new Set(weights.revenue.map((r) => r.trackId))];
  const shares = await rightsSharesOf(tx, orgId, trackIds);
  const splits = splitAmongRightsHolders(
    statement.dividedAmount,
    shares,
    mergeTerritories(weights.revenue, shares),
  );

  const id = current?.id ?? randomUUID();
  await tx.query(
    `INSERT INTO settlement_statements (id, org_id, period, contract_id, contract_number, currency,
       status, content, remaining_balance, payable_amount, splits, bank_account_id, run_id, computed_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'awaitingReconciliation', $7::jsonb, $8, $9, $10::jsonb, $11, $12, $13)
     ON CONFLICT (org_id, period) DO UPDATE SET
       contract_id = EXCLUDED.contract_id, contract_number = EXCLUDED.contract_number,
       currency = EXCLUDED.currency, content = EXCLUDED.content,
       remaining_balance = EXCLUDED.remaining_balance, payable_amount = EXCLUDED.payable_amount,
       splits = EXCLUDED.splits, bank_account_id = EXCLUDED.bank_account_id,
       run_id = EXCLUDED.run_id, computed_at = EXCLUDED.computed_at
     WHERE settlement_statements.status = 'awaitingReconciliation'`,
    [
      id,
      orgId,
      period,
      contract.contractId,
      statement.contractNumber,
      statement.currency,
      JSON.stringify(statementToJson(statement)),
      statement.remainingBalance.toString(),
      statement.payableAmount.toString(),
      JSON.stringify(splitsToJson(splits)),
      contract.payableBankAccount?.id ?? null,
      context.runId,
      context.now,
    ],
  );
  return { kind: 'computed', statementId: id };
}

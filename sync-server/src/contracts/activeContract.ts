// What distribution and finance ask of contracts: the terms in force for an organisation at an
// instant (territories, excluded channels, settlement) and the bank account a payment then goes
// to. The account is the latest whose hold had ended at that instant (contractStore.payableAt).
import type { BankAccountInput } from '../../../src/domain/contracts/bankAccount';
import {
  termsOf,
  type ContractCycle,
  type ContractFields,
} from '../../../src/domain/contracts/contract';
import type { ContractTerms } from '../../../src/domain/finance/contract';
import type { Queryable } from '../db/db';
import { bankAccountsOf, payableAt } from './contractStore';

export interface ActiveContract {
  contractId: string;
  terms: ContractTerms;
  /** how often the organisation is settled (statements, the data screens' periods) */
  cycle: ContractCycle;
  /** null when no account is payable yet (none given, or the only one still on hold) */
  payableBankAccount: (BankAccountInput & { id: string }) | null;
}

/** The date part of an instant in UTC: contract terms are whole days. */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The organisation's contract in force at `at` (its term covers that day; the latest made wins
 * when terms overlap), or null.
 */
export async function activeContractFor(
  q: Queryable,
  orgId: string,
  at: Date,
): Promise<ActiveContract | null> {
  const day = dayOf(at);
  const { rows } = await q.query<{ id: string; fields: ContractFields }>(
    `SELECT id, fields FROM contracts
      WHERE org_id = $1 AND created_at <= $3
        AND (valid_from IS NULL OR valid_from <= $2) AND (valid_to IS NULL OR valid_to >= $2)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [orgId, day, at],
  );
  const row = rows[0];
  if (!row) return null;
  const payable = payableAt(await bankAccountsOf(q, row.id), at);
  return {
    contractId: row.id,
    terms: termsOf(row.fields),
    cycle: row.fields.cycle,
    payableBankAccount: payable ? { ...payable.account, id: payable.id } : null,
  };
}

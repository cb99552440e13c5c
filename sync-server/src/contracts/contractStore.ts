// The contracts of an organisation and their bank accounts, read and written. Every read by id
// goes through `findOwnedContract` (contractPolicy.ts decides who may name which organisation);
// another organisation's contract and an id nobody has are the same null.
import type { ContractView, BankAccountView } from '../../../src/domain/contracts/api';
import type { BankAccountInput } from '../../../src/domain/contracts/bankAccount';
import type { ContractFields } from '../../../src/domain/contracts/contract';
import type { Queryable } from '../db/db';
import { toIsoString } from '../presenters/time';

export interface ContractRow {
  id: string;
  org_id: string;
  number: string;
  fields: ContractFields;
  created_at: Date | string;
  updated_at: Date | string;
}

interface BankRow {
  id: string;
  contract_id: string;
  account: BankAccountInput;
  created_at: Date | string;
  payable_from: Date | string;
}

const CONTRACT_COLUMNS = 'id, org_id, number, fields, created_at, updated_at';

/** The organisation's contract with this id, or null (absent, or another organisation's). */
export async function findOwnedContract(
  q: Queryable,
  orgId: string,
  id: string,
): Promise<ContractRow | null> {
  const { rows } = await q.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE id = $1 AND org_id = $2`,
    [id, orgId],
  );
  return rows[0] ?? null;
}

async function bankRowsOf(q: Queryable, contractIds: string[]): Promise<BankRow[]> {
  if (contractIds.length === 0) return [];
  const { rows } = await q.query<BankRow>(
    `SELECT id, contract_id, account, created_at, payable_from FROM contract_bank_accounts
      WHERE contract_id = ANY($1::uuid[]) ORDER BY seq DESC`,
    [contractIds],
  );
  return rows;
}

function presentBank(row: BankRow): BankAccountView {
  return {
    ...row.account,
    id: row.id,
    createdAt: toIsoString(row.created_at),
    payableFrom: toIsoString(row.payable_from),
  };
}

/** The latest account whose hold has ended at `at`: where a payment made then goes. */
export function payableAt<T extends { created_at: Date | string; payable_from: Date | string }>(
  rows: readonly T[],
  at: Date,
): T | null {
  return (
    rows.find(
      (r) =>
        new Date(r.created_at).getTime() <= at.getTime() &&
        new Date(r.payable_from).getTime() <= at.getTime(),
    ) ?? null
  );
}

function presentContract(row: ContractRow, banks: BankRow[], now: Date): ContractView {
  const own = banks.filter((b) => b.contract_id === row.id);
  const payable = payableAt(own, now);
  return {
    id: row.id,
    orgId: row.org_id,
    source: 'backstage',
    fields: row.fields,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
    bankAccount: own[0] ? presentBank(own[0]) : null,
    payableBankAccount: payable ? presentBank(payable) : null,
  };
}

export async function listContracts(
  q: Queryable,
  orgId: string,
  now: Date,
): Promise<ContractView[]> {
  const { rows } = await q.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE org_id = $1 ORDER BY created_at DESC, id`,
    [orgId],
  );
  const banks = await bankRowsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentContract(row, banks, now));
}

export async function presentOne(q: Queryable, row: ContractRow, now: Date): Promise<ContractView> {
  return presentContract(row, await bankRowsOf(q, [row.id]), now);
}

export interface BankAccountWrite {
  contractId: string;
  orgId: string;
  account: BankAccountInput;
  userId: string;
  createdAt: Date;
  payableFrom: Date;
}

export async function insertBankAccount(q: Queryable, write: BankAccountWrite): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO contract_bank_accounts (contract_id, org_id, account, created_by, created_at, payable_from)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6) RETURNING id`,
    [
      write.contractId,
      write.orgId,
      JSON.stringify(write.account),
      write.userId,
      write.createdAt,
      write.payableFrom,
    ],
  );
  return rows[0].id;
}

/** Every bank account of the contract, newest first. */
export async function bankAccountsOf(q: Queryable, contractId: string): Promise<BankRow[]> {
  return bankRowsOf(q, [contractId]);
}

// The back office writes a partner's contract (source "backstage"): a new one notifies the
// organisation; the account staff give with it is payable at once, since it comes from the signed
// paper contract and not from a partner's session (a partner's change waits the hold: bankChange.ts).
import type { ContractView } from '../../../src/domain/contracts/api';
import type { BankAccountInput } from '../../../src/domain/contracts/bankAccount';
import type { ContractSaveInput } from '../../../src/domain/contracts/contract';
import type { AuthContext } from '../auth/context';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { authorizeBackofficeOrganisation } from '../auth/backofficePolicy';
import {
  bankAccountsOf,
  findOwnedContract,
  insertBankAccount,
  presentOne,
  type ContractRow,
} from './contractStore';
import { noticeOrganisation } from './notices';

async function numberTaken(
  q: Queryable,
  orgId: string,
  number: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await q.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM contracts WHERE org_id = $1 AND lower(number) = lower($2)
        AND ($3::uuid IS NULL OR id <> $3::uuid)) AS taken`,
    [orgId, number, exceptId],
  );
  return rows[0].taken;
}

function sameAccount(a: BankAccountInput, b: BankAccountInput): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
}

export async function saveContract(
  deps: { db: Db; clock: Clock },
  auth: AuthContext,
  input: ContractSaveInput,
): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    const { orgId } = await authorizeBackofficeOrganisation(tx, auth, input.orgId);
    // one writer per organisation's contracts at a time: the number check and the write agree
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`contracts:${orgId}`]);
    const now = deps.clock.now();
    const existing = input.id ? await findOwnedContract(tx, orgId, input.id) : null;
    if (input.id && !existing) throw new ApiError('notFound');
    if (await numberTaken(tx, orgId, input.fields.number, existing?.id ?? null))
      throw new ApiError('contractNumberTaken');
    const fields = { ...input.fields, currency: input.fields.currency.toUpperCase() };
    const params = [
      input.fields.number,
      JSON.stringify(fields),
      fields.validFrom,
      fields.validTo,
      now,
    ];
    let row: ContractRow;
    if (existing) {
      const { rows } = await tx.query<ContractRow>(
        `UPDATE contracts SET number = $1, fields = $2::jsonb, valid_from = $3, valid_to = $4, updated_at = $5
          WHERE id = $6 AND org_id = $7
          RETURNING id, org_id, number, fields, created_at, updated_at`,
        [...params, existing.id, orgId],
      );
      row = rows[0];
    } else {
      const { rows } = await tx.query<ContractRow>(
        `INSERT INTO contracts (number, fields, valid_from, valid_to, created_at, updated_at, org_id, created_by)
         VALUES ($1, $2::jsonb, $3, $4, $5, $5, $6, $7)
         RETURNING id, org_id, number, fields, created_at, updated_at`,
        [...params, orgId, auth.userId],
      );
      row = rows[0];
      await noticeOrganisation(tx, orgId, 'contractAdded', { contract: row.number }, now);
    }
    if (input.bankAccount) {
      const latest = (await bankAccountsOf(tx, row.id))[0];
      if (!latest || !sameAccount(latest.account, input.bankAccount))
        await insertBankAccount(tx, {
          contractId: row.id,
          orgId,
          account: input.bankAccount,
          userId: auth.userId,
          createdAt: now,
          payableFrom: now,
        });
    }
    return presentOne(tx, row, now);
  });
}

// The moves of a settlement statement (src/domain/finance/statementStatus.ts decides each):
// staff issue (the canonical content is hashed and stored, the partner notified), withdraw before
// confirmation, complete (a payment notice is made); the partner confirms once, against the hash it
// read, with the no-objection box ticked, under the row's lock: two confirmations at once make
// one, the same request again answers the same, and after it nothing of the statement changes.
// Issue and withdraw keep the contract's chain (statementChain.ts): issued in period order, and no
// statement is withdrawn under an issued later one.
import {
  statementFromJson,
  type ConfirmRequest,
  type SettlementView,
} from '../../../src/domain/finance/api';
import { canonicalStatement, hashStatement } from '../../../src/domain/finance/canonical';
import {
  decideStatementMove,
  isStatementConfirmed,
  type MoveContext,
  type StatementMove,
} from '../../../src/domain/finance/statementStatus';
import type { AuthContext } from '../auth/context';
import type { Clock } from '../clock';
import { bankAccountsOf } from '../contracts/contractStore';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { notify } from '../messages/sysMessages';
import { createPaymentNotice } from '../payments/paymentNotices';
import { periodDays } from './periodInputs';
import { assertIssuable, assertReopenable, lockStatementChain } from './statementChain';
import { authorizeStatement } from './statementPolicy';
import type { StatementRow } from './statementRows';
import { payableAccountOf, settlementView } from './statementViews';

function decide(row: StatementRow, move: StatementMove, context: MoveContext): void {
  const decision = decideStatementMove(row.status, move, context);
  if (decision.ok) return;
  if (decision.code === 'statement-changed') throw new ApiError('statement-changed');
  if (decision.code === 'statement-objection-required')
    throw new ApiError('statement-objection-required');
  throw new ApiError('statement-move-not-allowed', { params: { status: row.status } });
}

async function reread(tx: Queryable, auth: AuthContext, id: string, clock: Clock) {
  const row = await authorizeStatement(tx, auth, id, 'backoffice');
  return settlementView(tx, row, clock.now());
}

/** The organisation's chain lock, before the statement's row lock (statementChain.ts). */
async function lockChainOf(tx: Queryable, auth: AuthContext, id: string): Promise<void> {
  const row = await authorizeStatement(tx, auth, id, 'backoffice');
  await lockStatementChain(tx, row.org_id);
}

export async function issueStatement(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  id: string,
): Promise<SettlementView> {
  return db.transaction(async (tx) => {
    await lockChainOf(tx, auth, id);
    const row = await authorizeStatement(tx, auth, id, 'backoffice', { lock: true });
    const statement = statementFromJson(row.content);
    const hash = await hashStatement(statement);
    decide(row, 'issue', { actor: 'staff', contentHash: row.content_hash, issuedHash: hash });
    // in period order: a later month opens from this one's balance, so this one is issued first
    await assertIssuable(tx, row);
    const now = clock.now();
    await tx.query(
      `UPDATE settlement_statements SET status = 'awaitingConfirmation', canonical = $2,
              content_hash = $3, issued_at = $4, issued_by = $5 WHERE id = $1`,
      [id, canonicalStatement(statement), hash, now, auth.userId],
    );
    await notify(
      tx,
      { orgId: row.org_id },
      'statementIssued',
      () => ({ period: row.period, contract: row.contract_number }),
      now,
    );
    return reread(tx, auth, id, clock);
  });
}

export async function withdrawStatement(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  id: string,
): Promise<SettlementView> {
  return db.transaction(async (tx) => {
    await lockChainOf(tx, auth, id);
    const row = await authorizeStatement(tx, auth, id, 'backoffice', { lock: true });
    decide(row, 'withdraw', { actor: 'staff', contentHash: row.content_hash });
    // an issued later month opened from this one as it is: it may not change under it
    await assertReopenable(tx, row);
    await tx.query(
      `UPDATE settlement_statements SET status = 'awaitingReconciliation', canonical = NULL,
              content_hash = NULL, issued_at = NULL, issued_by = NULL WHERE id = $1`,
      [id],
    );
    return reread(tx, auth, id, clock);
  });
}

export async function completeStatement(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  id: string,
): Promise<SettlementView> {
  return db.transaction(async (tx) => {
    const row = await authorizeStatement(tx, auth, id, 'backoffice', { lock: true });
    decide(row, 'complete', { actor: 'staff', contentHash: row.content_hash });
    // the account the partner saw when it confirmed (confirm stores it)
    const account = (await bankAccountsOf(tx, row.contract_id)).find(
      (a) => a.id === row.bank_account_id,
    );
    if (account === undefined) throw new ApiError('bank-account-missing');
    const days = periodDays(row.period);
    const notice = await createPaymentNotice(tx, clock, {
      orgId: row.org_id,
      periodStart: days.start,
      periodEnd: days.end,
      amountMinor: Number(row.payable_amount),
      currency: row.currency,
      payeeName: account.account.payee || account.account.accountName,
      bankName: account.account.bankName,
      accountNumber: account.account.iban !== '' ? account.account.iban : account.account.account,
    });
    await tx.query(
      `UPDATE settlement_statements SET status = 'completed', completed_at = $2, completed_by = $3,
              payment_notice_path = $4 WHERE id = $1`,
      [id, clock.now(), auth.userId, notice.path],
    );
    return reread(tx, auth, id, clock);
  });
}

export async function confirmStatement(
  db: Db,
  clock: Clock,
  auth: AuthContext,
  request: ConfirmRequest,
  address: string,
): Promise<SettlementView> {
  return db.transaction(async (tx) => {
    const row = await authorizeStatement(tx, auth, request.id, 'partner', { lock: true });
    const now = clock.now();
    // the same confirmation again (a retry, a queued copy): the answer it had
    if (isStatementConfirmed(row.status) && row.confirm_request_id === request.requestId)
      return settlementView(tx, row, now);
    decide(row, 'confirm', {
      actor: 'partner',
      contentHash: row.content_hash,
      confirmedHash: request.contentHash,
      noObjection: request.noObjection,
    });
    const payable = await payableAccountOf(tx, row.contract_id, now);
    if (payable.problem !== null || payable.account === null)
      throw new ApiError(payable.problem ?? 'bank-account-missing', {
        params: { time: payable.account?.heldUntil ?? '' },
      });
    // the hash covers the bank details printed on the statement: a confirmation must not send the
    // money to another account than the one the partner read (staff re-issue it with the new one)
    if (row.bank_account_id !== null && payable.account.id !== row.bank_account_id)
      throw new ApiError('statement-bank-changed');
    const user = await tx.query<{ name: string; login_name: string }>(
      'SELECT name, login_name FROM users WHERE id = $1',
      [auth.userId],
    );
    const who = user.rows[0];
    await tx.query(
      `UPDATE settlement_statements SET status = 'processing', confirmed_hash = $2,
              confirmed_by = $3, confirmed_user_name = $4, confirmed_at = $5,
              confirmed_address = $6, confirm_request_id = $7, bank_account_id = $8
        WHERE id = $1`,
      [
        row.id,
        request.contentHash,
        auth.userId,
        who?.name || who?.login_name || '',
        now,
        address,
        request.requestId,
        payable.account.id,
      ],
    );
    const updated = await authorizeStatement(tx, auth, row.id, 'partner');
    return settlementView(tx, updated, now);
  });
}

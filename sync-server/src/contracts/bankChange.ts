// A partner's change of a contract's bank account (issue 14): the current password is asked again
// (a stolen session alone cannot redirect a payout), the new account is payable only after the
// hold, every administrator of the organisation is mailed at once and the organisation notified,
// and the change goes to the security log. All of it commits in one transaction or not at all.
import {
  BANK_ACCOUNT_HOLD_HOURS,
  maskAccount,
  type BankAccountInput,
} from '../../../src/domain/contracts/bankAccount';
import type { BankChangeInput } from '../../../src/domain/contracts/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import { ADMINISTRATOR_ROLES } from '../../../src/domain/roles';
import type { AuthContext } from '../auth/context';
import { recordSecurityEvent } from '../accounts/securityLog';
import { verifyCurrentPassword } from '../auth/reauth';
import type { ThrottleLimits } from '../auth/throttle';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { queueMail } from '../mail/mailJob';
import { limitSend, type SendLimitOverrides } from '../mail/sendLimits';
import { authorizeContract } from './contractPolicy';
import { insertBankAccount, presentOne } from './contractStore';
import type { ContractView } from '../../../src/domain/contracts/api';
import { noticeOrganisation } from './notices';

/** The hold in milliseconds; a deployment may shorten or lengthen it through its deps. */
export const BANK_ACCOUNT_HOLD_MS = BANK_ACCOUNT_HOLD_HOURS * 3_600_000;

export interface BankChangeDeps {
  db: Db;
  clock: Clock;
  /** seals the mail's parameters (config.secrets.signingSecret) */
  secret: string;
  publicUrl: string;
  holdMs?: number;
  /** the login throttle's limits, which wrong current passwords share (auth/reauth.ts) */
  throttle?: ThrottleLimits;
  /** other send limits than mail/sendLimits.ts's (tests) */
  sendLimits?: SendLimitOverrides;
}

function accountLabel(account: BankAccountInput): string {
  return `${account.bankName} ${maskAccount(account.iban || account.account)}`;
}

export async function changeBankAccount(
  deps: BankChangeDeps,
  auth: AuthContext,
  input: BankChangeInput,
  context: { language: ApiLanguage; address: string },
): Promise<ContractView> {
  // the password is checked before the contract is even looked up: a wrong one learns nothing
  await verifyCurrentPassword(deps, auth, input.password, {
    purpose: 'bankAccountChange',
    address: context.address,
  });
  return deps.db.transaction(async (tx) => {
    const contract = await authorizeContract(tx, auth, input.contractId);
    // every administrator is mailed each change, always: past the organisation's limit the
    // change itself is refused, never its mail dropped
    await limitSend(
      tx,
      { clock: deps.clock, secret: deps.secret, limits: deps.sendLimits },
      'bankAccountChange',
      { organisation: auth.orgId },
    );
    const now = deps.clock.now();
    const payableFrom = new Date(now.getTime() + (deps.holdMs ?? BANK_ACCOUNT_HOLD_MS));
    const bankAccountId = await insertBankAccount(tx, {
      contractId: contract.id,
      orgId: auth.orgId,
      account: input.bankAccount,
      userId: auth.userId,
      createdAt: now,
      payableFrom,
    });
    const admins = await tx.query<{ email: string; name: string; language: ApiLanguage | null }>(
      `SELECT email, name, language FROM users WHERE org_id = $1 AND roles && $2::text[] AND email <> ''
        ORDER BY id`,
      [auth.orgId, ADMINISTRATOR_ROLES],
    );
    const changer = await tx.query<{ name: string; login_name: string }>(
      'SELECT name, login_name FROM users WHERE id = $1',
      [auth.userId],
    );
    const by = changer.rows[0]?.name || changer.rows[0]?.login_name || '';
    const link = new URL(`/account/contract/${contract.id}/accountInfo`, deps.publicUrl).toString();
    for (const admin of admins.rows) {
      // each administrator reads it in their own language; one who never chose gets the changer's
      await queueMail(
        tx,
        { clock: deps.clock, secret: deps.secret },
        {
          template: 'bankAccountChanged',
          to: admin.email,
          language: admin.language ?? context.language,
          params: {
            name: admin.name,
            changedBy: by,
            contractNumber: contract.number,
            account: accountLabel(input.bankAccount),
            payableFrom: payableFrom.toISOString(),
            link,
          },
          idempotencyKey: `bank:${bankAccountId}:${admin.email.toLowerCase()}`,
        },
      );
    }
    await noticeOrganisation(
      tx,
      auth.orgId,
      'bankAccountChanged',
      {
        contract: contract.number,
        account: accountLabel(input.bankAccount),
        time: payableFrom.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      },
      now,
    );
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'bankAccountChanged',
      at: now,
      actor: changer.rows[0]?.login_name,
      subject: accountLabel(input.bankAccount),
      address: context.address,
      detail: { contract: contract.number, payableFrom: payableFrom.toISOString() },
    });
    return presentOne(tx, contract, now);
  });
}

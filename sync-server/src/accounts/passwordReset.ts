// Password recovery (spec section 7): rest_password mails a reset link to every account with that
// email, get_rest_pwd_info reads the link, up_rest_pwd uses it. The first answer is the same whether
// or not the email belongs to an account; a reset ends every session, auto-login key and other
// reset link of the user (newPassword.ts, as a change on the personal page does).
import type { ApiLanguage } from '../../../src/domain/locale';
import type { ResetPwdInfo } from '../../../src/domain/api';
import type {
  ResetInfoInput,
  ResetPasswordInput,
  ResetRequestInput,
} from '../../../src/domain/schemas/passwordReset';
import { hashPassword } from '../auth/password';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { queueMail } from '../mail/mailJob';
import { limitSend, type SendLimitOverrides } from '../mail/sendLimits';
import { checkCaptcha } from './captcha';
import { endOldCredentials } from './newPassword';
import { recordSecurityEvent } from './securityLog';
import {
  consumeLinkToken,
  issueLinkToken,
  LINK_TOKEN_TTL_MS,
  peekLinkToken,
  type LinkTokenRefusal,
} from './tokens';

/** At most this many accounts share one email address in a reset: one mail each. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

export interface ResetDeps {
  db: Db;
  clock: Clock;
  secret: string;
  /** the portal's public origin: links are built from it, never from the request's Host */
  publicUrl: string;
  /** other send limits than mail/sendLimits.ts's (tests) */
  sendLimits?: SendLimitOverrides;
}

export async function requestPasswordReset(
  deps: ResetDeps,
  input: ResetRequestInput,
  address: string,
  language: ApiLanguage,
): Promise<void> {
  const captcha = await checkCaptcha(
    deps.db,
    { clock: deps.clock, secret: deps.secret },
    input.captchaId,
    input.captcha,
  );
  if (!captcha.ok) throw new ApiError('captchaInvalid');
  await deps.db.transaction(async (tx) => {
    // counted whether or not the email has an account: the answer is the same either way
    await limitSend(
      tx,
      { clock: deps.clock, secret: deps.secret, limits: deps.sendLimits },
      'passwordReset',
      { recipient: input.email.trim().toLowerCase(), address },
    );
    const { rows } = await tx.query<{
      id: string;
      login_name: string;
      name: string;
      email: string;
      language: ApiLanguage | null;
    }>(
      'SELECT id, login_name, name, email, language FROM users WHERE lower(email) = lower($1) ORDER BY created_at LIMIT $2',
      [input.email, MAX_ACCOUNTS_PER_EMAIL],
    );
    for (const user of rows) {
      const { token } = await issueLinkToken(tx, deps.clock, 'reset', {
        userId: user.id,
        email: user.email,
      });
      const link = new URL('/resetPwd', deps.publicUrl);
      link.searchParams.set('token', token);
      // the recipient's language, not the asker's (anyone may ask for anyone's email); an
      // account that never chose one gets the language of the form it was asked from
      await queueMail(
        tx,
        { clock: deps.clock, secret: deps.secret },
        {
          template: 'resetPassword',
          to: user.email,
          language: user.language ?? language,
          params: {
            name: user.name,
            login: user.login_name,
            link: link.toString(),
            expiresInMinutes: LINK_TOKEN_TTL_MS.reset / 60_000,
          },
        },
      );
    }
  });
}

const REFUSAL_ERROR: Readonly<
  Record<LinkTokenRefusal, 'linkExpired' | 'linkUsed' | 'linkInvalid'>
> = {
  expired: 'linkExpired',
  used: 'linkUsed',
  unknown: 'linkInvalid',
};

export async function readResetInfo(deps: ResetDeps, input: ResetInfoInput): Promise<ResetPwdInfo> {
  const peeked = await peekLinkToken(deps.db, deps.clock, 'reset', input.token);
  if (!peeked.ok) throw new ApiError(REFUSAL_ERROR[peeked.reason]);
  const { rows } = await deps.db.query<{ login_name: string }>(
    'SELECT login_name FROM users WHERE id = $1',
    [peeked.record.userId],
  );
  if (!rows[0] || !peeked.record.userId) throw new ApiError('linkInvalid');
  return {
    userId: peeked.record.userId,
    loginName: rows[0].login_name,
    expiresAt: peeked.record.expiresAt.toISOString(),
  };
}

/**
 * Sets the new password and, in the same transaction, ends every session, auto-login key and
 * other reset link of the user.
 */
export async function resetPassword(
  deps: ResetDeps,
  input: ResetPasswordInput,
  address = '',
): Promise<void> {
  // a dead link is refused before the hash: a used or made-up token costs no scrypt
  const peeked = await peekLinkToken(deps.db, deps.clock, 'reset', input.token);
  if (!peeked.ok) throw new ApiError(REFUSAL_ERROR[peeked.reason]);
  // hashed before the transaction: scrypt's ~0.1 s is not spent holding a connection
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, deps.clock, 'reset', input.token);
    if (!used.ok) throw new ApiError(REFUSAL_ERROR[used.reason]);
    const userId = used.record.userId;
    // a link for another user than the form says: refused, and the rollback keeps the link usable
    if (!userId || (input.userId !== undefined && input.userId !== userId))
      throw new ApiError('linkInvalid');
    const now = deps.clock.now();
    const { rows } = await tx.query<{ org_id: string; login_name: string }>(
      'UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING org_id, login_name',
      [userId, passwordHash],
    );
    if (rows[0])
      await recordSecurityEvent(tx, {
        orgId: rows[0].org_id,
        kind: 'passwordReset',
        at: now,
        actor: rows[0].login_name,
        address,
      });
    await endOldCredentials(tx, { userId, at: now });
  });
}

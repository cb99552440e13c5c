// The session commands behind /org/login, /org/autoLogin and /org/logout. Routes parse the input;
// these decide, and throw ApiError with the code the client shows.
import type { LoginResult } from '../../../src/domain/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { AutoLoginInput, LoginInput, LogoutInput } from '../../../src/domain/schemas/auth';
import { recordSecurityEvent } from '../accounts/securityLog';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { issueAutoLoginKey, revokeAutoLoginKey, rotateAutoLoginKey } from './autoLogin';
import type { AuthContext } from './context';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createSession, revokeSession } from './sessions';
import {
  claimLoginAttempt,
  forgetStaleFailures,
  loginKey,
  settleLoginSuccess,
  type ThrottleLimits,
} from './throttle';

export interface SessionSettings {
  sessionTtlHours: number;
  throttle?: ThrottleLimits;
}

function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError('tooManyAttempts', {
    params: { minutes: Math.ceil(retryAfterSeconds / 60) },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export async function login(
  db: Db,
  input: LoginInput,
  address: string,
  settings: SessionSettings,
  /** the page's language: kept as the account's, the language its mails are written in */
  language?: ApiLanguage,
): Promise<LoginResult> {
  const subject = { login: loginKey(input.loginName), address };
  // counted before the hash: parallel guesses cannot all pass a check made before any is recorded
  const verdict = await claimLoginAttempt(db, subject, settings.throttle);
  if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);

  const { rows } = await db.query<{
    id: string;
    org_id: string;
    login_name: string;
    password_hash: string;
  }>('SELECT id, org_id, login_name, password_hash FROM users WHERE lower(login_name) = $1', [
    subject.login,
  ]);
  const user = rows[0];
  const isValid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    await forgetStaleFailures(db, settings.throttle);
    // only an existing account's organisation is told: an unknown name belongs to nobody
    if (user)
      await recordSecurityEvent(db, {
        orgId: user.org_id,
        kind: 'signInFailed',
        actor: user.login_name,
        address,
      });
    throw new ApiError('loginFailed');
  }

  return db.transaction(async (tx) => {
    await settleLoginSuccess(tx, subject);
    await tx.query(
      'UPDATE users SET last_login_at = now(), language = coalesce($2, language) WHERE id = $1',
      [user.id, language ?? null],
    );
    await recordSecurityEvent(tx, {
      orgId: user.org_id,
      kind: 'signIn',
      actor: user.login_name,
      address,
    });
    // a fresh login replaces the key the client still held
    if (input.autoToken) await revokeAutoLoginKey(tx, input.autoToken, user.id);
    const issued = input.isAuto ? await issueAutoLoginKey(tx, user.id) : undefined;
    const sign = await createSession(tx, {
      userId: user.id,
      ttlHours: settings.sessionTtlHours,
      autoLoginFamily: issued?.familyId,
    });
    return issued ? { sign, autoToken: issued.key } : { sign };
  });
}

export async function autoLogin(
  db: Db,
  input: AutoLoginInput,
  settings: SessionSettings,
): Promise<LoginResult> {
  const outcome = await db.transaction(async (tx) => {
    const rotated = await rotateAutoLoginKey(tx, input.sign);
    if (rotated.kind !== 'rotated') return rotated;
    await tx.query('UPDATE users SET last_login_at = now() WHERE id = $1', [rotated.userId]);
    const sign = await createSession(tx, {
      userId: rotated.userId,
      ttlHours: settings.sessionTtlHours,
      autoLoginFamily: rotated.familyId,
    });
    return { kind: 'rotated' as const, sign, key: rotated.key };
  });
  if (outcome.kind !== 'rotated') throw new ApiError('autoLoginInvalid');
  return { sign: outcome.sign, autoToken: outcome.key };
}

export async function logout(db: Db, auth: AuthContext, input: LogoutInput): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionHash);
    if (input.autoToken) await revokeAutoLoginKey(tx, input.autoToken, auth.userId);
  });
}

// The current password asked again before a password or bank account change. Someone holding a
// stolen session could otherwise guess it at hashing speed, so each try is claimed (counted) per
// member in one statement before the hash, with the login throttle's growing delays (throttle.ts).
import { recordSecurityEvent } from '../accounts/securityLog';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import type { AuthContext } from './context';
import { verifyPassword } from './password';
import { DEFAULT_THROTTLE, delaySchedule, type ThrottleLimits } from './throttle';

/** What the member was doing, kept in the security log entry of a wrong password. */
export type ReauthPurpose = 'passwordChange' | 'bankAccountChange';

export interface ReauthDeps {
  db: Db;
  /** the login throttle's limits (tests tighten them); its defaults when omitted */
  throttle?: ThrottleLimits;
}

/** Counts a try, or returns the seconds the member must still wait. */
async function claimReauthTry(db: Db, userId: string, limits: ThrottleLimits): Promise<number> {
  // a row older than the forget period starts over; otherwise the try must come after next_at
  const restart = 't.last_at <= now() - make_interval(mins => $2::int)';
  const failures = `CASE WHEN ${restart} THEN 1 ELSE t.failures + 1 END`;
  const { rowCount } = await db.query(
    `INSERT INTO reauth_failures AS t (user_id, failures, last_at, next_at)
     VALUES ($1, 1, now(), now() + make_interval(secs => ($3::int[])[1]))
     ON CONFLICT (user_id) DO UPDATE
        SET failures = ${failures},
            last_at = now(),
            next_at = now() + make_interval(secs => ($3::int[])[least(${failures}, cardinality($3::int[]))])
      WHERE ${restart} OR t.next_at <= now()
     RETURNING failures`,
    [userId, limits.forgetAfterMinutes, delaySchedule(limits)],
  );
  if (rowCount > 0) return 0;
  const { rows } = await db.query<{ wait: number }>(
    'SELECT ceil(extract(epoch FROM next_at - now()))::int AS wait FROM reauth_failures WHERE user_id = $1',
    [userId],
  );
  return Math.max(1, rows[0]?.wait ?? 1);
}

/**
 * Throws `tooManyAttempts` (429, Retry-After) while the member must wait, `currentPasswordWrong`
 * for a wrong password (logged for the organisation); a right one forgives the member's failures.
 * Returns the member's login name for the caller's own log entry.
 */
export async function verifyCurrentPassword(
  deps: ReauthDeps,
  auth: AuthContext,
  password: string,
  context: { purpose: ReauthPurpose; address: string },
): Promise<{ loginName: string }> {
  const limits = deps.throttle ?? DEFAULT_THROTTLE;
  const wait = await claimReauthTry(deps.db, auth.userId, limits);
  if (wait > 0)
    throw new ApiError('tooManyAttempts', {
      params: { minutes: Math.ceil(wait / 60) },
      headers: { 'retry-after': String(wait) },
    });
  const { rows } = await deps.db.query<{ password_hash: string; login_name: string }>(
    'SELECT password_hash, login_name FROM users WHERE id = $1',
    [auth.userId],
  );
  const user = rows[0];
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    if (user)
      await recordSecurityEvent(deps.db, {
        orgId: auth.orgId,
        kind: 'currentPasswordFailed',
        actor: user.login_name,
        address: context.address,
        detail: { purpose: context.purpose },
      });
    throw new ApiError('currentPasswordWrong');
  }
  await deps.db.query('DELETE FROM reauth_failures WHERE user_id = $1', [auth.userId]);
  return { loginName: user.login_name };
}

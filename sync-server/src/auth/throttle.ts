// Failed-login throttle, per account and per client address, counted in the database so that
// every server instance behind a load balancer enforces the same limits. A locked-out request is
// refused before the password is checked, so guessing gains nothing while locked.
import type { Queryable } from '../db/db';

export interface ThrottleLimits {
  windowMinutes: number;
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { windowMinutes: 15, perAccount: 5, perAddress: 20 };

export interface LoginSubject {
  /** lower-cased login name as typed: unknown names are throttled too, so no oracle */
  account: string;
  address: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function accountKey(loginName: string): string {
  return loginName.trim().toLowerCase();
}

export async function checkLoginThrottle(
  db: Queryable,
  subject: LoginSubject,
  limits: ThrottleLimits = DEFAULT_THROTTLE,
): Promise<ThrottleVerdict> {
  // how long until enough failures leave the window: the n-th newest failure must age out
  const { rows } = await db.query<{ scope: string; failures: number; wait_seconds: number | null }>(
    `WITH recent AS (
       SELECT scope, created_at,
              row_number() OVER (PARTITION BY scope ORDER BY created_at DESC) AS nth
         FROM login_attempts
        WHERE ((scope = 'account' AND key = $1) OR (scope = 'address' AND key = $2))
          AND created_at > now() - make_interval(mins => $3::int)
     )
     SELECT scope, count(*)::int AS failures,
            ceil(extract(epoch FROM max(created_at) FILTER (WHERE nth = CASE scope WHEN 'account' THEN $4::int ELSE $5::int END)
                 + make_interval(mins => $3::int) - now()))::int AS wait_seconds
       FROM recent GROUP BY scope`,
    [subject.account, subject.address, limits.windowMinutes, limits.perAccount, limits.perAddress],
  );
  let wait = 0;
  for (const row of rows) {
    const limit = row.scope === 'account' ? limits.perAccount : limits.perAddress;
    if (row.failures >= limit) wait = Math.max(wait, row.wait_seconds ?? limits.windowMinutes * 60);
  }
  return wait > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, wait) } : { allowed: true };
}

export async function recordLoginFailure(
  db: Queryable,
  subject: LoginSubject,
  limits: ThrottleLimits = DEFAULT_THROTTLE,
): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts (scope, key) VALUES ('account', $1), ('address', $2)`,
    [subject.account, subject.address],
  );
  // keep the table small: rows older than the window no longer count
  await db.query(
    `DELETE FROM login_attempts WHERE key IN ($1, $2) AND created_at < now() - make_interval(mins => $3::int)`,
    [subject.account, subject.address, limits.windowMinutes],
  );
}

/** A successful login forgives the account's failures (not the address's: it may guess others). */
export async function clearAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE scope = 'account' AND key = $1`, [account]);
}

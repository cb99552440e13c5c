// Whether a login name is taken is told only to a caller who proved something first (a sign-up's
// SMS code, an invitation's link) and only so often per client address: otherwise the answer
// lists who has an account (issue 28). Every call that can answer `loginNameTaken` goes here.
import { claimAddressTry } from '../auth/throttle';
import type { Queryable } from '../db/db';
import { ApiError, tooManyRequestsError } from '../http/apiError';

/**
 * Counts the check in the address's bucket (committed at once, whatever follows), then throws
 * `tooManyRequests` while the address must wait, or `loginNameTaken` for a name in use (any case).
 * Pass the database, not a transaction that a refusal would roll back.
 */
export async function checkLoginNameFree(
  db: Queryable,
  loginName: string,
  address: string,
): Promise<void> {
  const verdict = await claimAddressTry(db, 'loginNameCheck', address);
  if (!verdict.allowed) throw tooManyRequestsError(verdict.retryAfterSeconds);
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(login_name) = lower($1)', [
    loginName,
  ]);
  if (rows.length > 0) throw new ApiError('loginNameTaken');
}

/** The unique index's refusal: a parallel registration took the name between check and insert. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

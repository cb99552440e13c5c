// What a new password ends, however it was set (a reset link, the personal page's change, the
// registration's first one): every session but the one making a change, every auto-login key, and
// every reset link still open. Nothing issued under the old password outlives it (issue 28).
import type { Queryable } from '../db/db';
import { endLinkTokensOf } from './tokens';

export async function endOldCredentials(
  tx: Queryable,
  user: { userId: string; at: Date; keepSessionHash?: string },
): Promise<void> {
  await tx.query(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR token_hash <> $3)`,
    [user.userId, user.at, user.keepSessionHash ?? null],
  );
  await tx.query(
    'UPDATE auto_login_keys SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [user.userId, user.at],
  );
  await endLinkTokensOf(tx, 'reset', user.userId, user.at);
}

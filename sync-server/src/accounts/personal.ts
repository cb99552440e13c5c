// /account/personal: a member's own name, email and phone, and a password change. The change
// needs the current password and ends every other session and auto-login key of the member (the
// device making it stays logged in); it is written to the organisation's security log.
import type { ChangePasswordInput, PersonalInfoInput } from '../../../src/domain/schemas/personal';
import type { AuthContext } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { toE164 } from './registration';
import { recordSecurityEvent } from './securityLog';

export async function updatePersonalInfo(
  db: Db,
  auth: AuthContext,
  input: PersonalInfoInput,
): Promise<void> {
  await db.query('UPDATE users SET name = $2, email = $3, phone = $4 WHERE id = $1', [
    auth.userId,
    input.name,
    input.email,
    toE164(input.telArea, input.telephone),
  ]);
}

export async function changePassword(
  deps: { db: Db; clock: Clock },
  auth: AuthContext,
  input: ChangePasswordInput,
  address: string,
): Promise<void> {
  const { rows } = await deps.db.query<{ password_hash: string; login_name: string }>(
    'SELECT password_hash, login_name FROM users WHERE id = $1',
    [auth.userId],
  );
  const user = rows[0];
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash)))
    throw new ApiError('currentPasswordWrong');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      auth.userId,
      passwordHash,
    ]);
    await tx.query(
      'UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
      [auth.userId, auth.sessionHash, now],
    );
    await tx.query(
      'UPDATE auto_login_keys SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [auth.userId, now],
    );
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'passwordChanged',
      at: now,
      actor: user.login_name,
      address,
    });
  });
}

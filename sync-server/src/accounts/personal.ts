// /account/personal: a member's own name, email and phone, and a password change. The change
// needs the current password and ends every other session and auto-login key of the member (the
// device making it stays logged in); it is written to the organisation's security log. Wrong current
// passwords are throttled per member (auth/reauth.ts).
import type { ChangePasswordInput, PersonalInfoInput } from '../../../src/domain/schemas/personal';
import type { AuthContext } from '../auth/context';
import { hashPassword } from '../auth/password';
import { verifyCurrentPassword } from '../auth/reauth';
import type { ThrottleLimits } from '../auth/throttle';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
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
  deps: { db: Db; clock: Clock; throttle?: ThrottleLimits },
  auth: AuthContext,
  input: ChangePasswordInput,
  address: string,
): Promise<void> {
  const user = await verifyCurrentPassword(deps, auth, input.currentPassword, {
    purpose: 'passwordChange',
    address,
  });
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
      actor: user.loginName,
      address,
    });
  });
}

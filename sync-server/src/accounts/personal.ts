// /account/personal: a member's own name, email and phone, and a password change. The change
// needs the current password and ends every other session, every auto-login key and every open
// reset link of the member (newPassword.ts; the device making it stays logged in); it is written to
// the organisation's security log. Wrong current passwords are throttled per member (auth/reauth.ts).
import type { ChangePasswordInput, PersonalInfoInput } from '../../../src/domain/schemas/personal';
import type { AuthContext } from '../auth/context';
import { hashPassword } from '../auth/password';
import { verifyCurrentPassword } from '../auth/reauth';
import type { ThrottleLimits } from '../auth/throttle';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { endOldCredentials } from './newPassword';
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
    await endOldCredentials(tx, {
      userId: auth.userId,
      at: now,
      keepSessionHash: auth.sessionHash,
    });
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'passwordChanged',
      at: now,
      actor: user.loginName,
      address,
    });
  });
}

// A real install's first accounts (npm run admin:create): an organisation and its administrator,
// or the back office and a staff member who reviews every organisation's albums. The rules are the
// product's own for new login names and passwords.
import { newLoginNameSchema, newPasswordSchema } from '../../../src/domain/schemas/auth';
import { AccountLimits } from '../../../src/domain/schemas/limits';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';

export interface NewAdministrator {
  organisation: string;
  loginName: string;
  password: string;
  /** the person's name; the login name when omitted */
  name?: string;
  email?: string;
  /** the back office (role staff) instead of a partner organisation (role admin) */
  isBackoffice?: boolean;
}

export type NewAdministratorRefusal =
  'organisationName' | 'loginNameTooShort' | 'loginNameTaken' | 'passwordFormat';

export type NewAdministratorResult =
  | { ok: true; orgId: string; userId: string; loginName: string; role: 'admin' | 'staff' }
  | { ok: false; reason: NewAdministratorRefusal };

export async function createAdministrator(
  db: Db,
  input: NewAdministrator,
): Promise<NewAdministratorResult> {
  const organisation = input.organisation.trim();
  if (organisation === '' || organisation.length > AccountLimits.nameMax)
    return { ok: false, reason: 'organisationName' };
  const loginName = newLoginNameSchema.safeParse(input.loginName);
  if (!loginName.success) return { ok: false, reason: 'loginNameTooShort' };
  if (!newPasswordSchema.safeParse(input.password).success)
    return { ok: false, reason: 'passwordFormat' };

  const role = input.isBackoffice ? 'staff' : 'admin';
  // scrypt is slow: hash before the transaction
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { rows: taken } = await tx.query(
      'SELECT 1 FROM users WHERE lower(login_name) = lower($1)',
      [loginName.data],
    );
    if (taken.length > 0) return { ok: false, reason: 'loginNameTaken' } as const;
    const { rows: orgs } = await tx.query<{ id: string }>(
      `INSERT INTO organisations (name, account_type, is_backoffice) VALUES ($1, 'company', $2) RETURNING id`,
      [organisation, input.isBackoffice === true],
    );
    const { rows: users } = await tx.query<{ id: string }>(
      `INSERT INTO users (org_id, login_name, name, email, password_hash, roles, account_type)
       VALUES ($1, $2, $3, $4, $5, $6, 'company') RETURNING id`,
      [
        orgs[0].id,
        loginName.data,
        input.name?.trim() || loginName.data,
        input.email?.trim() ?? '',
        passwordHash,
        [role],
      ],
    );
    return {
      ok: true,
      orgId: orgs[0].id,
      userId: users[0].id,
      loginName: loginName.data,
      role,
    } as const;
  });
}

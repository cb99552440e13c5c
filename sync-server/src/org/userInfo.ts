// The caller's own record, for /org/loginUserInfo and /org/view/user_info_bigdata.
import type { AccountType } from '../../../src/domain/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  roles: string[];
  last_login_at: Date | string | null;
  account_type: AccountType;
  if_apple_verify: boolean;
  /** null: never chosen */
  language: ApiLanguage | null;
  org_id: string;
  org_name: string;
  org_name_en: string;
}

export async function loadUserRecord(db: Queryable, userId: string): Promise<UserRecord> {
  const { rows } = await db.query<UserRecord>(
    `SELECT u.id, u.name, u.email, u.phone, u.roles, u.last_login_at, u.account_type, u.if_apple_verify, u.language,
            u.org_id, o.name AS org_name, o.name_en AS org_name_en
       FROM users u JOIN organisations o ON o.id = u.org_id
      WHERE u.id = $1`,
    [userId],
  );
  // the session was valid a moment ago: a missing user was deleted meanwhile
  if (!rows[0]) throw new ApiError('notlogin');
  return rows[0];
}

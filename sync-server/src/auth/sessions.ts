// Sessions: a random sign handed to the client, stored as a hash with an expiry. Revocation is a
// timestamp, so any instance sharing the database sees a logout at once.
import { isRoleCode, privilegesOfRoles, type RoleCode } from '../../../src/domain/roles';
import type { Queryable } from '../db/db';
import type { AuthContext } from './context';
import { createToken, hashToken } from './tokens';

export interface NewSession {
  userId: string;
  ttlHours: number;
  /** the auto-login chain that opened this session, if any */
  autoLoginFamily?: string;
}

/** Creates a session and returns its sign (the only copy of the secret). */
export async function createSession(db: Queryable, session: NewSession): Promise<string> {
  const sign = createToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, auto_login_family, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
    [hashToken(sign), session.userId, session.autoLoginFamily ?? null, session.ttlHours],
  );
  return sign;
}

export function toRoleCodes(values: readonly string[]): RoleCode[] {
  return values.filter(isRoleCode);
}

/** The caller behind a sign, or null when it is unknown, expired or revoked. */
export async function findSession(db: Queryable, sign: string): Promise<AuthContext | null> {
  const sessionHash = hashToken(sign);
  const { rows } = await db.query<{ user_id: string; org_id: string; roles: string[] }>(
    `SELECT u.id AS user_id, u.org_id, u.roles
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sessionHash],
  );
  const row = rows[0];
  if (!row) return null;
  const roles = toRoleCodes(row.roles);
  return {
    userId: row.user_id,
    orgId: row.org_id,
    roles,
    privileges: new Set(privilegesOfRoles(roles)),
    sessionHash,
  };
}

export async function revokeSession(db: Queryable, sessionHash: string): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [sessionHash],
  );
}

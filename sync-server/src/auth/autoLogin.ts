// Auto-login keys (spec: "remember me", 14 days). Each use rotates the key: the old one is revoked
// and points to its successor. A replaced key presented again means the chain was copied, so the
// whole chain and the sessions it opened are revoked (refresh-token reuse detection).
import { randomUUID } from 'node:crypto';
import { AUTO_LOGIN_DAYS } from '../../../src/domain/api';
import type { Queryable } from '../db/db';
import { createToken, hashToken } from './tokens';

export interface IssuedKey {
  key: string;
  familyId: string;
}

export async function issueAutoLoginKey(
  db: Queryable,
  userId: string,
  familyId: string = randomUUID(),
): Promise<IssuedKey> {
  const key = createToken();
  await db.query(
    `INSERT INTO auto_login_keys (key_hash, user_id, family_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
    [hashToken(key), userId, familyId, AUTO_LOGIN_DAYS],
  );
  return { key, familyId };
}

export type RotateOutcome =
  | { kind: 'rotated'; userId: string; key: string; familyId: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; familyId: string };

/** Must run inside a transaction: the revoke and the successor's insert stand or fall together. */
export async function rotateAutoLoginKey(tx: Queryable, presented: string): Promise<RotateOutcome> {
  const presentedHash = hashToken(presented);
  const successor = createToken();
  // the conditional UPDATE is the claim: of two concurrent uses of one key, only one gets the row
  const { rows } = await tx.query<{ user_id: string; family_id: string }>(
    `UPDATE auto_login_keys SET revoked_at = now(), replaced_by = $2
      WHERE key_hash = $1 AND revoked_at IS NULL AND expires_at > now()
      RETURNING user_id, family_id`,
    [presentedHash, hashToken(successor)],
  );
  const claimed = rows[0];
  if (claimed) {
    await tx.query(
      `INSERT INTO auto_login_keys (key_hash, user_id, family_id, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
      [hashToken(successor), claimed.user_id, claimed.family_id, AUTO_LOGIN_DAYS],
    );
    return {
      kind: 'rotated',
      userId: claimed.user_id,
      key: successor,
      familyId: claimed.family_id,
    };
  }
  const { rows: known } = await tx.query<{ family_id: string; replaced_by: string | null }>(
    'SELECT family_id, replaced_by FROM auto_login_keys WHERE key_hash = $1',
    [presentedHash],
  );
  const old = known[0];
  if (old?.replaced_by) {
    await revokeFamily(tx, old.family_id);
    return { kind: 'reused', familyId: old.family_id };
  }
  return { kind: 'invalid' };
}

/** Revokes every key of a chain and every session the chain opened. */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    'UPDATE auto_login_keys SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE auto_login_family = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/** Revokes the chain of a key the user holds (logout, or a fresh login replacing the key). */
export async function revokeAutoLoginKey(
  db: Queryable,
  key: string,
  userId: string,
): Promise<void> {
  const { rows } = await db.query<{ family_id: string }>(
    'SELECT family_id FROM auto_login_keys WHERE key_hash = $1 AND user_id = $2',
    [hashToken(key), userId],
  );
  if (rows[0]) await revokeFamily(db, rows[0].family_id);
}

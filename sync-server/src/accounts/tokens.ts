// Link tokens: the secret in a reset, invitation or registration link. 256 random bits in
// base64url; the table keeps only their SHA-256. A token is used by one UPDATE that checks
// purpose, expiry and use at once, so two parallel uses of one link give one success; call it in
// the transaction of the change it authorises, so a failed change leaves the link usable.
import { ACCOUNT_LINK_TTL_MS } from '../../../src/domain/accounts/links';
import { createToken, hashToken } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';

export type LinkTokenPurpose = 'reset' | 'invite' | 'registration';

export const LINK_TOKEN_TTL_MS: Readonly<Record<LinkTokenPurpose, number>> = ACCOUNT_LINK_TTL_MS;

/** createToken's shape: 32 bytes in base64url without padding. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface LinkTokenSubject {
  userId?: string;
  orgId?: string;
  email?: string;
  /** what the flow needs back when the link is followed (an invitation's roles, ...) */
  data?: Record<string, unknown>;
}

export interface IssuedLinkToken {
  /** goes into the link, never into the database */
  token: string;
  expiresAt: Date;
}

/**
 * Issues a token. Earlier unused tokens of the same purpose for the same user (or, without a
 * user, the same address in the same organisation) stop working: only the newest link counts.
 */
export async function issueLinkToken(
  q: Queryable,
  clock: Clock,
  purpose: LinkTokenPurpose,
  subject: LinkTokenSubject,
): Promise<IssuedLinkToken> {
  if (!subject.userId && !subject.email)
    throw new Error('a link token needs a user or an email address');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_TTL_MS[purpose]);
  if (subject.userId) {
    await endLinkTokensOf(q, purpose, subject.userId, now);
  } else {
    await q.query(
      `UPDATE link_tokens SET used_at = $4
        WHERE purpose = $1 AND user_id IS NULL AND lower(email) = lower($2) AND org_id IS NOT DISTINCT FROM $3 AND used_at IS NULL`,
      [purpose, subject.email, subject.orgId ?? null, now],
    );
  }
  const token = createToken();
  await q.query(
    `INSERT INTO link_tokens (token_hash, purpose, user_id, org_id, email, data, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      hashToken(token),
      purpose,
      subject.userId ?? null,
      subject.orgId ?? null,
      subject.email ?? null,
      JSON.stringify(subject.data ?? {}),
      now,
      expiresAt,
    ],
  );
  return { token, expiresAt };
}

/** Every unused link of this purpose for the user stops working (it then reads as used). */
export async function endLinkTokensOf(
  q: Queryable,
  purpose: LinkTokenPurpose,
  userId: string,
  at: Date,
): Promise<void> {
  await q.query(
    'UPDATE link_tokens SET used_at = $3 WHERE purpose = $1 AND user_id = $2 AND used_at IS NULL',
    [purpose, userId, at],
  );
}

export interface LinkTokenRecord {
  purpose: LinkTokenPurpose;
  userId: string | null;
  orgId: string | null;
  email: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

/** Why a link does not work: each is a message of its own for the person who followed it. */
export type LinkTokenRefusal = 'unknown' | 'expired' | 'used';

export type LinkTokenResult =
  { ok: true; record: LinkTokenRecord } | { ok: false; reason: LinkTokenRefusal };

interface Row {
  purpose: LinkTokenPurpose;
  user_id: string | null;
  org_id: string | null;
  email: string | null;
  data: Record<string, unknown>;
  expires_at: Date;
  used_at: Date | null;
}

const COLUMNS = 'purpose, user_id, org_id, email, data, expires_at, used_at';

function toRecord(row: Row): LinkTokenRecord {
  return {
    purpose: row.purpose,
    userId: row.user_id,
    orgId: row.org_id,
    email: row.email,
    data: row.data,
    expiresAt: row.expires_at,
  };
}

async function explainRefusal(
  q: Queryable,
  clock: Clock,
  purpose: LinkTokenPurpose,
  hash: string,
): Promise<LinkTokenResult> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM link_tokens WHERE token_hash = $1 AND purpose = $2`,
    [hash, purpose],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at) return { ok: false, reason: 'used' };
  if (row.expires_at.getTime() <= clock.now().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, record: toRecord(row) };
}

/** Uses the token up: succeeds once, for the purpose it was issued for, before it expires. */
export async function consumeLinkToken(
  q: Queryable,
  clock: Clock,
  purpose: LinkTokenPurpose,
  token: string,
): Promise<LinkTokenResult> {
  if (!TOKEN_FORMAT.test(token)) return { ok: false, reason: 'unknown' };
  const hash = hashToken(token);
  const { rows } = await q.query<Row>(
    `UPDATE link_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING ${COLUMNS}`,
    [hash, purpose, clock.now()],
  );
  if (rows[0]) return { ok: true, record: toRecord(rows[0]) };
  const why = await explainRefusal(q, clock, purpose, hash);
  // a token still valid on a second look was used by a parallel request in between
  return why.ok ? { ok: false, reason: 'used' } : why;
}

/** Reads the token without using it (the page a link opens shows whose reset it is). */
export async function peekLinkToken(
  q: Queryable,
  clock: Clock,
  purpose: LinkTokenPurpose,
  token: string,
): Promise<LinkTokenResult> {
  if (!TOKEN_FORMAT.test(token)) return { ok: false, reason: 'unknown' };
  return explainRefusal(q, clock, purpose, hashToken(token));
}

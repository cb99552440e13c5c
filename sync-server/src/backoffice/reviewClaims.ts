// Review claims (migration 050): a reviewer holds a pending album while deciding it. The claim is
// one statement: it inserts, renews the caller's own claim, or takes over a stale one (past its
// expiry on the server's clock), and returns nothing when another reviewer's live claim stands, so
// of two reviewers racing for one album exactly one wins, on PGlite and PostgreSQL alike. An album is
// (org_id, album_id) (migration 086): two organisations' albums sharing an id have two claims.
import { REVIEW_CLAIM_MS } from '../../../src/domain/review/review';
import type { ReviewClaim } from '../../../src/domain/review/types';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';

/** Claims (or renews) the album for `reviewerId`; 409 reviewClaimed while another's claim is live. */
export async function claimReview(
  q: Queryable,
  album: { id: string; orgId: string },
  reviewerId: string,
  now: Date,
): Promise<{ expiresAt: string }> {
  const expires = new Date(now.getTime() + REVIEW_CLAIM_MS);
  const { rows } = await q.query<{ expires_at: Date | string }>(
    `INSERT INTO review_claims (album_id, org_id, reviewer_id, claimed_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (org_id, album_id) DO UPDATE
        SET reviewer_id = EXCLUDED.reviewer_id, claimed_at = EXCLUDED.claimed_at,
            expires_at = EXCLUDED.expires_at
      WHERE review_claims.reviewer_id = EXCLUDED.reviewer_id
         OR review_claims.expires_at <= EXCLUDED.claimed_at
     RETURNING expires_at`,
    [album.id, album.orgId, reviewerId, now, expires],
  );
  if (rows[0]) return { expiresAt: new Date(rows[0].expires_at).toISOString() };
  const holder = await liveClaimOf(q, album.orgId, album.id, now);
  const minutes = holder
    ? Math.max(1, Math.ceil((Date.parse(holder.expiresAt) - now.getTime()) / 60_000))
    : 1;
  throw new ApiError('reviewClaimed', {
    params: { reviewer: holder?.reviewerName ?? '', minutes },
    result: { claim: holder },
  });
}

/** The live claim on an album, or null (none, or stale). */
export async function liveClaimOf(
  q: Queryable,
  orgId: string,
  albumId: string,
  now: Date,
): Promise<ReviewClaim | null> {
  const { rows } = await q.query<{
    reviewer_id: string;
    reviewer_name: string;
    claimed_at: Date | string;
    expires_at: Date | string;
  }>(
    `SELECT c.reviewer_id, COALESCE(NULLIF(u.name, ''), u.login_name) AS reviewer_name,
            c.claimed_at, c.expires_at
       FROM review_claims c JOIN users u ON u.id = c.reviewer_id
      WHERE c.org_id = $1 AND c.album_id = $2 AND c.expires_at > $3`,
    [orgId, albumId, now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    reviewerId: row.reviewer_id,
    reviewerName: row.reviewer_name,
    claimedAt: new Date(row.claimed_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** Gives the album up: a decision does this, and a reviewer may do it by hand (own claim only). */
export async function releaseReview(
  q: Queryable,
  album: { id: string; orgId: string },
  reviewerId: string,
): Promise<void> {
  await q.query(
    'DELETE FROM review_claims WHERE org_id = $1 AND album_id = $2 AND reviewer_id = $3',
    [album.orgId, album.id, reviewerId],
  );
}

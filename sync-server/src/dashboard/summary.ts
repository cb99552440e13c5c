// Dashboard totals (spec section 2, Dashboard) counted from the catalogue of the caller's
// organisation only; soft-deleted rows and albums in review status 15 (deleted) do not count.
import type { DashboardSummary } from '../../../src/domain/api';
import { REVIEW_STATUS } from '../../../src/domain/status/reviewStatus';
import type { Queryable } from '../db/db';

/** Spec section 4: 11 and 16 are shown together as "pending review". */
const PENDING_REVIEW = [REVIEW_STATUS.pending, REVIEW_STATUS.modificationPending];

export async function loadDashboardSummary(
  db: Queryable,
  orgId: string,
): Promise<DashboardSummary> {
  const { rows } = await db.query<DashboardSummary>(
    `SELECT
       (SELECT count(*)::int FROM tracks WHERE org_id = $1 AND deleted_at IS NULL) AS "trackTotal",
       count(*)::int AS "albumTotal",
       (SELECT count(*)::int FROM artists WHERE org_id = $1 AND deleted_at IS NULL) AS "artistTotal",
       (count(*) FILTER (WHERE review_status = ANY ($2::smallint[])))::int AS "albumsToReview",
       (count(*) FILTER (WHERE review_status = $3))::int AS "albumsApproved",
       (count(*) FILTER (WHERE review_status = $4))::int AS "albumsUnapproved"
     FROM albums WHERE org_id = $1 AND deleted_at IS NULL AND review_status <> $5`,
    [orgId, PENDING_REVIEW, REVIEW_STATUS.approved, REVIEW_STATUS.rejected, REVIEW_STATUS.deleted],
  );
  return rows[0];
}

// The review queue (issue 15): every organisation's albums pending review (11 newly added, 16
// modification), oldest submission first, filtered by organisation, type and waiting time, with
// the counts the filters need. Only the back office calls it (the route's privilege plus
// authorizeBackofficeQueue); the waiting time counts on the server's clock.
import type { ReviewQueueQuery } from '../../../src/domain/review/review';
import type { ReviewQueueItem, ReviewQueuePage } from '../../../src/domain/review/types';
import type { Queryable } from '../db/db';
import { contentApprovedSql } from './reviewEvents';

// the submission that opened the round; albums pending since before issue 15 have none and count
// from their last write (a pending album is frozen, so that write was its submission)
const PENDING = `
  SELECT a.id, a.org_id, a.review_status, a.data->>'name' AS name, o.name AS org_name, o.name_en AS org_name_en,
         COALESCE((SELECT max(e.created_at) FROM review_events e
                    WHERE e.org_id = a.org_id AND e.album_id = a.id AND e.decision = 'submitted'),
                  a.updated_at) AS submitted_at,
         ${contentApprovedSql('a.org_id', 'a.id')} AS content_approved
    FROM albums a JOIN organisations o ON o.id = a.org_id
   WHERE a.review_status IN (11, 16) AND a.deleted_at IS NULL`;

interface QueueRow {
  id: string;
  org_id: string;
  review_status: number;
  name: string | null;
  org_name: string;
  org_name_en: string;
  submitted_at: Date | string;
  content_approved: boolean;
  reviewer_id: string | null;
  reviewer_name: string | null;
  expires_at: Date | string | null;
}

export async function listReviewQueue(
  q: Queryable,
  query: ReviewQueueQuery,
  reviewerId: string,
  now: Date,
): Promise<ReviewQueuePage> {
  const waitedBefore =
    query.minWaitHours === undefined
      ? null
      : new Date(now.getTime() - query.minWaitHours * 3_600_000);
  const params = [query.orgId ?? null, query.type ?? null, waitedBefore];
  const where = `($1::uuid IS NULL OR p.org_id = $1) AND ($2::int IS NULL OR p.review_status = $2)
                 AND ($3::timestamptz IS NULL OR p.submitted_at <= $3)`;
  const total = await q.query<{ total: number }>(
    `WITH p AS (${PENDING}) SELECT count(*)::int AS total FROM p WHERE ${where}`,
    params,
  );
  const page = await q.query<QueueRow>(
    `WITH p AS (${PENDING})
     SELECT p.*, c.reviewer_id, COALESCE(NULLIF(u.name, ''), u.login_name) AS reviewer_name, c.expires_at
       FROM p
       LEFT JOIN review_claims c ON c.org_id = p.org_id AND c.album_id = p.id AND c.expires_at > $4
       LEFT JOIN users u ON u.id = c.reviewer_id
      WHERE ${where}
      ORDER BY p.submitted_at, p.id, p.org_id
      LIMIT $5 OFFSET $6`,
    [...params, now, query.size, (query.page - 1) * query.size],
  );
  const counts = await q.query<{
    org_id: string;
    name: string;
    name_en: string;
    review_status: number;
    count: number;
  }>(
    `WITH p AS (${PENDING})
     SELECT p.org_id, p.org_name AS name, p.org_name_en AS name_en, p.review_status, count(*)::int AS count
       FROM p GROUP BY p.org_id, p.org_name, p.org_name_en, p.review_status ORDER BY p.org_name, p.org_id`,
  );
  const byOrg = new Map<string, { orgId: string; name: string; nameEn: string; count: number }>();
  let newAlbums = 0;
  let modifications = 0;
  for (const row of counts.rows) {
    if (row.review_status === 16) modifications += row.count;
    else newAlbums += row.count;
    const entry = byOrg.get(row.org_id) ?? {
      orgId: row.org_id,
      name: row.name,
      nameEn: row.name_en,
      count: 0,
    };
    entry.count += row.count;
    byOrg.set(row.org_id, entry);
  }
  return {
    list: page.rows.map((row) => toItem(row, reviewerId, now)),
    total: total.rows[0]?.total ?? 0,
    counts: { newAlbums, modifications, byOrg: [...byOrg.values()] },
  };
}

function toItem(row: QueueRow, reviewerId: string, now: Date): ReviewQueueItem {
  const submittedAt = new Date(row.submitted_at);
  return {
    albumId: row.id,
    orgId: row.org_id,
    orgName: row.org_name,
    orgNameEn: row.org_name_en,
    name: row.name ?? '',
    type: row.review_status === 16 ? 16 : 11,
    stage: row.content_approved ? 'opSp' : 'content',
    submittedAt: submittedAt.toISOString(),
    waitingMs: Math.max(0, now.getTime() - submittedAt.getTime()),
    claim:
      row.reviewer_id === null || row.expires_at === null
        ? null
        : {
            reviewerName: row.reviewer_name ?? '',
            expiresAt: new Date(row.expires_at).toISOString(),
            isMine: row.reviewer_id === reviewerId,
          },
  };
}

// Review history (migration 051): the submission that opens a review round and each stage's
// decision. The album's current stage is derived from it: OP-SP once content was approved after
// the latest submission, content otherwise, so the album record needs no bookkeeping field.
import type { RejectReasonCode, ReviewEventDecision } from '../../../src/domain/review/review';
import type { ReviewStage } from '../../../src/domain/status/reviewStatus';
import type { ReviewEvent } from '../../../src/domain/review/types';
import type { Queryable } from '../db/db';

export type { ReviewEvent };

export interface NewReviewEvent {
  albumId: string;
  orgId: string;
  actorId: string | null;
  reviewType?: 11 | 16;
  stage?: ReviewStage;
  decision: ReviewEventDecision;
  reasonCode?: RejectReasonCode;
  reasonText?: string;
  at: Date | string;
}

export async function recordReviewEvent(q: Queryable, event: NewReviewEvent): Promise<void> {
  await q.query(
    `INSERT INTO review_events
       (album_id, org_id, actor_id, review_type, stage, decision, reason_code, reason_text, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.albumId,
      event.orgId,
      event.actorId,
      event.reviewType ?? null,
      event.stage ?? null,
      event.decision,
      event.reasonCode ?? null,
      event.reasonText ?? null,
      event.at,
    ],
  );
}

/**
 * SQL: true when content was approved after the album's latest submission (`org` and `album` are
 * SQL expressions of its organisation and id: an album is (org_id, id), migration 086).
 */
export function contentApprovedSql(org: string, album: string): string {
  return `EXISTS (SELECT 1 FROM review_events ca
                   WHERE ca.org_id = ${org} AND ca.album_id = ${album}
                     AND ca.decision = 'approved' AND ca.stage = 'content'
                     AND ca.id > COALESCE((SELECT max(s.id) FROM review_events s
                                            WHERE s.org_id = ${org} AND s.album_id = ${album}
                                              AND s.decision = 'submitted'), 0))`;
}

/** The stage a pending album is in now. */
export async function currentStageOf(
  q: Queryable,
  orgId: string,
  albumId: string,
): Promise<ReviewStage> {
  const { rows } = await q.query<{ approved: boolean }>(
    `SELECT ${contentApprovedSql('$1::uuid', '$2::uuid')} AS approved`,
    [orgId, albumId],
  );
  return rows[0]?.approved === true ? 'opSp' : 'content';
}

/** The album's history, newest first; the caller has authorized the album. */
export async function listReviewEvents(
  q: Queryable,
  orgId: string,
  albumId: string,
): Promise<ReviewEvent[]> {
  const { rows } = await q.query<{
    id: string | number;
    actor_name: string | null;
    review_type: number | null;
    stage: ReviewStage | null;
    decision: ReviewEventDecision;
    reason_code: RejectReasonCode | null;
    reason_text: string | null;
    created_at: Date | string;
  }>(
    `SELECT e.id, COALESCE(NULLIF(u.name, ''), u.login_name) AS actor_name, e.review_type, e.stage,
            e.decision, e.reason_code, e.reason_text, e.created_at
       FROM review_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.org_id = $1 AND e.album_id = $2
      ORDER BY e.id DESC`,
    [orgId, albumId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    actorName: row.actor_name,
    reviewType: row.review_type === 11 || row.review_type === 16 ? row.review_type : null,
    stage: row.stage,
    decision: row.decision,
    reasonCode: row.reason_code,
    reasonText: row.reason_text,
    at: new Date(row.created_at).toISOString(),
  }));
}

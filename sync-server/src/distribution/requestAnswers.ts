// A distribution request's idempotency key (migration 064): the first answer to a requestId is
// kept, so a device resending a queued request after a lost answer, or sending it twice at once,
// gets that answer and at most one delivery. Read and written under the organisation's write lock,
// so of two requests with one id the second waits for the first and then finds its answer.
import type { ErrorCode } from '../../../src/domain/errors';
import type { Queryable } from '../db/db';
import { ApiError, type MessageParams } from '../http/apiError';
import type { DeliveryKind } from './deliveryJob';

export type RequestKind = Exclude<DeliveryKind, 'update'>;

export interface RequestKey {
  orgId: string;
  requestId: string;
  albumId: string;
  kind: RequestKind;
}

/** null: done (200); otherwise the refusal as it was answered */
export type RequestAnswer = { code: ErrorCode; params: MessageParams } | null;

/** The kept answer to this id, or undefined when it was never answered. */
export async function findRequestAnswer(
  q: Queryable,
  key: RequestKey,
): Promise<RequestAnswer | undefined> {
  const { rows } = await q.query<{
    album_id: string;
    kind: string;
    code: string | null;
    params: MessageParams | null;
  }>(
    'SELECT album_id, kind, code, params FROM distribution_requests WHERE org_id = $1 AND request_id = $2',
    [key.orgId, key.requestId],
  );
  const row = rows[0];
  if (!row) return undefined;
  // one id, one request: another album or kind under a used id is refused, never done
  if (row.album_id !== key.albumId || row.kind !== key.kind)
    return { code: 'requestIdReused', params: {} };
  return row.code === null ? null : { code: row.code as ErrorCode, params: row.params ?? {} };
}

export async function recordRequestAnswer(
  q: Queryable,
  key: RequestKey,
  answer: RequestAnswer,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO distribution_requests (org_id, request_id, album_id, kind, code, params, answered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (org_id, request_id) DO NOTHING`,
    [
      key.orgId,
      key.requestId,
      key.albumId,
      key.kind,
      answer?.code ?? null,
      answer === null ? null : JSON.stringify(answer.params),
      now.toISOString(),
    ],
  );
}

/** Answers a kept refusal again, as it was thrown the first time. */
export function replayAnswer(answer: RequestAnswer): void {
  if (answer !== null) throw new ApiError(answer.code, { params: answer.params });
}

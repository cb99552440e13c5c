// The partner hears of a review decision in its notices (sys_messages, one row for the whole
// organisation): approval once both stages passed, rejection with the stage and the reason. The
// stage and the reason's common text are worded in each language, so the params differ by language.
import type { RejectReasonCode } from '../../../src/domain/review/reasons';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { ReviewStage } from '../../../src/domain/status/reviewStatus';
import type { Queryable } from '../db/db';
import type { MessageParams } from '../http/apiError';
import { translateMessage } from '../http/i18n';
import { notify } from '../messages/sysMessages';

export type ReviewNotice =
  | { kind: 'albumApproved' }
  | { kind: 'albumRejected'; stage: ReviewStage; reasonCode?: RejectReasonCode; reason?: string };

/** The reason as the partner reads it: the common reason's text, then the reviewer's words. */
export function rejectReasonText(
  language: ApiLanguage,
  code: RejectReasonCode | undefined,
  words: string | undefined,
): string {
  const parts: string[] = [];
  if (code !== undefined && code !== 'other')
    parts.push(translateMessage(language, `review.reason.${code}`));
  if (words !== undefined && words.trim() !== '') parts.push(words.trim());
  return parts.join(' — ');
}

function paramsOf(language: ApiLanguage, album: string, notice: ReviewNotice): MessageParams {
  if (notice.kind === 'albumApproved') return { album };
  return {
    album,
    stage: translateMessage(language, `review.stage.${notice.stage}`),
    reason: rejectReasonText(language, notice.reasonCode, notice.reason),
  };
}

export async function noticeReviewDecision(
  q: Queryable,
  orgId: string,
  albumName: string,
  notice: ReviewNotice,
  at: Date | string,
): Promise<void> {
  await notify(q, { orgId }, notice.kind, (language) => paramsOf(language, albumName, notice), at);
}

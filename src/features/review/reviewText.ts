// Words of the review workspace shared by the staff screens and the partner's album page.
import type { IntlShape } from 'react-intl';
import type { RejectReasonCode } from '../../domain/review/reasons';
import type { ReviewEvent } from '../../domain/review/types';
import type { ReviewStage } from '../../domain/status/reviewStatus';
import { rejectReasonMessages, reviewStageMessages } from '../../i18n/codes/review';
import { reviewMessages as m } from './messages';

export function stageText(intl: IntlShape, stage: ReviewStage): string {
  return intl.formatMessage(reviewStageMessages[stage]);
}

/** The common reason's text, then the reviewer's words. */
export function reasonText(
  intl: IntlShape,
  code: RejectReasonCode | null | undefined,
  words: string | null | undefined,
): string {
  const parts: string[] = [];
  if (code && code !== 'other') parts.push(intl.formatMessage(rejectReasonMessages[code]));
  if (words && words.trim() !== '') parts.push(words.trim());
  return parts.join(' — ');
}

/** An organisation's name in the reader's language: the English name when it has one. */
export function orgNameText(intl: IntlShape, org: { name: string; nameEn: string }): string {
  return intl.locale.startsWith('en') && org.nameEn ? org.nameEn : org.name;
}

export function waitingText(intl: IntlShape, waitingMs: number): string {
  const hours = Math.floor(waitingMs / 3_600_000);
  const days = Math.floor(hours / 24);
  return days === 0
    ? intl.formatMessage(m.waitingHours, { hours })
    : intl.formatMessage(m.waitingDays, { days, hours: hours % 24 });
}

export function historyText(intl: IntlShape, event: ReviewEvent): string {
  if (event.decision === 'submitted') return intl.formatMessage(m.historySubmitted);
  const stage = stageText(intl, event.stage ?? 'content');
  return event.decision === 'approved'
    ? intl.formatMessage(m.historyApproved, { stage })
    : intl.formatMessage(m.historyRejected, {
        stage,
        reason: reasonText(intl, event.reasonCode, event.reasonText),
      });
}

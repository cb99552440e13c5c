// Album review status (spec section 4) as one transition table read by the client (to disable what
// is not allowed) and the server (to refuse it). 16 and a rejected modification are told apart from
// 11 by `hasApprovedContent`: the album has content that was approved before (Album.approvedAt).

export const REVIEW_STATUS = {
  notSubmitted: 10,
  pending: 11,
  approved: 12,
  rejected: 13,
  modifying: 14,
  deleted: 15,
  modificationPending: 16,
} as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];
export const REVIEW_STATUSES: readonly ReviewStatus[] = [10, 11, 12, 13, 14, 15, 16];

/** A rejection names the review that refused it: content review or OP-SP review (spec section 4). */
export const REVIEW_STAGES = ['content', 'opSp'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

export type ReviewCommand =
  | { type: 'submitForReview' }
  | { type: 'approve' }
  | { type: 'reject'; reason: string; stage: ReviewStage }
  | { type: 'startModification' }
  | { type: 'undoModification' }
  | { type: 'delete' };
export type ReviewCommandType = ReviewCommand['type'];
export const REVIEW_COMMAND_TYPES: readonly ReviewCommandType[] = [
  'submitForReview',
  'approve',
  'reject',
  'startModification',
  'undoModification',
  'delete',
];

export const REVIEW_VALIDATION_CODES = [
  'review-submit-not-allowed',
  'review-command-not-allowed',
  'review-reason-required',
  // back office: the decision names a stage the album is not in (content before OP-SP)
  'review-stage-mismatch',
  'album-delete-released',
] as const;
export type ReviewCode = (typeof REVIEW_VALIDATION_CODES)[number];

export interface ReviewContext {
  /** the album has approved content (it was approved at least once and not deleted since) */
  hasApprovedContent: boolean;
  /** the album is (or was) out on channels: see isReleased in releaseStatus.ts */
  isReleased?: boolean;
}

export type ReviewTransition = { ok: true; to: ReviewStatus } | { ok: false; code: ReviewCode };

/** Statuses each command may start from. Submit and delete have more rules in transitionReview. */
export const REVIEW_COMMAND_FROM: Readonly<Record<ReviewCommandType, readonly ReviewStatus[]>> = {
  submitForReview: [10, 13, 14],
  approve: [11, 16],
  reject: [11, 16],
  startModification: [12],
  // 13 only for a rejected modification: the user gives up and gets the approved content back.
  undoModification: [14, 13],
  delete: [10, 12, 13, 14],
};

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'number' && (REVIEW_STATUSES as readonly number[]).includes(value);
}

/** Only 10, 13 and 14 may be submitted (spec sections 4 and 8). */
export function canSubmitForReview(status: ReviewStatus): boolean {
  return status === 10 || status === 13 || status === 14;
}

/** The code the UI and the server show when a submission is refused, or null. */
export function checkSubmitForReview(status: ReviewStatus): 'review-submit-not-allowed' | null {
  return canSubmitForReview(status) ? null : 'review-submit-not-allowed';
}

/** 11 and 16 are shown together as "pending review" and are read-only. */
export function isPendingReview(status: ReviewStatus): boolean {
  return status === 11 || status === 16;
}

/**
 * How far an album's review status opens its content: the one table behind the UI's
 * isFieldEditable and the server's decideLock (both in editability.ts's decideEdit).
 * - open: every field but those fixed at creation (after a release, not the ISRCs and track list);
 * - modification: only editableFieldsInModification, whole records only of lyrics and localization;
 * - approved: nothing until a modification is started (startModification moves it to 14);
 * - frozen: nothing, not even the album's deletion (pending review 11/16, deleted 15).
 */
export type ContentAccess = 'open' | 'modification' | 'approved' | 'frozen';

/** [without approved content, with approved content]: 13 after a rejected modification keeps its limits. */
export const CONTENT_ACCESS: Readonly<
  Record<ReviewStatus, readonly [ContentAccess, ContentAccess]>
> = {
  10: ['open', 'open'],
  11: ['frozen', 'frozen'],
  12: ['approved', 'approved'],
  13: ['open', 'modification'],
  14: ['modification', 'modification'],
  15: ['frozen', 'frozen'],
  16: ['frozen', 'frozen'],
};

export function contentAccessOf(status: ReviewStatus, hasApprovedContent: boolean): ContentAccess {
  return CONTENT_ACCESS[status][hasApprovedContent ? 1 : 0];
}

/**
 * The album's content cannot be edited at all: pending (11, 16), deleted (15), or approved (12)
 * until a modification is started (which moves it to 14, where only some fields are editable).
 * No status locks its content only with (or only without) approved content.
 */
export function isContentLocked(status: ReviewStatus): boolean {
  const access = contentAccessOf(status, true);
  return access === 'approved' || access === 'frozen';
}

/** Edits are limited to editableFieldsInModification: 14, or 13 after a rejected modification. */
export function isInModification(status: ReviewStatus, hasApprovedContent: boolean): boolean {
  return contentAccessOf(status, hasApprovedContent) === 'modification';
}

export function transitionReview(
  from: ReviewStatus,
  command: ReviewCommand,
  ctx: ReviewContext,
): ReviewTransition {
  if (command.type === 'submitForReview') {
    if (!canSubmitForReview(from)) return { ok: false, code: 'review-submit-not-allowed' };
    // A resubmitted modification (14, or 13 after rejecting a 16) is reviewed as a modification.
    const isModification = from === 14 || (from === 13 && ctx.hasApprovedContent);
    return { ok: true, to: isModification ? 16 : 11 };
  }
  if (!REVIEW_COMMAND_FROM[command.type].includes(from))
    return { ok: false, code: 'review-command-not-allowed' };
  switch (command.type) {
    case 'approve':
      return { ok: true, to: 12 };
    case 'reject':
      if (command.reason.trim() === '') return { ok: false, code: 'review-reason-required' };
      return { ok: true, to: 13 };
    case 'startModification':
      return { ok: true, to: 14 };
    case 'undoModification':
      if (!ctx.hasApprovedContent) return { ok: false, code: 'review-command-not-allowed' };
      return { ok: true, to: 12 };
    case 'delete':
      // Take a released album off shelf first: deleting must not leave it on channels.
      if (ctx.isReleased === true) return { ok: false, code: 'album-delete-released' };
      return { ok: true, to: 15 };
  }
}

/** Commands that would succeed now: the client shows only these buttons. */
export function allowedReviewCommands(
  status: ReviewStatus,
  ctx: ReviewContext,
): ReviewCommandType[] {
  return REVIEW_COMMAND_TYPES.filter((type) => {
    const command: ReviewCommand =
      type === 'reject' ? { type, reason: 'x', stage: 'content' } : ({ type } as ReviewCommand);
    return transitionReview(status, command, ctx).ok;
  });
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedReviewCommands,
  canSubmitForReview,
  checkSubmitForReview,
  isContentLocked,
  isInModification,
  isPendingReview,
  isReviewStatus,
  REVIEW_COMMAND_TYPES,
  REVIEW_STATUSES,
  transitionReview,
  type ReviewCommand,
  type ReviewStatus,
} from './reviewStatus';

const fresh = { hasApprovedContent: false };
const approvedBefore = { hasApprovedContent: true };
const reject: ReviewCommand = { type: 'reject', reason: 'cover blurry', stage: 'content' };
const status = fc.constantFrom(...REVIEW_STATUSES);
const command = fc.oneof(
  fc.constantFrom<ReviewCommand>(
    { type: 'submitForReview' },
    { type: 'approve' },
    { type: 'startModification' },
    { type: 'undoModification' },
    { type: 'delete' },
  ),
  fc.record({
    type: fc.constant('reject' as const),
    reason: fc.string(),
    stage: fc.constantFrom('content' as const, 'opSp' as const),
  }),
);

describe('canSubmitForReview', () => {
  it.each([10, 13, 14] as const)('allows %i', (s) => {
    expect(canSubmitForReview(s)).toBe(true);
    expect(checkSubmitForReview(s)).toBeNull();
  });
  it.each([11, 12, 15, 16] as const)('refuses %i with review-submit-not-allowed', (s) => {
    expect(canSubmitForReview(s)).toBe(false);
    expect(checkSubmitForReview(s)).toBe('review-submit-not-allowed');
  });
});

describe('predicates', () => {
  it('11 and 16 are pending, nothing else', () => {
    expect(REVIEW_STATUSES.filter(isPendingReview)).toEqual([11, 16]);
  });
  it('content is locked in 11, 12, 15, 16', () => {
    expect(REVIEW_STATUSES.filter(isContentLocked)).toEqual([11, 12, 15, 16]);
  });
  it('a modification is 14, or 13 with approved content', () => {
    expect(isInModification(14, false)).toBe(true);
    expect(isInModification(13, true)).toBe(true);
    expect(isInModification(13, false)).toBe(false);
    expect(isInModification(12, true)).toBe(false);
  });
  it('isReviewStatus', () => {
    expect(isReviewStatus(12)).toBe(true);
    expect(isReviewStatus(17)).toBe(false);
    expect(isReviewStatus('12')).toBe(false);
  });
});

describe('transitionReview', () => {
  it.each<
    [
      ReviewStatus,
      ReviewCommand,
      { hasApprovedContent: boolean; isReleased?: boolean },
      ReviewStatus | string,
    ]
  >([
    [10, { type: 'submitForReview' }, fresh, 11],
    [13, { type: 'submitForReview' }, fresh, 11],
    [13, { type: 'submitForReview' }, approvedBefore, 16],
    [14, { type: 'submitForReview' }, approvedBefore, 16],
    [11, { type: 'submitForReview' }, fresh, 'review-submit-not-allowed'],
    [12, { type: 'submitForReview' }, approvedBefore, 'review-submit-not-allowed'],
    [16, { type: 'submitForReview' }, approvedBefore, 'review-submit-not-allowed'],
    [15, { type: 'submitForReview' }, fresh, 'review-submit-not-allowed'],
    [11, { type: 'approve' }, fresh, 12],
    [16, { type: 'approve' }, approvedBefore, 12],
    [10, { type: 'approve' }, fresh, 'review-command-not-allowed'],
    [11, reject, fresh, 13],
    [16, reject, approvedBefore, 13],
    [11, { type: 'reject', reason: '  ', stage: 'opSp' }, fresh, 'review-reason-required'],
    [12, reject, approvedBefore, 'review-command-not-allowed'],
    [12, { type: 'startModification' }, approvedBefore, 14],
    [14, { type: 'startModification' }, approvedBefore, 'review-command-not-allowed'],
    [14, { type: 'undoModification' }, approvedBefore, 12],
    [13, { type: 'undoModification' }, approvedBefore, 12],
    [13, { type: 'undoModification' }, fresh, 'review-command-not-allowed'],
    [12, { type: 'undoModification' }, approvedBefore, 'review-command-not-allowed'],
    [10, { type: 'delete' }, fresh, 15],
    [12, { type: 'delete' }, approvedBefore, 15],
    [
      12,
      { type: 'delete' },
      { hasApprovedContent: true, isReleased: true },
      'album-delete-released',
    ],
    [11, { type: 'delete' }, fresh, 'review-command-not-allowed'],
    [16, { type: 'delete' }, approvedBefore, 'review-command-not-allowed'],
    [15, { type: 'delete' }, fresh, 'review-command-not-allowed'],
  ])('%i %o -> %s', (from, cmd, ctx, expected) => {
    const result = transitionReview(from, cmd, ctx);
    expect(result.ok ? result.to : result.code).toBe(expected);
  });

  it('15 is final: no command leaves it', () => {
    fc.assert(
      fc.property(
        command,
        fc.boolean(),
        (cmd, has) => !transitionReview(15, cmd, { hasApprovedContent: has }).ok,
      ),
    );
  });
  it('pending statuses only move by approve or reject', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ReviewStatus>(11, 16),
        command,
        fc.boolean(),
        (from, cmd, has) => {
          const ok = transitionReview(from, cmd, { hasApprovedContent: has }).ok;
          return !ok || cmd.type === 'approve' || cmd.type === 'reject';
        },
      ),
    );
  });
  it('every success lands on a known status and never on 10', () => {
    fc.assert(
      fc.property(status, command, fc.boolean(), fc.boolean(), (from, cmd, has, rel) => {
        const r = transitionReview(from, cmd, { hasApprovedContent: has, isReleased: rel });
        return !r.ok || (isReviewStatus(r.to) && r.to !== 10);
      }),
    );
  });
});

describe('allowedReviewCommands', () => {
  it('lists what a partner and a reviewer may do', () => {
    expect(allowedReviewCommands(10, fresh)).toEqual(['submitForReview', 'delete']);
    expect(allowedReviewCommands(11, fresh)).toEqual(['approve', 'reject']);
    expect(allowedReviewCommands(12, approvedBefore)).toEqual(['startModification', 'delete']);
    expect(allowedReviewCommands(14, approvedBefore)).toEqual([
      'submitForReview',
      'undoModification',
      'delete',
    ]);
    expect(allowedReviewCommands(15, fresh)).toEqual([]);
  });
  it('agrees with transitionReview', () => {
    fc.assert(
      fc.property(status, fc.boolean(), (s, has) => {
        const allowed = allowedReviewCommands(s, { hasApprovedContent: has });
        return allowed.every((c) => REVIEW_COMMAND_TYPES.includes(c));
      }),
    );
  });
});

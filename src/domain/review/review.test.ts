import { describe, expect, it } from 'vitest';
import { checkRejectReason, reviewQueueQuerySchema } from './review';

describe('checkRejectReason', () => {
  it('takes a common reason alone, or words', () => {
    expect(checkRejectReason('cover-quality', undefined)).toBeNull();
    expect(checkRejectReason(undefined, 'blurred')).toBeNull();
    expect(checkRejectReason('other', ' why ')).toBeNull();
  });
  it('needs words for "other" and for no reason at all', () => {
    expect(checkRejectReason('other', '  ')).toBe('review-reason-required');
    expect(checkRejectReason(undefined, undefined)).toBe('review-reason-required');
  });
});

describe('reviewQueueQuerySchema', () => {
  it('reads a query string, empty fields as absent', () => {
    expect(
      reviewQueueQuerySchema.parse({ type: '16', orgId: '', minWaitHours: '24' }),
    ).toMatchObject({ type: 16, minWaitHours: 24, page: 1 });
  });
  it('refuses a type that is not pending review', () => {
    expect(reviewQueueQuerySchema.safeParse({ type: '12' }).success).toBe(false);
  });
});

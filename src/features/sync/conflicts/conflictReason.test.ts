import { describe, expect, it } from 'vitest';
import { conflictReason } from './conflictReason';
import { reasonMessages as r } from './messages';

describe('conflictReason', () => {
  it('names the review state that locked the album', () => {
    expect(
      conflictReason({ reason: 'locked', entity: 'album', serverCopy: { reviewStatus: 11 } }),
    ).toBe(r.lockedPending);
    expect(
      conflictReason({ reason: 'locked', entity: 'album', serverCopy: { reviewStatus: 16 } }),
    ).toBe(r.lockedPending);
    expect(
      conflictReason({ reason: 'locked', entity: 'track', serverCopy: { reviewStatus: 12 } }),
    ).toBe(r.lockedApproved);
    expect(
      conflictReason({ reason: 'locked', entity: 'album', serverCopy: { reviewStatus: 15 } }),
    ).toBe(r.lockedDeleted);
    // a modification limit or a release rule: the generic sentence
    expect(
      conflictReason({ reason: 'locked', entity: 'album', serverCopy: { reviewStatus: 14 } }),
    ).toBe(r.locked);
    expect(conflictReason({ reason: 'locked', entity: 'album', serverCopy: null })).toBe(r.locked);
  });

  it('tells a concurrent edit from a deletion', () => {
    expect(conflictReason({ reason: 'conflict', entity: 'album', serverCopy: { name: 'x' } })).toBe(
      r.conflict,
    );
    expect(conflictReason({ reason: 'conflict', entity: 'album', serverCopy: null })).toBe(
      r.conflictDeleted,
    );
  });

  it.each(['invalid', 'notAllowed', 'forbidden', 'notFound', 'refused'] as const)(
    'has a sentence for %s',
    (reason) => {
      expect(conflictReason({ reason, entity: 'album', serverCopy: null })).toBe(r[reason]);
    },
  );
});

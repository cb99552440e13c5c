import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../../../../domain/catalogue/testing';
import { RELEASE_STATUSES, REVIEW_STATUSES } from '../../../../domain/status';
import { COPYABLE_TRACK_FIELDS } from '../../../../domain/catalogue/validateSubmission';
import {
  checkTrackDeletePhrase,
  isConfirmPhrase,
  wasDelivered,
} from '../../../../domain/status/trackDeletion';
import {
  addTrackRefusal,
  canSortTracks,
  copyableFieldsNow,
  trackDeleteRule,
} from './trackListRules';

const APPROVED = '2026-01-15T08:00:00.000Z';

describe('adding and deleting tracks', () => {
  it('is open while the album is editable (10, 13 before any approval)', () => {
    for (const reviewStatus of [10, 13] as const) {
      const album = makeAlbum({ reviewStatus });
      expect(addTrackRefusal(album)).toBeNull();
      expect(trackDeleteRule(album)).toEqual({ kind: 'confirm' });
    }
  });

  it('is refused by the review state: pending, approved, deleted, in a modification', () => {
    const locked = [
      makeAlbum({ reviewStatus: 11 }),
      makeAlbum({ reviewStatus: 16, approvedAt: APPROVED }),
      makeAlbum({ reviewStatus: 12, approvedAt: APPROVED }),
      makeAlbum({ reviewStatus: 15 }),
      makeAlbum({ reviewStatus: 14, approvedAt: APPROVED }),
      makeAlbum({ reviewStatus: 13, approvedAt: APPROVED }),
    ];
    for (const album of locked) {
      expect(addTrackRefusal(album)).toBe('locked');
      expect(trackDeleteRule(album)).toEqual({ kind: 'refused', reason: 'locked' });
    }
  });

  it('is refused after release, whatever the review state (spec section 4)', () => {
    const released = [
      makeAlbum({ reviewStatus: 10, releaseStatus: 21 }),
      makeAlbum({ reviewStatus: 13, releaseStatus: 22, everReleased: true }),
      makeAlbum({ reviewStatus: 14, releaseStatus: 23, everReleased: true, approvedAt: APPROVED }),
      makeAlbum({ reviewStatus: 10, releaseStatus: 24, everReleased: true }),
      makeAlbum({ reviewStatus: 10, releaseStatus: 27, everReleased: true }),
      makeAlbum({ reviewStatus: 10, releaseStatus: 20, everReleased: true }),
    ];
    for (const album of released) {
      expect(addTrackRefusal(album)).toBe('released');
      expect(trackDeleteRule(album)).toEqual({ kind: 'refused', reason: 'released' });
    }
  });

  it('asks for the phrase when a delivery was made that did not count as a release (27, first attempt)', () => {
    const album = makeAlbum({ reviewStatus: 13, releaseStatus: 27, everReleased: false });
    expect(wasDelivered(album)).toBe(true);
    expect(addTrackRefusal(album)).toBeNull();
    expect(trackDeleteRule(album)).toEqual({ kind: 'phrase' });
    expect(wasDelivered(makeAlbum({ releaseStatus: 20 }))).toBe(false);
  });

  it('asks for the phrase exactly where the server refuses a delete without it', () => {
    const states = fc.record({
      reviewStatus: fc.constantFrom(...REVIEW_STATUSES),
      releaseStatus: fc.constantFrom(...RELEASE_STATUSES),
      everReleased: fc.boolean(),
      approvedAt: fc.constantFrom(null, APPROVED),
    });
    fc.assert(
      fc.property(states, (state) => {
        const album = makeAlbum(state);
        const rule = trackDeleteRule(album);
        if (rule.kind !== 'refused')
          expect(rule.kind === 'phrase').toBe(checkTrackDeletePhrase(album, undefined).length > 0);
      }),
    );
  });

  it('takes the phrase exactly: case and spaces count', () => {
    expect(isConfirmPhrase('I Know')).toBe(true);
    for (const typed of ['i know', 'I know', ' I Know', 'I Know ', 'IKnow', '我知道', ''])
      expect(isConfirmPhrase(typed)).toBe(false);
  });
});

describe('sorting and copying', () => {
  it('sorts while track numbers may change; not in a modification nor when locked', () => {
    expect(canSortTracks(makeAlbum({ reviewStatus: 13 }))).toBe(true);
    expect(canSortTracks(makeAlbum({ reviewStatus: 14, approvedAt: APPROVED }))).toBe(false);
    expect(canSortTracks(makeAlbum({ reviewStatus: 11 }))).toBe(false);
  });

  it('copies every copyable field while editable, only the genre in a modification, nothing when locked', () => {
    expect(copyableFieldsNow(makeAlbum({ reviewStatus: 10 }))).toEqual([...COPYABLE_TRACK_FIELDS]);
    expect(copyableFieldsNow(makeAlbum({ reviewStatus: 14, approvedAt: APPROVED }))).toEqual([
      'genreId',
    ]);
    expect(copyableFieldsNow(makeAlbum({ reviewStatus: 12, approvedAt: APPROVED }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../../../domain/catalogue/testing';
import { REVIEW_STATUSES } from '../../../domain/status';
import { isTrackMediaEditable } from './mediaEditability';

describe('isTrackMediaEditable', () => {
  it('follows the domain: clips and accompaniments are never locked by the album review', () => {
    for (const reviewStatus of REVIEW_STATUSES) {
      const album = makeAlbum({
        reviewStatus,
        approvedAt: reviewStatus === 12 ? '2026-01-01T00:00:00.000Z' : null,
      });
      expect(isTrackMediaEditable(album, 'trackClip'), String(reviewStatus)).toBe(true);
      expect(isTrackMediaEditable(album, 'accompaniment'), String(reviewStatus)).toBe(true);
    }
  });
  it('a track without an album is editable', () => {
    expect(isTrackMediaEditable(null, 'trackClip')).toBe(true);
  });
});

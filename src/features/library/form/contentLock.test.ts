import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../../../domain/catalogue/testing';
import { contentLockOf } from './contentLock';
import { formMessages } from './messages';

describe('contentLockOf', () => {
  it('locks nothing but the fixed fields of a library track', () => {
    const lock = contentLockOf('track', null);
    expect(lock.canEdit('isrc')).toBe(true);
    expect(lock.canEdit('displayLanguage')).toBe(false);
    expect(lock.canEdit('authorizationCompanyId')).toBe(false);
    expect(lock.canAddRemove).toBe(true);
    expect(lock.explanation).toBeNull();
  });

  it.each([
    [11, formMessages.lockedPending],
    [16, formMessages.lockedPending],
    [12, formMessages.lockedApproved],
    [15, formMessages.lockedDeleted],
  ] as const)('locks everything in review status %s and says why', (reviewStatus, explanation) => {
    const lock = contentLockOf('rightsHolder', makeAlbum({ reviewStatus, approvedAt: reviewStatus === 12 ? '2026-01-01T00:00:00.000Z' : null }));
    expect(lock.canEdit('name')).toBe(false);
    expect(lock.canAddRemove).toBe(false);
    expect(lock.explanation).toBe(explanation);
  });

  it('in a modification, opens only the allowed track fields and whole lyrics and localization rows', () => {
    const album = makeAlbum({ reviewStatus: 14, approvedAt: '2026-01-01T00:00:00.000Z' });
    const track = contentLockOf('track', album);
    expect(track.canEdit('auditionStartMs')).toBe(true);
    expect(track.canEdit('genreId')).toBe(true);
    expect(track.canEdit('name')).toBe(false);
    expect(track.canEdit('isrc')).toBe(false);
    expect(track.canAddRemove).toBe(false);
    expect(track.explanation).toBe(formMessages.modificationLimits);
    expect(contentLockOf('rightsHolder', album).canAddRemove).toBe(false);
    expect(contentLockOf('localization', album).canAddRemove).toBe(true);
    expect(contentLockOf('lyrics', album).canEdit('file')).toBe(true);
  });

  it('fixes the ISRC once the album was released, and nothing else of an editable album', () => {
    const lock = contentLockOf('track', makeAlbum({ reviewStatus: 13, releaseStatus: 24, everReleased: true }));
    expect(lock.isReleased).toBe(true);
    expect(lock.canEdit('isrc')).toBe(false);
    expect(lock.canEdit('spatialIsrc')).toBe(false);
    expect(lock.canEdit('name')).toBe(true);
    expect(contentLockOf('track', makeAlbum({ reviewStatus: 10 })).canEdit('isrc')).toBe(true);
  });
});

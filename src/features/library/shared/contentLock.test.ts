import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../../../domain/catalogue/testing';
import { RELEASE_STATUSES, REVIEW_STATUSES } from '../../../domain/status';
import { decideLock } from '../../../domain/sync/lock';
import { makeOp } from '../../../domain/sync/opTesting';
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
    const lock = contentLockOf(
      'rightsHolder',
      makeAlbum({
        reviewStatus,
        approvedAt: reviewStatus === 12 ? '2026-01-01T00:00:00.000Z' : null,
      }),
    );
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
    const lock = contentLockOf(
      'track',
      makeAlbum({ reviewStatus: 13, releaseStatus: 24, everReleased: true }),
    );
    expect(lock.isReleased).toBe(true);
    expect(lock.canEdit('isrc')).toBe(false);
    expect(lock.canEdit('spatialIsrc')).toBe(false);
    expect(lock.canEdit('name')).toBe(true);
    expect(contentLockOf('track', makeAlbum({ reviewStatus: 10 })).canEdit('isrc')).toBe(true);
  });

  it('says what the server decides: a page adds, removes and edits what decideLock lets through', () => {
    const entities = [
      'track',
      'rightsHolder',
      'rightsCountry',
      'authorizationTrack',
      'lyrics',
      'localization',
    ] as const;
    const anyAlbum = fc
      .record({
        reviewStatus: fc.constantFrom(...REVIEW_STATUSES),
        releaseStatus: fc.constantFrom(...RELEASE_STATUSES),
        everReleased: fc.boolean(),
        approved: fc.boolean(),
      })
      .map(({ approved, ...state }) =>
        makeAlbum({ ...state, approvedAt: approved ? '2026-01-01T00:00:00.000Z' : null }),
      );
    const field = fc.constantFrom(
      'name',
      'isrc',
      'albumId',
      'trackNo',
      'auditionStartMs',
      'percentage',
      'file',
      'language',
      'displayLanguage',
    );
    fc.assert(
      fc.property(anyAlbum, fc.constantFrom(...entities), field, (album, entity, f) => {
        const lock = contentLockOf(entity, album);
        const takes = (kind: 'create' | 'delete') =>
          decideLock(makeOp(kind, { entity }), album) === null;
        expect(lock.canAddRemove).toBe(takes('create') && takes('delete'));
        const update = makeOp('update', { entity, payload: { [f]: 'new' } });
        expect(lock.canEdit(f)).toBe(decideLock(update, album, false, { [f]: 'old' }) === null);
      }),
    );
  });
});

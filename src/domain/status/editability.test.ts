import { describe, expect, it } from 'vitest';
import { albumSchema } from '../catalogue/album';
import { ENTITY_NAMES } from '../catalogue/entities';
import { trackSchema } from '../catalogue/track';
import { makeAlbum } from '../catalogue/testing';
import {
  ALBUM_CONTENT_ENTITIES,
  editContextOf,
  editableFieldsInModification,
  immutableAfterCreate,
  isEditableInModification,
  isEntityEditableInModification,
  isFieldEditable,
  isImmutableAfterCreate,
} from './editability';

describe('field lists name real fields', () => {
  it('album and track lists exist in the schemas', () => {
    const albumKeys = Object.keys(albumSchema.shape);
    const trackKeys = Object.keys(trackSchema.shape);
    for (const f of [...editableFieldsInModification.album, ...immutableAfterCreate.album])
      expect(albumKeys).toContain(f);
    for (const f of [...editableFieldsInModification.track, ...immutableAfterCreate.track])
      expect(trackKeys).toContain(f);
  });
  it('content entities are entities', () => {
    for (const e of ALBUM_CONTENT_ENTITIES) expect(ENTITY_NAMES).toContain(e);
  });
  it('nothing is both immutable and editable in a modification', () => {
    for (const f of immutableAfterCreate.album)
      expect(isEditableInModification('album', f)).toBe(false);
  });
  it('identity and rights fields stay locked in a modification', () => {
    for (const f of [
      'name',
      'upc',
      'type',
      'artists',
      'recordCompanyId',
      'pLineId',
      'authorizationCompanyId',
      'displayLanguage',
    ]) {
      expect(isEditableInModification('album', f)).toBe(false);
    }
    for (const f of ['isrc', 'audio', 'name', 'composers', 'lyricists', 'artists'])
      expect(isEditableInModification('track', f)).toBe(false);
    expect(isEditableInModification('rightsCountry', 'percentage')).toBe(false);
  });
  it('lyrics and localization are editable as whole records', () => {
    expect(isEntityEditableInModification('lyrics')).toBe(true);
    expect(isEntityEditableInModification('localization')).toBe(true);
    expect(isEntityEditableInModification('track')).toBe(false);
    expect(isEditableInModification('localization', 'overseasCover')).toBe(true);
  });
});

describe('isFieldEditable', () => {
  const draft = { reviewStatus: 10 as const, hasApprovedContent: false };
  it('a draft edits everything but the fields fixed at creation', () => {
    expect(isFieldEditable('album', 'name', draft)).toBe(true);
    expect(isFieldEditable('album', 'displayLanguage', draft)).toBe(false);
    expect(isFieldEditable('track', 'authorizationCompanyId', draft)).toBe(false);
    expect(isImmutableAfterCreate('artist', 'name')).toBe(false);
  });
  it.each([11, 12, 15, 16] as const)('status %i locks every content field', (reviewStatus) => {
    expect(
      isFieldEditable('album', 'introduction', { reviewStatus, hasApprovedContent: true }),
    ).toBe(false);
    expect(isFieldEditable('lyrics', 'content', { reviewStatus, hasApprovedContent: true })).toBe(
      false,
    );
  });
  it('14 edits only the modification fields', () => {
    const ctx = { reviewStatus: 14 as const, hasApprovedContent: true };
    expect(isFieldEditable('album', 'introduction', ctx)).toBe(true);
    expect(isFieldEditable('album', 'cover', ctx)).toBe(true);
    expect(isFieldEditable('album', 'name', ctx)).toBe(false);
    expect(isFieldEditable('track', 'auditionStartMs', ctx)).toBe(true);
    expect(isFieldEditable('track', 'isrc', ctx)).toBe(false);
  });
  it('13 after a rejected modification keeps the modification limits', () => {
    expect(isFieldEditable('album', 'name', { reviewStatus: 13, hasApprovedContent: true })).toBe(
      false,
    );
    expect(isFieldEditable('album', 'name', { reviewStatus: 13, hasApprovedContent: false })).toBe(
      true,
    );
  });
  it('after release the ISRC is fixed even in a draft-like status', () => {
    expect(
      isFieldEditable('track', 'isrc', {
        reviewStatus: 13,
        hasApprovedContent: false,
        released: true,
      }),
    ).toBe(false);
    expect(
      isFieldEditable('track', 'albumId', {
        reviewStatus: 13,
        hasApprovedContent: false,
        released: true,
      }),
    ).toBe(false);
    expect(
      isFieldEditable('track', 'name', {
        reviewStatus: 13,
        hasApprovedContent: false,
        released: true,
      }),
    ).toBe(true);
  });
  it('library records outside the album content are never locked by review', () => {
    expect(isFieldEditable('artist', 'name', { reviewStatus: 11, hasApprovedContent: false })).toBe(
      true,
    );
    expect(
      isFieldEditable('trackClip', 'title', { reviewStatus: 15, hasApprovedContent: false }),
    ).toBe(true);
  });
});

describe('editContextOf', () => {
  it('reads approved content and the release from the album', () => {
    expect(
      editContextOf(
        makeAlbum({ reviewStatus: 13, approvedAt: null, releaseStatus: 27, everReleased: false }),
      ),
    ).toEqual({
      reviewStatus: 13,
      hasApprovedContent: false,
      released: false,
      modificationStarted: false,
    });
    expect(
      editContextOf(
        makeAlbum({
          reviewStatus: 12,
          approvedAt: '2025-01-01T00:00:00.000Z',
          releaseStatus: 20,
          everReleased: true,
        }),
        true,
      ),
    ).toEqual({
      reviewStatus: 12,
      hasApprovedContent: true,
      released: true,
      modificationStarted: true,
    });
  });
  it('a started modification opens 12 as far as 14', () => {
    const started = editContextOf(
      makeAlbum({ reviewStatus: 12, approvedAt: '2025-01-01T00:00:00.000Z' }),
      true,
    );
    expect(isFieldEditable('album', 'introduction', started)).toBe(true);
    expect(isFieldEditable('album', 'name', started)).toBe(false);
  });
});

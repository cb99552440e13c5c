import { describe, expect, it } from 'vitest';
import type { Album } from '../../../domain/catalogue';
import type { ReviewStatus } from '../../../domain/status';
import { albumEditability } from './albumEditability';
import { albumInfoMessages as m } from './messages';

function album(reviewStatus: ReviewStatus, approvedAt: string | null = null): Album {
  return { reviewStatus, approvedAt, releaseStatus: 20, everReleased: false } as Album;
}

describe('albumEditability', () => {
  it('a draft edits name and introduction and may be submitted', () => {
    const e = albumEditability(album(10));
    expect(e).toMatchObject({ name: true, introduction: true, explanation: null });
    expect(e.commands).toEqual({
      submitForReview: true,
      startModification: false,
      undoModification: false,
    });
  });

  it.each([11, 16] as const)('pending review (%i) locks everything and says why', (status) => {
    const e = albumEditability(album(status, status === 16 ? '2026-01-01T00:00:00.000Z' : null));
    expect(e).toMatchObject({ name: false, introduction: false, explanation: m.lockedPending });
    expect(Object.values(e.commands).some(Boolean)).toBe(false);
  });

  it('an approved album is locked until a modification starts', () => {
    const e = albumEditability(album(12, '2026-01-01T00:00:00.000Z'));
    expect(e).toMatchObject({ name: false, introduction: false, explanation: m.lockedApproved });
    expect(e.commands).toEqual({
      submitForReview: false,
      startModification: true,
      undoModification: false,
    });
  });

  it('a modification edits the introduction only, and can be submitted or undone', () => {
    const e = albumEditability(album(14, '2026-01-01T00:00:00.000Z'));
    expect(e).toMatchObject({ name: false, introduction: true, explanation: m.modificationLimits });
    expect(e.commands).toEqual({
      submitForReview: true,
      startModification: false,
      undoModification: true,
    });
  });

  it('a rejected first submission is fully editable again', () => {
    const e = albumEditability(album(13));
    expect(e).toMatchObject({ name: true, introduction: true, explanation: null });
    expect(e.commands.undoModification).toBe(false);
  });

  it('a deleted album says so', () => {
    expect(albumEditability(album(15)).explanation).toBe(m.lockedDeleted);
  });

  it('authorization company and display language stay fixed after creation, whatever the status', () => {
    for (const status of [10, 13, 14] as const) {
      const e = albumEditability(album(status, status === 14 ? '2026-01-01T00:00:00.000Z' : null));
      expect(e.canEdit('authorizationCompanyId')).toBe(false);
      expect(e.canEdit('displayLanguage')).toBe(false);
    }
  });

  it('a draft edits every content field; a modification only the allowed ones', () => {
    const draft = albumEditability(album(10));
    for (const field of [
      'type',
      'upc',
      'artists',
      'recordCompanyId',
      'originalReleaseDate',
      'explicit',
    ] as const)
      expect(draft.canEdit(field)).toBe(true);
    const modification = albumEditability(album(14, '2026-01-01T00:00:00.000Z'));
    expect(modification.mode).toBe('modification');
    for (const field of [
      'introduction',
      'genreId',
      'expectedOnShelfDate',
      'requestedOffShelfDate',
      'previewAllowed',
    ] as const) {
      expect(modification.canEdit(field)).toBe(true);
    }
    for (const field of [
      'name',
      'type',
      'upc',
      'artists',
      'recordCompanyId',
      'pLineId',
      'originalReleaseDate',
    ] as const) {
      expect(modification.canEdit(field)).toBe(false);
    }
  });

  it('a rejected modification keeps the modification limits and can be undone', () => {
    const e = albumEditability(album(13, '2026-01-01T00:00:00.000Z'));
    expect(e).toMatchObject({
      mode: 'modification',
      name: false,
      introduction: true,
      explanation: m.modificationLimits,
    });
    expect(e.commands).toEqual({
      submitForReview: true,
      startModification: false,
      undoModification: true,
    });
  });

  it.each([
    [10, 'draft'],
    [11, 'pending'],
    [12, 'approved'],
    [13, 'rejected'],
    [15, 'deleted'],
  ] as const)('status %i is shown as %s', (status, mode) => {
    expect(albumEditability(album(status)).mode).toBe(mode);
  });
});

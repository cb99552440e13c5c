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
    expect(e.commands).toEqual({ submitForReview: true, startModification: false, undoModification: false });
  });

  it.each([11, 16] as const)('pending review (%i) locks everything and says why', (status) => {
    const e = albumEditability(album(status, status === 16 ? '2026-01-01T00:00:00.000Z' : null));
    expect(e).toMatchObject({ name: false, introduction: false, explanation: m.lockedPending });
    expect(Object.values(e.commands).some(Boolean)).toBe(false);
  });

  it('an approved album is locked until a modification starts', () => {
    const e = albumEditability(album(12, '2026-01-01T00:00:00.000Z'));
    expect(e).toMatchObject({ name: false, introduction: false, explanation: m.lockedApproved });
    expect(e.commands).toEqual({ submitForReview: false, startModification: true, undoModification: false });
  });

  it('a modification edits the introduction only, and can be submitted or undone', () => {
    const e = albumEditability(album(14, '2026-01-01T00:00:00.000Z'));
    expect(e).toMatchObject({ name: false, introduction: true, explanation: m.modificationLimits });
    expect(e.commands).toEqual({ submitForReview: true, startModification: false, undoModification: true });
  });

  it('a rejected first submission is fully editable again', () => {
    const e = albumEditability(album(13));
    expect(e).toMatchObject({ name: true, introduction: true, explanation: null });
    expect(e.commands.undoModification).toBe(false);
  });

  it('a deleted album says so', () => {
    expect(albumEditability(album(15)).explanation).toBe(m.lockedDeleted);
  });
});

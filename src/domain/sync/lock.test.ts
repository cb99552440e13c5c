import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum, makeTrack } from '../catalogue/testing';
import { RELEASE_STATUSES } from '../status/releaseStatus';
import type { ReviewStatus } from '../status/reviewStatus';
import { decideLock, type LockAlbum } from './lock';
import { contentEditOp, makeOp } from './opTesting';

const album = (reviewStatus: ReviewStatus, extra: Partial<LockAlbum> = {}) =>
  makeAlbum({
    reviewStatus,
    approvedAt: reviewStatus === 10 ? null : '2025-01-01T00:00:00.000Z',
    ...extra,
  });
const released = { releaseStatus: 22 as const, everReleased: true };
const editTrack = (payload: Record<string, unknown>) =>
  makeOp('update', { entity: 'track', payload });
const editAlbum = (payload: Record<string, unknown>) =>
  makeOp('update', { entity: 'album', payload });

describe('decideLock: review status', () => {
  it.each([10, 13] as const)('%i lets content edits through', (s) => {
    const a = album(s, { approvedAt: null });
    expect(decideLock(editTrack({ name: 'New' }), a)).toBeNull();
    expect(decideLock(editAlbum({ name: 'New' }), a)).toBeNull();
    expect(decideLock(makeOp('create', { entity: 'track' }), a)).toBeNull();
    expect(decideLock(makeOp('bindAuthorization'), a)).toBeNull();
  });
  it.each([11, 15, 16] as const)('%i locks every content edit', (s) => {
    expect(decideLock(editTrack({ name: 'New' }), album(s))).toBe('locked');
    expect(decideLock(editAlbum({ introduction: 'New' }), album(s), true)).toBe('locked');
    expect(decideLock(makeOp('delete', { entity: 'album' }), album(s))).toBe('locked');
  });
  it('12 locks until a modification is started', () => {
    expect(decideLock(editAlbum({ introduction: 'New' }), album(12))).toBe('locked');
    expect(decideLock(editAlbum({ introduction: 'New' }), album(12), true)).toBeNull();
    expect(decideLock(editAlbum({ name: 'New' }), album(12), true)).toBe('locked');
  });
  it('14 lets only the modification fields through', () => {
    expect(
      decideLock(editAlbum({ introduction: 'x', expectedOnShelfDate: '2025-09-01' }), album(14)),
    ).toBeNull();
    expect(decideLock(editAlbum({ introduction: 'x', upc: '036000291452' }), album(14))).toBe(
      'locked',
    );
    expect(decideLock(editTrack({ auditionStartMs: 1000 }), album(14))).toBeNull();
    expect(decideLock(editTrack({ isrc: 'CNA122400009' }), album(14))).toBe('locked');
    expect(
      decideLock(makeOp('update', { entity: 'localization', payload: { name: 'Hi' } }), album(14)),
    ).toBeNull();
    expect(decideLock(makeOp('create', { entity: 'lyrics' }), album(14))).toBeNull();
    expect(decideLock(makeOp('create', { entity: 'track' }), album(14))).toBe('locked');
    expect(decideLock(makeOp('bindAuthorization'), album(14))).toBe('locked');
    expect(decideLock(makeOp('sortTracks'), album(14))).toBe('locked');
    expect(
      decideLock(
        makeOp('update', { entity: 'rightsCountry', payload: { percentage: 10 } }),
        album(14),
      ),
    ).toBe('locked');
  });
  it('13 after a rejected modification keeps the modification limits', () => {
    expect(decideLock(editAlbum({ name: 'x' }), album(13))).toBe('locked');
    expect(decideLock(editAlbum({ name: 'x' }), album(13, { approvedAt: null }))).toBeNull();
  });
  it('review commands are left to the state machine', () => {
    for (const s of [11, 12, 15, 16] as const) {
      expect(decideLock(makeOp('submitForReview'), album(s))).toBeNull();
      expect(decideLock(makeOp('startModification'), album(s))).toBeNull();
    }
  });
  it('album deletion outside 11/15/16 is left to the state machine', () => {
    expect(decideLock(makeOp('delete', { entity: 'album' }), album(12))).toBeNull();
  });
});

describe('decideLock: fixed fields', () => {
  it('authorization company and display language never change', () => {
    const a = album(10);
    expect(decideLock(editAlbum({ displayLanguage: 'en' }), a)).toBe('locked');
    expect(decideLock(editAlbum({ displayLanguage: a.displayLanguage, name: 'x' }), a)).toBeNull();
    const t = makeTrack();
    expect(decideLock(editTrack({ authorizationCompanyId: 'other' }), a, false, t)).toBe('locked');
    expect(
      decideLock(editTrack({ authorizationCompanyId: t.authorizationCompanyId }), a, false, t),
    ).toBeNull();
  });
  it('unchanged values do not count as edits in a modification', () => {
    const a = album(14);
    expect(decideLock(editAlbum({ name: a.name, introduction: 'x' }), a)).toBeNull();
  });
  it('a locked album refuses even an update that changes nothing', () => {
    const a = album(12);
    expect(decideLock(editAlbum({ name: a.name }), a)).toBe('locked');
    expect(decideLock(editAlbum({ name: a.name }), a, true)).toBeNull();
  });
});

describe('decideLock: after release', () => {
  it('no track added or removed, no ISRC changed', () => {
    const a = album(10, { ...released, approvedAt: null });
    const t = makeTrack({ albumId: a.id });
    expect(decideLock(makeOp('create', { entity: 'track' }), a)).toBe('locked');
    expect(decideLock(makeOp('delete', { entity: 'track' }), a)).toBe('locked');
    expect(decideLock(editTrack({ isrc: 'CNA122400009' }), a, false, t)).toBe('locked');
    expect(decideLock(editTrack({ albumId: null }), a, false, t)).toBe('locked');
    expect(decideLock(editTrack({ isrc: t.isrc, name: 'x' }), a, false, t)).toBeNull();
  });
  it('a first release that failed does not count; one after a success does', () => {
    expect(
      decideLock(
        makeOp('create', { entity: 'track' }),
        album(10, { releaseStatus: 27, everReleased: false, approvedAt: null }),
      ),
    ).toBeNull();
    expect(
      decideLock(
        makeOp('create', { entity: 'track' }),
        album(10, { releaseStatus: 27, everReleased: true, approvedAt: null }),
      ),
    ).toBe('locked');
  });
});

describe('decideLock: outside album content', () => {
  it('library records and tracks without an album are never locked', () => {
    expect(
      decideLock(makeOp('update', { entity: 'artist', payload: { name: 'x' } }), album(11)),
    ).toBeNull();
    expect(
      decideLock(makeOp('update', { entity: 'trackClip', payload: { title: 'x' } }), album(15)),
    ).toBeNull();
    expect(decideLock(editTrack({ name: 'x' }), null)).toBeNull();
  });
});

describe('decideLock properties', () => {
  const anyAlbum = (s: ReviewStatus) =>
    fc
      .record({
        releaseStatus: fc.constantFrom(...RELEASE_STATUSES),
        everReleased: fc.boolean(),
        approved: fc.boolean(),
      })
      .map(({ releaseStatus, everReleased, approved }) =>
        album(s, {
          releaseStatus,
          everReleased,
          approvedAt: approved ? '2025-01-01T00:00:00.000Z' : null,
        }),
      );
  it('never lets a content edit through on 11, 15 or 16', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ReviewStatus>(11, 15, 16),
        fc.boolean(),
        contentEditOp,
        (s, started, op) => decideLock(op, album(s), started) === 'locked',
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<ReviewStatus>(11, 15, 16).chain(anyAlbum),
        fc.boolean(),
        contentEditOp,
        (a, started, op) => decideLock(op, a, started) === 'locked',
      ),
    );
  });
  it('never lets a content edit through on 12 without a started modification', () => {
    fc.assert(
      fc.property(anyAlbum(12), contentEditOp, (a, op) => decideLock(op, a, false) === 'locked'),
    );
  });
  it('in a modification, an update touching a non-editable field is locked', () => {
    fc.assert(
      fc.property(
        anyAlbum(14),
        fc.string(),
        (a, name) => decideLock(editTrack({ auditionStartMs: 1, name }), a) === 'locked',
      ),
    );
  });
  it('after release, an ISRC change is locked in every status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ReviewStatus>(10, 11, 12, 13, 14, 15, 16),
        fc.boolean(),
        (s, started) => {
          const t = makeTrack();
          return (
            decideLock(editTrack({ isrc: 'CNA122499999' }), album(s, released), started, t) ===
            'locked'
          );
        },
      ),
    );
  });
});

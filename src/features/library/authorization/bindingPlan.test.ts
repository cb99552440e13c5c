import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum, makeBinding, testId } from '../../../domain/catalogue/testing';
import { albumCoverage, canChangeBinding, planBindings } from './bindingPlan';

const fileA = testId(801);
const fileB = testId(802);
const [t1, t2, t3, t4] = [testId(811), testId(812), testId(813), testId(814)];

describe('planBindings', () => {
  it('binds free tracks, keeps tracks already bound here, refuses tracks bound to another file', () => {
    const bindings = [makeBinding(fileA, t2), makeBinding(fileB, t3)];
    expect(planBindings([t1, t2, t3, t1], fileA, bindings)).toEqual([
      { trackId: t1, outcome: 'bind' },
      { trackId: t2, outcome: 'alreadyHere' },
      { trackId: t3, outcome: 'boundElsewhere', authorizationId: fileB },
    ]);
  });
  it('refuses a free track whose album is locked', () => {
    expect(planBindings([t1, t4], fileA, [], (id) => id === t4)).toEqual([
      { trackId: t1, outcome: 'bind' },
      { trackId: t4, outcome: 'locked' },
    ]);
  });
  it('never binds a track that has another file: each song belongs to exactly one file', () => {
    const ids = [t1, t2, t3, t4];
    const files = [fileA, fileB];
    const binding = fc.record({ track: fc.constantFrom(...ids), file: fc.constantFrom(...files) });
    fc.assert(
      fc.property(
        fc.array(binding, { maxLength: 6 }),
        fc.subarray(ids),
        fc.constantFrom(...files),
        (raw, wanted, target) => {
          const bindings = raw.map((b) => makeBinding(b.file, b.track));
          for (const d of planBindings(wanted, target, bindings)) {
            const others = bindings.filter(
              (b) => b.trackId === d.trackId && b.authorizationId !== target,
            );
            if (d.outcome === 'bind')
              expect(bindings.filter((b) => b.trackId === d.trackId)).toEqual([]);
            if (others.length > 0) expect(d.outcome).toBe('boundElsewhere');
          }
        },
      ),
    );
  });
});

describe('albumCoverage', () => {
  it('groups the album tracks by file, in album order, and names the tracks without one', () => {
    const bindings = [
      makeBinding(fileA, t2),
      makeBinding(fileA, t1),
      makeBinding(fileB, t3),
      makeBinding(fileB, testId(899)),
    ];
    const coverage = albumCoverage([t1, t2, t3, t4], bindings);
    expect([...coverage.byFile]).toEqual([
      [fileA, [t1, t2]],
      [fileB, [t3]],
    ]);
    expect(coverage.missing).toEqual([t4]);
    expect(coverage.multiple).toEqual([]);
  });
  it('reports a track bound to two files', () => {
    expect(albumCoverage([t1], [makeBinding(fileA, t1), makeBinding(fileB, t1)]).multiple).toEqual([
      t1,
    ]);
  });
});

describe('canChangeBinding', () => {
  it('follows the album lock: free for library tracks, drafts and rejections; not while pending or approved', () => {
    expect(canChangeBinding(null)).toBe(true);
    expect(canChangeBinding(makeAlbum({ reviewStatus: 10 }))).toBe(true);
    expect(canChangeBinding(makeAlbum({ reviewStatus: 13, approvedAt: null }))).toBe(true);
    for (const reviewStatus of [11, 12, 14, 15, 16] as const) {
      expect(
        canChangeBinding(makeAlbum({ reviewStatus, approvedAt: '2025-01-01T00:00:00.000Z' })),
        String(reviewStatus),
      ).toBe(false);
    }
  });
});

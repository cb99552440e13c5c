import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveBy, moveToIndex, nextTrackNo, sortByTrackNo, trackNoUpdates } from './trackOrder';

const t = (id: string, trackNo: number | null, name = id) => ({ id, trackNo, name });

describe('sortByTrackNo', () => {
  it('orders by number, tracks without one last by name', () => {
    const sorted = sortByTrackNo([
      t('c', null, 'Zed'),
      t('a', 2),
      t('b', 1),
      t('d', null, 'Alpha'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('keeps a stable order for equal numbers (a half-synced reorder)', () => {
    expect(sortByTrackNo([t('y', 1, 'Same'), t('x', 1, 'Same')]).map((x) => x.id)).toEqual([
      'x',
      'y',
    ]);
  });
});

describe('moveBy and moveToIndex', () => {
  it('moves one step and stays at the ends', () => {
    expect(moveBy(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('moves to a place, clamped; an unknown id changes nothing', () => {
    expect(moveToIndex(['a', 'b', 'c', 'd'], 'd', 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveToIndex(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(moveToIndex(['a', 'b', 'c'], 'b', -5)).toEqual(['b', 'a', 'c']);
    expect(moveToIndex(['a', 'b'], 'z', 0)).toEqual(['a', 'b']);
  });

  it('is a permutation of the same ids (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: -5, max: 40 }),
        (ids, pick, to) => {
          const id = ids[pick % ids.length];
          const moved = moveToIndex(ids, id, to);
          expect([...moved].sort()).toEqual([...ids].sort());
          expect(moved.indexOf(id)).toBe(Math.max(0, Math.min(ids.length - 1, to)));
        },
      ),
    );
  });
});

describe('trackNoUpdates', () => {
  it('writes only the tracks whose number changes', () => {
    const stored = new Map<string, number | null>([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(trackNoUpdates(stored, ['a', 'c', 'b'])).toEqual([
      { id: 'c', trackNo: 2 },
      { id: 'b', trackNo: 3 },
    ]);
    expect(trackNoUpdates(stored, ['a', 'b', 'c'])).toEqual([]);
  });

  it('numbers tracks without one and closes gaps', () => {
    const stored = new Map<string, number | null>([
      ['a', 1],
      ['c', 3],
      ['n', null],
    ]);
    expect(trackNoUpdates(stored, ['a', 'c', 'n'])).toEqual([
      { id: 'c', trackNo: 2 },
      { id: 'n', trackNo: 3 },
    ]);
  });

  it('applied to the stored numbers, always gives the order 1..n (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 40 }).chain((ids) =>
          fc.tuple(
            fc.constant(ids),
            fc.array(fc.option(fc.integer({ min: 1, max: 50 })), {
              minLength: ids.length,
              maxLength: ids.length,
            }),
            fc.shuffledSubarray(ids, { minLength: ids.length }),
          ),
        ),
        ([ids, numbers, order]) => {
          const stored = new Map(ids.map((id, i) => [id, numbers[i]]));
          for (const u of trackNoUpdates(stored, order)) stored.set(u.id, u.trackNo);
          expect(order.map((id) => stored.get(id))).toEqual(order.map((_, i) => i + 1));
        },
      ),
    );
  });
});

describe('nextTrackNo', () => {
  it('comes after the last number, or after the count when numbers are missing', () => {
    expect(nextTrackNo([])).toBe(1);
    expect(nextTrackNo([{ trackNo: 1 }, { trackNo: 2 }])).toBe(3);
    expect(nextTrackNo([{ trackNo: 1 }, { trackNo: 7 }])).toBe(8);
    expect(nextTrackNo([{ trackNo: null }, { trackNo: null }])).toBe(3);
  });
});

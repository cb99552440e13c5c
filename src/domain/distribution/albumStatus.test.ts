import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELEASE_STATUSES, type ReleaseStatus } from '../status';
import { deriveAlbumReleaseStatus } from './albumStatus';

describe('deriveAlbumReleaseStatus', () => {
  it.each<[ReleaseStatus[], ReleaseStatus]>([
    [[], 20],
    [[20, 20], 20],
    [[22, 20], 22],
    [[22, 21], 21],
    [[22, 27], 27],
    [[24, 22], 22],
    [[24, 20], 24],
    [[22, 23], 23],
    [[26, 22], 26],
    [[25, 21], 25],
  ])('%j -> %i', (states, expected) => {
    expect(deriveAlbumReleaseStatus(states)).toBe(expected);
  });

  const states = fc.array(fc.constantFrom(...RELEASE_STATUSES), { maxLength: 12 });

  it('stable: order and repeats of channels do not change it, and it is one of theirs (or 20)', () => {
    fc.assert(
      fc.property(states, fc.integer(), (list, seed) => {
        const status = deriveAlbumReleaseStatus(list);
        const shuffled = [...list].sort(() => (seed % 2 === 0 ? 1 : -1));
        const doubled = [...list, ...list];
        return (
          deriveAlbumReleaseStatus(shuffled) === status &&
          deriveAlbumReleaseStatus(doubled) === status &&
          (list.includes(status) || status === 20)
        );
      }),
    );
  });

  it('adding a channel that is not released yet never changes the album status', () => {
    fc.assert(
      fc.property(
        states,
        (list) => deriveAlbumReleaseStatus([...list, 20]) === deriveAlbumReleaseStatus(list),
      ),
    );
  });
});

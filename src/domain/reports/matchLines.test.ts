import { describe, expect, it } from 'vitest';
import { matchUsageLine, upcKey, type CatalogueIndex } from './matchLines';

const index: CatalogueIndex = {
  trackIdsByIsrc: (isrc) => ({ CNA122400001: ['t1'], CNA122400009: ['t8', 't9'] })[isrc] ?? [],
  albumIdsByUpc: (upc) => ({ [upcKey('690123456787')]: ['a1'] })[upc] ?? [],
};

describe('matching usage lines to the catalogue', () => {
  it('by ISRC to a track, by UPC to an album', () => {
    expect(matchUsageLine({ isrc: 'CNA122400001', upc: null }, index)).toEqual({
      kind: 'track',
      trackId: 't1',
    });
    expect(matchUsageLine({ isrc: null, upc: '0690123456787' }, index)).toEqual({
      kind: 'album',
      albumId: 'a1',
    });
    expect(matchUsageLine({ isrc: 'USRC17607839', upc: '690123456787' }, index)).toEqual({
      kind: 'album',
      albumId: 'a1',
    });
  });

  it('keeps a reason for what it cannot match', () => {
    expect(matchUsageLine({ isrc: 'USRC17607839', upc: null }, index)).toEqual({
      kind: 'unmatched',
      reason: 'isrc-unknown',
    });
    expect(matchUsageLine({ isrc: 'CNA122400009', upc: null }, index)).toEqual({
      kind: 'unmatched',
      reason: 'isrc-ambiguous',
    });
    expect(matchUsageLine({ isrc: null, upc: '123456789012' }, index)).toEqual({
      kind: 'unmatched',
      reason: 'upc-unknown',
    });
    expect(matchUsageLine({ isrc: null, upc: null }, index)).toEqual({
      kind: 'unmatched',
      reason: 'no-identifier',
    });
  });
});

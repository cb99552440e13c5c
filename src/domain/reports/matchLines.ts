// A usage line to the catalogue: by ISRC to a track, else by UPC to an album (a release-level
// sale). Lines that match nothing keep a reason and stay listed for staff (issue 17).
import type { UsageLine } from './usageLine';

export const UNMATCHED_REASONS = [
  'isrc-unknown',
  'isrc-ambiguous',
  'upc-unknown',
  'upc-ambiguous',
  'no-identifier',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export type LineMatch =
  | { kind: 'track'; trackId: string }
  | { kind: 'album'; albumId: string }
  | { kind: 'unmatched'; reason: UnmatchedReason };

/** What the catalogue knows; the server answers from its tables, tests from a Map. */
export interface CatalogueIndex {
  trackIdsByIsrc(isrc: string): readonly string[];
  albumIdsByUpc(upc: string): readonly string[];
}

/** UPC-A and EAN-13 of the same product compare equal ("0" + UPC-A is the EAN-13). */
export function upcKey(upc: string): string {
  return upc.replace(/^0+/, '');
}

export function matchUsageLine(
  line: Pick<UsageLine, 'isrc' | 'upc'>,
  index: CatalogueIndex,
): LineMatch {
  if (line.isrc !== null) {
    const tracks = index.trackIdsByIsrc(line.isrc);
    if (tracks.length === 1) return { kind: 'track', trackId: tracks[0] };
    if (tracks.length > 1) return { kind: 'unmatched', reason: 'isrc-ambiguous' };
    if (line.upc === null) return { kind: 'unmatched', reason: 'isrc-unknown' };
  }
  if (line.upc !== null) {
    const albums = index.albumIdsByUpc(upcKey(line.upc));
    if (albums.length === 1) return { kind: 'album', albumId: albums[0] };
    return {
      kind: 'unmatched',
      reason:
        albums.length > 1 ? 'upc-ambiguous' : line.isrc !== null ? 'isrc-unknown' : 'upc-unknown',
    };
  }
  return { kind: 'unmatched', reason: 'no-identifier' };
}

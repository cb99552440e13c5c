// The DDEX calls of the /api (issue 15). A package answers a zip, so its path carries its own
// extension; a refusal is the usual envelope.
import type { ReleaseDiff } from './diff';

export const DDEX_PATHS = {
  /** GET ?albumId=: the offline package of the caller's own approved album */
  albumPackage: '/album/get/ddex_package.zip',
  /** GET ?albumId=: the same for any organisation's album (back office) */
  backofficeAlbumPackage: '/backoffice/album/ddex_package.zip',
  /** GET ?albumId=: what changed since the message last built for the album (AlbumDdexDiff) */
  albumDiff: '/album/get/ddex_diff',
  /** GET ?albumId=: the same for any organisation's album (back office) */
  backofficeAlbumDiff: '/backoffice/album/ddex_diff',
} as const;

/** The message last built for an album, and how the one that would be built now differs from it. */
export interface AlbumDdexDiff {
  /** null: no message was built for the album yet (no package downloaded) */
  last: { messageId: string; albumVersion: number; sha256: string; builtAt: string } | null;
  /** null with no last message; not ok when the album cannot make a valid message now */
  diff: ReleaseDiff | null;
}

/** The file name a browser saves a package under: the release's UPC, else the album id. */
export function packageFileName(album: { id: string; upc: string | null }): string {
  return `${album.upc ?? album.id}.zip`;
}

// The DDEX calls of the /api (issue 15). A package answers a zip, so its path carries its own
// extension; a refusal is the usual envelope.
export const DDEX_PATHS = {
  /** GET ?albumId=: the offline package of the caller's own approved album */
  albumPackage: '/album/get/ddex_package.zip',
  /** GET ?albumId=: the same for any organisation's album (back office) */
  backofficeAlbumPackage: '/backoffice/album/ddex_package.zip',
} as const;

/** The file name a browser saves a package under: the release's UPC, else the album id. */
export function packageFileName(album: { id: string; upc: string | null }): string {
  return `${album.upc ?? album.id}.zip`;
}

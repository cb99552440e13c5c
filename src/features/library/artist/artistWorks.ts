// The albums and songs an artist appears on, with the roles it has there, and the ones a record
// company is bound to. Read from the device's store: the server does not keep these counts up to
// date (albumCount/songCount stay as created), so the pages count for themselves.
import type { Album, AlbumArtistRole, Track, TrackArtistRole } from '../../../domain/catalogue';

export interface AlbumWork {
  album: Album;
  roles: AlbumArtistRole[];
}

export interface TrackWork {
  track: Track;
  roles: TrackArtistRole[];
}

/** Deleted albums (review status 15) are kept by the server but are no longer anyone's work. */
const isLive = (album: Pick<Album, 'reviewStatus'>) => album.reviewStatus !== 15;

export function albumsOfArtist(albums: readonly Album[], artistId: string): AlbumWork[] {
  const works: AlbumWork[] = [];
  for (const album of albums) {
    const roles = album.artists.filter((a) => a.artistId === artistId).map((a) => a.role);
    if (roles.length > 0 && isLive(album)) works.push({ album, roles: [...new Set(roles)] });
  }
  return works;
}

export function tracksOfArtist(tracks: readonly Track[], artistId: string): TrackWork[] {
  const works: TrackWork[] = [];
  for (const track of tracks) {
    const roles = track.artists.filter((a) => a.artistId === artistId).map((a) => a.role);
    if (roles.length > 0) works.push({ track, roles: [...new Set(roles)] });
  }
  return works;
}

export function albumsOfRecordCompany(
  albums: readonly Album[],
  recordCompanyId: string,
): AlbumWork[] {
  return albums
    .filter((a) => a.recordCompanyId === recordCompanyId && isLive(a))
    .map((album) => ({ album, roles: [] }));
}

/** Newest first, then by name: what the user last worked on comes first. */
export function byRecent<T extends { updatedAt: string; name: string }>(a: T, b: T): number {
  return b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name);
}

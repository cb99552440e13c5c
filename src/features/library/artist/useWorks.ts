// Live works of an artist or a record company: an artist's albums and songs through the
// multi-entry `_artistIds` index (src/data/listKeys.ts), a record company's tracks through the
// labelId index; only a record company's albums read the (small) album table whole. `undefined`
// while IndexedDB is being read.
import { useMemo } from 'react';
import { useRecords } from '../../../data/catalogueHooks';
import { ARTIST_IDS_KEY } from '../../../data/listKeys';
import {
  albumsOfArtist,
  albumsOfRecordCompany,
  byRecent,
  tracksOfArtist,
  type AlbumWork,
  type TrackWork,
} from './artistWorks';

const sortAlbums = (works: AlbumWork[]) => works.sort((a, b) => byRecent(a.album, b.album));
const sortTracks = (works: TrackWork[]) => works.sort((a, b) => byRecent(a.track, b.track));

export function useArtistAlbums(artistId: string): AlbumWork[] | undefined {
  const albums = useRecords('album', { where: { field: ARTIST_IDS_KEY, equals: artistId } });
  return useMemo(() => albums && sortAlbums(albumsOfArtist(albums, artistId)), [albums, artistId]);
}

export function useArtistTracks(artistId: string): TrackWork[] | undefined {
  const tracks = useRecords('track', { where: { field: ARTIST_IDS_KEY, equals: artistId } });
  return useMemo(() => tracks && sortTracks(tracksOfArtist(tracks, artistId)), [tracks, artistId]);
}

export function useRecordCompanyAlbums(recordCompanyId: string): AlbumWork[] | undefined {
  const albums = useRecords('album');
  return useMemo(
    () => albums && sortAlbums(albumsOfRecordCompany(albums, recordCompanyId)),
    [albums, recordCompanyId],
  );
}

export function useRecordCompanyTracks(recordCompanyId: string): TrackWork[] | undefined {
  const tracks = useRecords('track', { where: { field: 'labelId', equals: recordCompanyId } });
  return useMemo(
    () => tracks && sortTracks(tracks.map((track) => ({ track, roles: [] }))),
    [tracks],
  );
}

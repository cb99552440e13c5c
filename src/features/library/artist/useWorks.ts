// Live works of an artist or a record company. Artists sit inside the albums' and tracks' artist
// lists, which no index reaches, so those are read whole; a record company's tracks use the
// labelId index. `undefined` while IndexedDB is being read.
import { useMemo } from 'react';
import { useRecords } from '../../../data/catalogueHooks';
import { albumsOfArtist, albumsOfRecordCompany, byRecent, tracksOfArtist, type AlbumWork, type TrackWork } from './artistWorks';

const sortAlbums = (works: AlbumWork[]) => works.sort((a, b) => byRecent(a.album, b.album));
const sortTracks = (works: TrackWork[]) => works.sort((a, b) => byRecent(a.track, b.track));

export function useArtistAlbums(artistId: string): AlbumWork[] | undefined {
  const albums = useRecords('album');
  return useMemo(() => albums && sortAlbums(albumsOfArtist(albums, artistId)), [albums, artistId]);
}

export function useArtistTracks(artistId: string): TrackWork[] | undefined {
  const tracks = useRecords('track');
  return useMemo(() => tracks && sortTracks(tracksOfArtist(tracks, artistId)), [tracks, artistId]);
}

export function useRecordCompanyAlbums(recordCompanyId: string): AlbumWork[] | undefined {
  const albums = useRecords('album');
  return useMemo(() => albums && sortAlbums(albumsOfRecordCompany(albums, recordCompanyId)), [albums, recordCompanyId]);
}

export function useRecordCompanyTracks(recordCompanyId: string): TrackWork[] | undefined {
  const tracks = useRecords('track', { where: { field: 'labelId', equals: recordCompanyId } });
  return useMemo(() => tracks && sortTracks(tracks.map((track) => ({ track, roles: [] }))), [tracks]);
}

// The album and track counts of the artist and record-company lists, counted by the same hooks as
// their pages (useWorks): the stored albumCount/songCount/trackCount stay as the server created
// them (0), so a list that showed them said 0 / 0 where the page said 5 / 8. Only the rows on
// screen are rendered (VirtualGrid), so only they count.
import { NumberCell } from '../lists/cells';
import {
  useArtistAlbums,
  useArtistTracks,
  useRecordCompanyAlbums,
  useRecordCompanyTracks,
} from './useWorks';

export function ArtistAlbumCountCell({ artistId }: { artistId: string }) {
  return <NumberCell value={useArtistAlbums(artistId)?.length} />;
}

export function ArtistSongCountCell({ artistId }: { artistId: string }) {
  return <NumberCell value={useArtistTracks(artistId)?.length} />;
}

export function RecordCompanyAlbumCountCell({ recordCompanyId }: { recordCompanyId: string }) {
  return <NumberCell value={useRecordCompanyAlbums(recordCompanyId)?.length} />;
}

export function RecordCompanyTrackCountCell({ recordCompanyId }: { recordCompanyId: string }) {
  return <NumberCell value={useRecordCompanyTracks(recordCompanyId)?.length} />;
}

import { AlbumFrame } from '../frame/AlbumFrame';
import { AlbumTracks } from './AlbumTracks';

/** /library/album/:albumId/track: the album's tracks with their audio, player and lyrics; add, order, copy and delete. */
export function AlbumTrackPage() {
  return (
    <AlbumFrame tab="library-album-track">{(album) => <AlbumTracks album={album} />}</AlbumFrame>
  );
}

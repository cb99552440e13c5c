import { AlbumFrame } from '../frame/AlbumFrame';
import { AlbumCoverField } from './AlbumCoverField';
import { AlbumInfoForm } from './AlbumInfoForm';

/** /library/album/:albumId/info: the album as stored on this device, editable where review allows. */
export function AlbumInfoPage() {
  return (
    <AlbumFrame tab="library-album-info">
      {(album) => (
        <>
          {/* keyed by album: another album's page starts with a clean form */}
          <AlbumInfoForm key={album.id} album={album} />
          <AlbumCoverField key={`cover-${album.id}`} album={album} />
        </>
      )}
    </AlbumFrame>
  );
}

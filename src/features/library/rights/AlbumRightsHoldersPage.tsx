import { AlbumFrame } from '../frame/AlbumFrame';
import { RightsHoldersPanel } from './RightsHoldersPanel';

/** /library/album/:albumId/rightsHolders: who holds rights in the album as a whole. */
export function AlbumRightsHoldersPage() {
  return (
    <AlbumFrame tab="library-album-rightsHolders">
      {(album) => (
        <RightsHoldersPanel
          key={album.id}
          owner={{ kind: 'album', albumId: album.id }}
          album={album}
        />
      )}
    </AlbumFrame>
  );
}

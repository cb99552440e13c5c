import { AlbumFrame } from '../frame/AlbumFrame';
import { LocalizationPanel } from './LocalizationPanel';

/** /library/album/:albumId/localization: the album's information per language and its overseas cover. */
export function AlbumLocalizationPage() {
  return (
    <AlbumFrame tab="library-album-localization">
      {(album) => (
        <LocalizationPanel
          key={album.id}
          owner={{ entity: 'album', entityId: album.id, albumId: album.id }}
          album={album}
        />
      )}
    </AlbumFrame>
  );
}

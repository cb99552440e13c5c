import { useIntl } from 'react-intl';
import { ArtistFrame } from './ArtistFrame';
import { worksMessages as m } from './messages';
import { useArtistAlbums } from './useWorks';
import { AlbumWorksTable } from './WorksTables';

function ArtistAlbums({ artistId }: { artistId: string }) {
  const intl = useIntl();
  return (
    <AlbumWorksTable
      rows={useArtistAlbums(artistId)}
      withRoles
      label={intl.formatMessage(m.albums)}
    />
  );
}

/** /library/artist/:artistId/album: the albums the artist appears on, with its roles there. */
export function ArtistAlbumsPage() {
  return (
    <ArtistFrame tab="library-artist-album">
      {(artist) => <ArtistAlbums artistId={artist.id} />}
    </ArtistFrame>
  );
}

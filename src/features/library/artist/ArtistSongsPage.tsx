import { useIntl } from 'react-intl';
import { ArtistFrame } from './ArtistFrame';
import { worksMessages as m } from './messages';
import { useArtistTracks } from './useWorks';
import { TrackWorksTable } from './WorksTables';

function ArtistSongs({ artistId }: { artistId: string }) {
  const intl = useIntl();
  return (
    <TrackWorksTable
      rows={useArtistTracks(artistId)}
      withRoles
      label={intl.formatMessage(m.songs)}
    />
  );
}

/** /library/artist/:artistId/song: the tracks the artist appears on, with its roles there. */
export function ArtistSongsPage() {
  return (
    <ArtistFrame tab="library-artist-song">
      {(artist) => <ArtistSongs artistId={artist.id} />}
    </ArtistFrame>
  );
}

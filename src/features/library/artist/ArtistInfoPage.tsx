import { ArtistFrame } from './ArtistFrame';
import { ArtistInfoForm } from './ArtistInfoForm';

/** /library/artist/:artistId/info: the artist as stored on this device, every field editable. */
export function ArtistInfoPage() {
  // keyed by artist: another artist's page starts with a clean form
  return (
    <ArtistFrame tab="library-artist-info">
      {(artist) => <ArtistInfoForm key={artist.id} artist={artist} />}
    </ArtistFrame>
  );
}

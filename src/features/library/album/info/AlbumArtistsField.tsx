import { ALBUM_ARTIST_ROLES } from '../../../../domain/catalogue';
import { ArtistRolesField } from '../../shared/ArtistRolesField';
import type { AlbumInfoForm } from '../useAlbumInfoForm';
import {
  albumArtistRowMessages as rowText,
  albumFormMessages as m,
  albumRoleMessages,
} from './messages';
import type { AlbumFieldProps } from './useAlbumFieldProps';

const TEXTS = {
  artistPick: rowText.artistPick,
  rolePick: rowText.rolePick,
  remove: rowText.removeArtist,
  addArtist: m.addArtist,
  noArtists: m.noArtists,
  unknownArtist: m.unknownArtist,
};

/** The album's artists with their album roles (main, featured, other). */
export function AlbumArtistsField({
  form,
  props,
}: {
  form: AlbumInfoForm;
  props: AlbumFieldProps;
}) {
  return (
    <ArtistRolesField
      {...props}
      rows={form.values.artists}
      onChange={(rows) => form.change('artists', rows)}
      editable={form.canEdit('artists')}
      roles={ALBUM_ARTIST_ROLES}
      roleText={albumRoleMessages}
      mainRole="MainArtist"
      nextRole="FeaturedArtist"
      texts={TEXTS}
      testId="album-artists"
    />
  );
}

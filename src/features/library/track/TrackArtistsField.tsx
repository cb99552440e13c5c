import { TRACK_ARTIST_ROLES } from '../../../domain/catalogue';
import { ArtistRolesField } from '../shared/ArtistRolesField';
import {
  trackArtistRowMessages as rowText,
  trackMessages as m,
  trackRoleMessages,
} from './messages';
import type { TrackFieldProps } from './useTrackFieldProps';
import type { TrackInfoForm } from './useTrackInfoForm';

const TEXTS = {
  artistPick: rowText.artistPick,
  rolePick: rowText.rolePick,
  remove: rowText.remove,
  addArtist: m.addArtist,
  noArtists: m.noArtists,
  unknownArtist: m.unknownArtist,
};

/** The track's artists with their track roles (main, featured, producer, ...). */
export function TrackArtistsField({
  form,
  props,
}: {
  form: TrackInfoForm;
  props: TrackFieldProps;
}) {
  return (
    <ArtistRolesField
      {...props}
      rows={form.values.artists}
      onChange={(rows) => form.change('artists', rows)}
      editable={form.canEdit('artists')}
      roles={TRACK_ARTIST_ROLES}
      roleText={trackRoleMessages}
      mainRole="main"
      nextRole="featured"
      texts={TEXTS}
      testId="track-artists"
    />
  );
}

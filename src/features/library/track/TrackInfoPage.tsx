import { Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { useRecord } from '../../../data/catalogueHooks';
import type { Track } from '../../../domain/catalogue';
import { TrackFrame } from '../frame/TrackFrame';
import { TrackInfoForm } from './TrackInfoForm';
import { TrackMediaSection } from './TrackMediaSection';

/** The track with the album whose review state decides what may change (none for a library track). */
function TrackInfo({ track }: { track: Track }) {
  const intl = useIntl();
  const album = useRecord('album', track.albumId);
  if (album === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  return (
    <>
      {/* keyed by track: another track's page starts with a clean form */}
      <TrackInfoForm key={track.id} track={track} album={album} />
      <TrackMediaSection track={track} album={album} />
    </>
  );
}

/** /library/track/:trackId/info: every field of the track, its audio and lyrics. */
export function TrackInfoPage() {
  return <TrackFrame tab="library-track-info">{(track) => <TrackInfo track={track} />}</TrackFrame>;
}

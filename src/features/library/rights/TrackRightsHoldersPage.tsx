import { Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { useRecord } from '../../../data/catalogueHooks';
import type { Track } from '../../../domain/catalogue';
import { TrackFrame } from '../frame/TrackFrame';
import { RightsHoldersPanel } from './RightsHoldersPanel';

function TrackRights({ track }: { track: Track }) {
  const intl = useIntl();
  // the track's album decides whether its rights may change (none: a library track)
  const album = useRecord('album', track.albumId);
  if (album === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  return (
    <RightsHoldersPanel
      owner={{ kind: 'track', trackId: track.id, albumId: track.albumId }}
      album={album}
    />
  );
}

/** /library/track/:trackId/rightsHolders: who holds rights in this track. */
export function TrackRightsHoldersPage() {
  return (
    <TrackFrame tab="library-track-rightsHolders">
      {(track) => <TrackRights key={track.id} track={track} />}
    </TrackFrame>
  );
}

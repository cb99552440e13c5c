import { Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { useRecord } from '../../../data/catalogueHooks';
import type { Track } from '../../../domain/catalogue';
import { contentLockOf } from '../shared/contentLock';
import { TrackFrame } from '../frame/TrackFrame';
import { LocalizationPanel } from './LocalizationPanel';
import { TranslatedLyricsSection } from './TranslatedLyricsSection';

function TrackLocalization({ track }: { track: Track }) {
  const intl = useIntl();
  // the track's album decides what may change (none: a library track)
  const album = useRecord('album', track.albumId);
  if (album === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  const lyricsLock = contentLockOf('lyrics', album);
  return (
    <>
      <LocalizationPanel
        owner={{ entity: 'track', entityId: track.id, albumId: track.albumId }}
        album={album}
      />
      <TranslatedLyricsSection
        track={track}
        editable={lyricsLock.canAddRemove && lyricsLock.canEdit('file')}
      />
    </>
  );
}

/** /library/track/:trackId/localization: the track's information per language and its translated lyrics. */
export function TrackLocalizationPage() {
  return (
    <TrackFrame tab="library-track-localization">
      {(track) => <TrackLocalization key={track.id} track={track} />}
    </TrackFrame>
  );
}

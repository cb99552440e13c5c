import { Body1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album } from '../../../domain/catalogue';
import { AlbumFrame } from '../frame/AlbumFrame';
import { mediaTabMessages as m } from './messages';
import { useMediaFormStyles } from '../shared/media/MediaForms.styles';
import { TrackMediaGroup } from './TrackMediaGroup';

function AlbumClips({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const tracks = useRecords('track', {
    where: { field: 'albumId', equals: album.id },
    orderBy: 'trackNo',
  });
  if (tracks !== undefined && tracks.length === 0)
    return <Body1 className={styles.muted}>{intl.formatMessage(m.noTracks)}</Body1>;
  return (
    <>
      {(tracks ?? []).map((track) => (
        <TrackMediaGroup key={track.id} track={track} album={album} showTrackName />
      ))}
    </>
  );
}

/** /library/album/:albumId/track-clip-and-accompaniment: the clips and accompaniments of the album's tracks, by track. */
export function AlbumClipsPage() {
  return (
    <AlbumFrame tab="library-album-track-clip-and-accompaniment">
      {(album) => <AlbumClips album={album} />}
    </AlbumFrame>
  );
}

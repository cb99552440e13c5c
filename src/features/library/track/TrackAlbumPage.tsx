import {
  Body1,
  Caption1,
  Card,
  CardHeader,
  Spinner,
  Subtitle2,
  Text,
} from '@fluentui/react-components';
import { AlbumRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord, useRecords } from '../../../data/catalogueHooks';
import type { Track } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { albumListMessages } from '../album/messages';
import { TrackFrame } from '../frame/TrackFrame';
import { ReleaseStatusBadge, ReviewStatusBadge } from '../status/StatusBadges';
import { trackAlbumMessages as m } from './messages';
import { useTrackAlbumStyles } from './TrackPages.styles';

/**
 * The cover is shown by its facts: stored covers are files of the object store, which has no
 * image URL for an <img> (downloads go through a POST with the session header).
 */
function AlbumCard({ track, albumId }: { track: Track; albumId: string }) {
  const intl = useIntl();
  const styles = useTrackAlbumStyles();
  const album = useRecord('album', albumId);
  const siblings = useRecords('track', { where: { field: 'albumId', equals: albumId } });
  if (album === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (album === null)
    return <Body1 data-testid="track-album-missing">{intl.formatMessage(m.missing)}</Body1>;
  const name = album.name || intl.formatMessage(albumListMessages.unnamed);
  return (
    <Card className={styles.card} data-testid="track-album-card">
      <CardHeader
        image={
          <div
            className={styles.cover}
            role="img"
            aria-label={
              album.cover ? intl.formatMessage(m.coverAlt, { name }) : intl.formatMessage(m.noCover)
            }
          >
            <AlbumRegular aria-hidden />
          </div>
        }
        header={
          <Subtitle2 as="h2" data-testid="track-album-name">
            {name}
          </Subtitle2>
        }
        description={
          <div className={styles.body}>
            <div className={styles.badges}>
              <ReviewStatusBadge status={album.reviewStatus} />
              <ReleaseStatusBadge status={album.releaseStatus} />
            </div>
            <Caption1 className={styles.muted}>
              {track.trackNo !== null &&
                `${intl.formatMessage(m.position, { no: track.trackNo })} · `}
              {intl.formatMessage(m.trackCount, { count: siblings?.length ?? 0 })}
            </Caption1>
            {album.cover && (
              <Caption1 className={styles.muted}>
                {album.cover.name} ·{' '}
                {intl.formatMessage(sharedMessages.pixelSize, {
                  width: album.cover.widthPx,
                  height: album.cover.heightPx,
                })}
              </Caption1>
            )}
            <Text>
              <RouterLink to={routePath('library-album-info', { albumId: album.id })}>
                {intl.formatMessage(m.open)}
              </RouterLink>
            </Text>
          </div>
        }
      />
    </Card>
  );
}

/** /library/track/:trackId/album: the album the track belongs to. */
export function TrackAlbumPage() {
  const intl = useIntl();
  return (
    <TrackFrame tab="library-track-album">
      {(track) =>
        track.albumId === null ? (
          <Body1 data-testid="track-album-none">{intl.formatMessage(m.none)}</Body1>
        ) : (
          <AlbumCard key={track.albumId} track={track} albumId={track.albumId} />
        )
      }
    </TrackFrame>
  );
}

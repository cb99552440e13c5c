// Every page of one track: its title and the tab row around the tab's own content.
import { Body1, Spinner, Title2, Title3 } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord, type VisibleRecord } from '../../../data/catalogueHooks';
import { routePath, type RouteName } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { EntityTabs, type EntityTab } from './EntityTabs';
import { frameMessages as m } from './messages';

export type TrackRecord = VisibleRecord<'track'>;

export const TRACK_TABS: readonly EntityTab[] = [
  { routeName: 'library-track-info', label: m.trackInfo },
  { routeName: 'library-track-rightsHolders', label: m.rightsHolders },
  { routeName: 'library-track-localization', label: m.localization },
  { routeName: 'library-track-track-clip-and-accompaniment', label: m.clipsAndAccompaniments },
  { routeName: 'library-track-album', label: m.trackAlbum },
];

interface Props {
  tab: RouteName;
  children: (track: TrackRecord) => ReactNode;
}

export function TrackFrame({ tab, children }: Props) {
  const styles = useAlbumPageStyles();
  const intl = useIntl();
  const { trackId = '' } = useParams();
  const track = useRecord('track', trackId);

  if (track === undefined) return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (track === null) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid="track-not-found">
        <MusicNote2Regular className={styles.emptyIcon} aria-hidden />
        <Title3 as="h1" className={styles.heading}>
          {intl.formatMessage(m.trackNotFound)}
        </Title3>
        <Body1 className={styles.muted}>{intl.formatMessage(m.trackNotFoundHint)}</Body1>
        <RouterLink to={routePath('library-track-list')}>{intl.formatMessage(m.backToTracks)}</RouterLink>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading} data-testid="track-title">
        {track.name || intl.formatMessage(m.untitledTrack)}
      </Title2>
      <EntityTabs tabs={TRACK_TABS} current={tab} params={{ trackId }} label={m.trackTabs} />
      {children(track)}
    </div>
  );
}

// Every page of one album: its title, review and release badges and the tab row, around the
// tab's own content. Loading and "not found" are answered here once for all album tabs.
import { Body1, Spinner, Title2, Title3 } from '@fluentui/react-components';
import { AlbumRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord, type VisibleRecord } from '../../../data/catalogueHooks';
import { routePath, type RouteName } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { albumInfoMessages, albumListMessages } from '../album/messages';
import { ReleaseStatusBadge, ReviewStatusBadge } from '../status/StatusBadges';
import { EntityTabs, type EntityTab } from './EntityTabs';
import { frameMessages as m } from './messages';

export type AlbumRecord = VisibleRecord<'album'>;

export const ALBUM_TABS: readonly EntityTab[] = [
  { routeName: 'library-album-info', label: m.albumInfo },
  { routeName: 'library-album-track', label: m.albumTracks },
  { routeName: 'library-album-rightsHolders', label: m.rightsHolders },
  { routeName: 'library-album-localization', label: m.localization },
  { routeName: 'library-album-track-clip-and-accompaniment', label: m.clipsAndAccompaniments },
  { routeName: 'library-album-authorization-list', label: m.authorization },
];

interface Props {
  /** the route name of the tab being shown */
  tab: RouteName;
  children: (album: AlbumRecord) => ReactNode;
}

export function AlbumFrame({ tab, children }: Props) {
  const styles = useAlbumPageStyles();
  const intl = useIntl();
  const { albumId = '' } = useParams();
  const album = useRecord('album', albumId);

  if (album === undefined) return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (album === null) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid="album-not-found">
        <AlbumRegular className={styles.emptyIcon} aria-hidden />
        <Title3 as="h1" className={styles.heading}>
          {intl.formatMessage(albumInfoMessages.notFound)}
        </Title3>
        <Body1 className={styles.muted}>{intl.formatMessage(albumInfoMessages.notFoundHint)}</Body1>
        <RouterLink to={routePath('library-album-list')}>{intl.formatMessage(albumInfoMessages.backToList)}</RouterLink>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title2 as="h1" className={styles.heading} data-testid="album-title">
          {album.name || intl.formatMessage(albumListMessages.unnamed)}
        </Title2>
        <ReviewStatusBadge status={album.reviewStatus} />
        <ReleaseStatusBadge status={album.releaseStatus} />
      </div>
      <EntityTabs tabs={ALBUM_TABS} current={tab} params={{ albumId }} label={m.albumTabs} />
      {children(album)}
    </div>
  );
}

// Every page of one album: its title, review and release badges and the tab row (RecordFrame).
import { AlbumRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import { routePath, type RouteName } from '../../../domain/routes';
import { albumInfoMessages, albumListMessages } from '../album/messages';
import { ReleaseStatusBadge, ReviewStatusBadge } from '../status/StatusBadges';
import type { EntityTab } from './EntityTabs';
import { frameMessages as m } from './messages';
import { RecordFrame } from './RecordFrame';

export type AlbumRecord = VisibleRecord<'album'>;

export const ALBUM_TABS: readonly EntityTab[] = [
  { routeName: 'library-album-info', label: m.albumInfo },
  { routeName: 'library-album-track', label: m.albumTracks },
  { routeName: 'library-album-rightsHolders', label: m.rightsHolders },
  { routeName: 'library-album-localization', label: m.localization },
  { routeName: 'library-album-track-clip-and-accompaniment', label: m.clipsAndAccompaniments },
  { routeName: 'library-album-authorization-list', label: m.authorization },
];

const TEXTS = {
  tabs: m.albumTabs,
  unnamed: albumListMessages.unnamed,
  notFound: albumInfoMessages.notFound,
  notFoundHint: albumInfoMessages.notFoundHint,
  backToList: albumInfoMessages.backToList,
};

const badges = (album: AlbumRecord) => (
  <>
    <ReviewStatusBadge status={album.reviewStatus} />
    <ReleaseStatusBadge status={album.releaseStatus} />
  </>
);

/** `tab`: the route name of the tab being shown. */
export function AlbumFrame({
  tab,
  children,
}: {
  tab: RouteName;
  children: (album: AlbumRecord) => ReactNode;
}) {
  return (
    <RecordFrame
      entity="album"
      param="albumId"
      tabs={ALBUM_TABS}
      tab={tab}
      texts={TEXTS}
      listPath={routePath('library-album-list')}
      testId="album"
      icon={AlbumRegular}
      badges={badges}
    >
      {children}
    </RecordFrame>
  );
}

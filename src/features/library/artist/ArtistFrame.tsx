import { PersonRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import { routePath, type RouteName } from '../../../domain/routes';
import type { EntityTab } from '../frame/EntityTabs';
import { artistInfoMessages as m } from './messages';
import { PendingBadge, RecordFrame } from '../frame/RecordFrame';

export const ARTIST_TABS: readonly EntityTab[] = [
  { routeName: 'library-artist-info', label: m.tabInfo },
  { routeName: 'library-artist-album', label: m.tabAlbums },
  { routeName: 'library-artist-song', label: m.tabSongs },
];

const TEXTS = {
  tabs: m.tabs,
  unnamed: m.unnamed,
  notFound: m.notFound,
  notFoundHint: m.notFoundHint,
  backToList: m.backToList,
};

const badges = (artist: VisibleRecord<'artist'>) => (
  <PendingBadge record={artist} testId="artist" />
);

export function ArtistFrame({
  tab,
  children,
}: {
  tab: RouteName;
  children: (artist: VisibleRecord<'artist'>) => ReactNode;
}) {
  return (
    <RecordFrame
      entity="artist"
      param="artistId"
      tabs={ARTIST_TABS}
      tab={tab}
      texts={TEXTS}
      listPath={routePath('library-artist-list')}
      testId="artist"
      icon={PersonRegular}
      badges={badges}
    >
      {children}
    </RecordFrame>
  );
}

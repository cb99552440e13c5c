// Every page of one track: its title and the tab row (RecordFrame).
import { MusicNote2Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import { routePath, type RouteName } from '../../../domain/routes';
import type { EntityTab } from './EntityTabs';
import { frameMessages as m } from './messages';
import { RecordFrame } from './RecordFrame';

export type TrackRecord = VisibleRecord<'track'>;

export const TRACK_TABS: readonly EntityTab[] = [
  { routeName: 'library-track-info', label: m.trackInfo },
  { routeName: 'library-track-rightsHolders', label: m.rightsHolders },
  { routeName: 'library-track-localization', label: m.localization },
  { routeName: 'library-track-track-clip-and-accompaniment', label: m.clipsAndAccompaniments },
  { routeName: 'library-track-album', label: m.trackAlbum },
];

const TEXTS = {
  tabs: m.trackTabs,
  unnamed: m.untitledTrack,
  notFound: m.trackNotFound,
  notFoundHint: m.trackNotFoundHint,
  backToList: m.backToTracks,
};

export function TrackFrame({
  tab,
  children,
}: {
  tab: RouteName;
  children: (track: TrackRecord) => ReactNode;
}) {
  return (
    <RecordFrame
      entity="track"
      param="trackId"
      tabs={TRACK_TABS}
      tab={tab}
      texts={TEXTS}
      listPath={routePath('library-track-list')}
      testId="track"
      icon={MusicNote2Regular}
    >
      {children}
    </RecordFrame>
  );
}

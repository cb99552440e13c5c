import { CutRegular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import type { TrackClip } from '../../../domain/catalogue';
import { CodeCell, DateCell, formatDuration } from '../lists/cells';
import { EntityListPage } from '../lists/EntityListPage';
import { RouteAction } from '../lists/ListLinks';
import {
  clipTypeMessages,
  columnMessages as c,
  trackClipListMessages,
  sourceMessages,
} from '../lists/messages';
import { mediaListSpec } from './mediaListSpec';
import { useTrackClipList, type WithTrackName } from './useTrackClipList';

type Row = WithTrackName<TrackClip>;

const spec = mediaListSpec<Row>({
  title: routeTitles['library-track-clip-list'],
  texts: trackClipListMessages,
  icon: CutRegular,
  testId: 'track-clip',
  rowIdName: 'clip',
  actions: <RouteAction routeName="library-track-clip-create" />,
  columns: ({ intl }) => [
    {
      id: 'type',
      header: intl.formatMessage(c.type),
      min: 130,
      grow: 0,
      render: (clip) => <CodeCell value={clip.type} labels={clipTypeMessages} />,
    },
    {
      id: 'start',
      header: intl.formatMessage(c.start),
      min: 60,
      grow: 0,
      numeric: true,
      render: (clip) => formatDuration(clip.startMs),
    },
    {
      id: 'duration',
      header: intl.formatMessage(c.duration),
      min: 70,
      grow: 0,
      numeric: true,
      render: (clip) => formatDuration(clip.durationMs ?? clip.file?.durationMs),
    },
    { id: 'tag', header: intl.formatMessage(c.tag), min: 90, grow: 1, render: (clip) => clip.tag },
    {
      id: 'source',
      header: intl.formatMessage(c.source),
      min: 110,
      grow: 0,
      render: (clip) => <CodeCell value={clip.source} labels={sourceMessages} />,
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(c.createdAt),
      min: 190,
      grow: 0,
      sortField: 'createdAt',
      render: (clip) => <DateCell value={clip.createdAt} withTime />,
    },
  ],
});

/** /library/track-clip/list: a clip's title opens its track's clips and accompaniments. */
export function TrackClipListPage() {
  return <EntityListPage spec={spec} data={useTrackClipList()} />;
}

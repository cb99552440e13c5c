import { MicRegular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import type { Accompaniment } from '../../../domain/catalogue';
import { mediaListSpec } from '../clips/mediaListSpec';
import type { WithTrackName } from '../clips/useTrackClipList';
import { CodeCell, DateCell, formatDuration, SizeCell } from '../lists/cells';
import { EntityListPage } from '../lists/EntityListPage';
import { RouteAction } from '../lists/ListLinks';
import {
  accompanimentTypeMessages,
  columnMessages as c,
  accompanimentListMessages,
} from '../lists/messages';
import { useAccompanimentList } from './useAccompanimentList';

type Row = WithTrackName<Accompaniment>;

const spec = mediaListSpec<Row>({
  title: routeTitles['library-accompaniment-list'],
  texts: accompanimentListMessages,
  icon: MicRegular,
  testId: 'accompaniment',
  actions: <RouteAction routeName="library-accompaniment-create" />,
  columns: ({ intl }) => [
    {
      id: 'type',
      header: intl.formatMessage(c.type),
      min: 110,
      grow: 0,
      render: (a) => <CodeCell value={a.accompanimentType} labels={accompanimentTypeMessages} />,
    },
    {
      id: 'duration',
      header: intl.formatMessage(c.duration),
      min: 70,
      grow: 0,
      numeric: true,
      render: (a) => formatDuration(a.file?.durationMs),
    },
    {
      id: 'format',
      header: intl.formatMessage(c.format),
      min: 70,
      grow: 0,
      render: (a) => a.file?.format.toUpperCase(),
    },
    {
      id: 'size',
      header: intl.formatMessage(c.size),
      min: 80,
      grow: 0,
      numeric: true,
      render: (a) => <SizeCell bytes={a.file?.sizeBytes} />,
    },
    { id: 'tag', header: intl.formatMessage(c.tag), min: 90, grow: 1, render: (a) => a.tag },
    {
      id: 'updatedAt',
      header: intl.formatMessage(c.updatedAt),
      min: 190,
      grow: 0,
      sortField: 'updatedAt',
      render: (a) => <DateCell value={a.updatedAt} withTime />,
    },
  ],
});

/** /library/accompaniment/list: a title opens its track's clips and accompaniments. */
export function AccompanimentListPage() {
  return <EntityListPage spec={spec} data={useAccompanimentList()} />;
}

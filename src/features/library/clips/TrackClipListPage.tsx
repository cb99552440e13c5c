import { CutRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import type { TrackClip } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { CodeCell, DateCell, formatDuration, useNameText } from '../lists/cells';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { GridLink, RouteAction } from '../lists/ListLinks';
import { clipTypeMessages, columnMessages as c, trackClipListMessages, listMessages, sourceMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { useTrackClipList, type WithTrackName } from './useTrackClipList';

const m = trackClipListMessages;
type Row = WithTrackName<TrackClip>;

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (clip: Row) => ({ 'data-testid': 'track-clip-row', 'data-clip-id': clip.id });

/** /library/track-clip/list: a clip's title opens its track's clips and accompaniments. */
export function TrackClipListPage() {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { state, list, filters } = useTrackClipList();

  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      {
        id: 'title',
        header: intl.formatMessage(c.title),
        min: 180,
        grow: 2,
        sortField: 'name',
        primary: true,
        render: (clip, ctx) => (
          <GridLink to={routePath('library-track-track-clip-and-accompaniment', { trackId: clip.trackId })} tabIndex={ctx.tabIndex}>
            {nameText(clip.title)}
          </GridLink>
        ),
      },
      {
        id: 'track',
        header: intl.formatMessage(c.track),
        min: 150,
        grow: 1.5,
        render: (clip) => (clip.trackName === null ? <span className={styles.muted}>{intl.formatMessage(listMessages.unknownRecord)}</span> : nameText(clip.trackName)),
      },
      { id: 'type', header: intl.formatMessage(c.type), min: 130, grow: 0, render: (clip) => <CodeCell value={clip.type} labels={clipTypeMessages} /> },
      { id: 'start', header: intl.formatMessage(c.start), min: 60, grow: 0, numeric: true, render: (clip) => formatDuration(clip.startMs) },
      { id: 'duration', header: intl.formatMessage(c.duration), min: 70, grow: 0, numeric: true, render: (clip) => formatDuration(clip.durationMs ?? clip.file?.durationMs) },
      { id: 'tag', header: intl.formatMessage(c.tag), min: 90, grow: 1, render: (clip) => clip.tag },
      { id: 'source', header: intl.formatMessage(c.source), min: 110, grow: 0, render: (clip) => <CodeCell value={clip.source} labels={sourceMessages} /> },
      { id: 'createdAt', header: intl.formatMessage(c.createdAt), min: 190, grow: 0, sortField: 'createdAt', render: (clip) => <DateCell value={clip.createdAt} withTime /> },
    ],
    [intl, nameText, styles],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-track-clip-list'])}
      tableLabel={intl.formatMessage(m.table)}
      list={list}
      state={state}
      columns={columns}
      filters={filters}
      nameKind="title"
      actions={<RouteAction routeName="library-track-clip-create" />}
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <CutRegular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="track-clip"
    />
  );
}

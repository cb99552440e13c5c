import { MicRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import type { Accompaniment } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import type { WithTrackName } from '../clips/useTrackClipList';
import { CodeCell, DateCell, formatDuration, SizeCell, useNameText } from '../lists/cells';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { GridLink, RouteAction } from '../lists/ListLinks';
import { accompanimentTypeMessages, columnMessages as c, accompanimentListMessages, listMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { useAccompanimentList } from './useAccompanimentList';

const m = accompanimentListMessages;
type Row = WithTrackName<Accompaniment>;

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (a: Row) => ({ 'data-testid': 'accompaniment-row', 'data-accompaniment-id': a.id });

/** /library/accompaniment/list: a title opens its track's clips and accompaniments. */
export function AccompanimentListPage() {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { state, list, filters } = useAccompanimentList();

  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      {
        id: 'title',
        header: intl.formatMessage(c.title),
        min: 180,
        grow: 2,
        sortField: 'name',
        primary: true,
        render: (a, ctx) => (
          <GridLink to={routePath('library-track-track-clip-and-accompaniment', { trackId: a.trackId })} tabIndex={ctx.tabIndex}>
            {nameText(a.title)}
          </GridLink>
        ),
      },
      {
        id: 'track',
        header: intl.formatMessage(c.track),
        min: 150,
        grow: 1.5,
        render: (a) => (a.trackName === null ? <span className={styles.muted}>{intl.formatMessage(listMessages.unknownRecord)}</span> : nameText(a.trackName)),
      },
      { id: 'type', header: intl.formatMessage(c.type), min: 110, grow: 0, render: (a) => <CodeCell value={a.accompanimentType} labels={accompanimentTypeMessages} /> },
      { id: 'duration', header: intl.formatMessage(c.duration), min: 70, grow: 0, numeric: true, render: (a) => formatDuration(a.file?.durationMs) },
      { id: 'format', header: intl.formatMessage(c.format), min: 70, grow: 0, render: (a) => a.file?.format.toUpperCase() },
      { id: 'size', header: intl.formatMessage(c.size), min: 80, grow: 0, numeric: true, render: (a) => <SizeCell bytes={a.file?.sizeBytes} /> },
      { id: 'tag', header: intl.formatMessage(c.tag), min: 90, grow: 1, render: (a) => a.tag },
      { id: 'updatedAt', header: intl.formatMessage(c.updatedAt), min: 190, grow: 0, sortField: 'updatedAt', render: (a) => <DateCell value={a.updatedAt} withTime /> },
    ],
    [intl, nameText, styles],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-accompaniment-list'])}
      tableLabel={intl.formatMessage(m.table)}
      list={list}
      state={state}
      columns={columns}
      filters={filters}
      nameKind="title"
      actions={<RouteAction routeName="library-accompaniment-create" />}
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <MicRegular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="accompaniment"
    />
  );
}

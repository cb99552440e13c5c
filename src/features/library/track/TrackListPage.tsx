import { MusicNote2Regular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import { lookupName } from '../shared/lookupOptions';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { DateCell, useNameText } from '../lists/cells';
import { GridLink, routePath } from '../lists/ListLinks';
import { columnMessages as c, trackListMessages, listMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { ReviewStatusBadge } from '../status/StatusBadges';
import { useTrackList, type TrackRow } from './useTrackList';

const m = trackListMessages;
const SEARCH_FIELDS = ['name', 'isrc'] as const;

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (row: TrackRow) => ({ 'data-testid': 'track-row', 'data-track-id': row.id });

/** /library/track/list: every track on this device, searchable by name or ISRC. */
export function TrackListPage() {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { state, list, filters } = useTrackList();

  const columns = useMemo<ListColumn<TrackRow>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage(c.trackName),
        min: 200,
        grow: 2,
        sortField: 'name',
        primary: true,
        render: (row, ctx) => (
          <GridLink to={routePath('library-track-info', { trackId: row.id })} tabIndex={ctx.tabIndex}>
            {nameText(row.name)}
          </GridLink>
        ),
      },
      { id: 'isrc', header: intl.formatMessage(c.isrc), min: 130, grow: 0, render: (row) => row.isrc },
      {
        id: 'album',
        header: intl.formatMessage(c.album),
        min: 150,
        grow: 1.5,
        render: (row) =>
          row.albumId === null ? (
            <span className={styles.muted}>{intl.formatMessage(listMessages.notInAlbum)}</span>
          ) : (
            <GridLink to={routePath('library-album-info', { albumId: row.albumId })} tabIndex={-1}>
              {row.albumName === null ? intl.formatMessage(listMessages.unknownRecord) : nameText(row.albumName)}
            </GridLink>
          ),
      },
      {
        id: 'artists',
        header: intl.formatMessage(c.artists),
        min: 130,
        grow: 1,
        render: (row) => <span title={intl.formatList(row.artistNames)}>{intl.formatList(row.artistNames)}</span>,
      },
      {
        id: 'status',
        header: intl.formatMessage(c.status),
        min: 190,
        grow: 0,
        render: (row) => (row.albumStatus === null ? null : <ReviewStatusBadge status={row.albumStatus} />),
      },
      {
        id: 'language',
        header: intl.formatMessage(c.language),
        min: 150,
        grow: 0,
        render: (row) => lookupName('performLanguage', row.langCode, intl.locale),
      },
      {
        id: 'updatedAt',
        header: intl.formatMessage(c.updatedAt),
        min: 190,
        grow: 0,
        sortField: 'updatedAt',
        render: (row) => <DateCell value={row.updatedAt} withTime />,
      },
    ],
    [intl, styles, nameText],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-track-list'])}
      tableLabel={intl.formatMessage(m.table)}
      list={list}
      state={state}
      columns={columns}
      filters={filters}
      searchFields={SEARCH_FIELDS}
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <MusicNote2Regular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="track"
    />
  );
}

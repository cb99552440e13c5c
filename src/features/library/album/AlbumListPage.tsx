import { AlbumRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import { DateCell, CodeCell } from '../lists/cells';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { GridLink, RouteAction } from '../lists/ListLinks';
import { albumTypeMessages, columnMessages as c } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { ReleaseStatusBadge, ReviewStatusBadge } from '../status/StatusBadges';
import { NewAlbumButton } from './info/NewAlbumButton';
import { albumListMessages as m } from './messages';
import { useAlbumList, type AlbumRow } from './useAlbumList';

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (album: AlbumRow) => ({ 'data-testid': 'album-row', 'data-album-id': album.id });

/** /library/album/list: the organisation's albums from the local database, newest change first. */
export function AlbumListPage() {
  const styles = useLibraryListStyles();
  const intl = useIntl();
  const { state, list, filters } = useAlbumList();

  const columns = useMemo<ListColumn<AlbumRow>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage(m.name),
        min: 200,
        grow: 2,
        sortField: 'name',
        primary: true,
        render: (album, ctx) => (
          <GridLink to={album.infoPath} tabIndex={ctx.tabIndex}>
            {album.name || intl.formatMessage(m.unnamed)}
          </GridLink>
        ),
      },
      { id: 'type', header: intl.formatMessage(c.type), min: 90, grow: 0, render: (album) => <CodeCell value={album.type} labels={albumTypeMessages} /> },
      { id: 'upc', header: intl.formatMessage(c.upc), min: 130, grow: 0, render: (album) => album.upc },
      {
        id: 'review',
        header: intl.formatMessage(m.reviewStatus),
        min: 200,
        grow: 0,
        render: (album) => <ReviewStatusBadge status={album.reviewStatus} />,
      },
      {
        id: 'release',
        header: intl.formatMessage(m.releaseStatus),
        min: 150,
        grow: 0,
        render: (album) => <ReleaseStatusBadge status={album.releaseStatus} />,
      },
      {
        id: 'releaseDate',
        header: intl.formatMessage(c.releaseDate),
        min: 120,
        grow: 0,
        render: (album) => <DateCell value={album.originalReleaseDate} />,
      },
      {
        id: 'updatedAt',
        header: intl.formatMessage(m.updatedAt),
        min: 190,
        grow: 0,
        sortField: 'updatedAt',
        render: (album) => <DateCell value={album.updatedAt} withTime />,
      },
    ],
    [intl],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-album-list'])}
      tableLabel={intl.formatMessage(m.tableLabel)}
      list={list}
      state={state}
      columns={columns}
      filters={filters}
      actions={
        <>
          <NewAlbumButton />
          <RouteAction routeName="library-album-batch" icon={<DocumentArrowUpRegular />} />
        </>
      }
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <AlbumRegular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="album"
    />
  );
}

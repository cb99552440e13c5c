import { AlbumRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import { DateCell, CodeCell } from '../lists/cells';
import { EntityListPage, linkColumn, type EntityListSpec } from '../lists/EntityListPage';
import { RouteAction } from '../lists/ListLinks';
import { albumTypeMessages, columnMessages as c } from '../lists/messages';
import { ReleaseStatusBadge, ReviewStatusBadge } from '../status/StatusBadges';
import { AlbumBulkActions } from './bulk/AlbumBulkActions';
import { AlbumSelectionProvider, SelectAlbumCell } from './bulk/albumSelection';
import { bulkMessages } from './bulk/messages';
import { NewAlbumButton } from './info/NewAlbumButton';
import { albumListMessages as m } from './messages';
import { useAlbumList, type AlbumRow } from './useAlbumList';

const spec: EntityListSpec<AlbumRow> = {
  title: routeTitles['library-album-list'],
  texts: { table: m.tableLabel, empty: m.empty, emptyHint: m.emptyHint },
  icon: AlbumRegular,
  testId: 'album',
  actions: (
    <>
      <NewAlbumButton />
      <RouteAction routeName="library-album-batch" icon={<DocumentArrowUpRegular />} />
      <AlbumBulkActions />
    </>
  ),
  columns: ({ intl }) => [
    // first, where a list's selection is looked for; the page models read the name from the
    // primary cell (data-primary), not from the first one
    {
      id: 'select',
      header: intl.formatMessage(bulkMessages.selectHeader),
      min: 56,
      grow: 0,
      render: (album, ctx) => <SelectAlbumCell row={album} tabIndex={ctx.tabIndex} />,
    },
    linkColumn({
      id: 'name',
      header: intl.formatMessage(m.name),
      min: 200,
      grow: 2,
      to: (album) => album.infoPath,
      text: (album) => album.name || intl.formatMessage(m.unnamed),
    }),
    {
      id: 'type',
      header: intl.formatMessage(c.type),
      min: 90,
      grow: 0,
      render: (album) => <CodeCell value={album.type} labels={albumTypeMessages} />,
    },
    {
      id: 'upc',
      header: intl.formatMessage(c.upc),
      min: 130,
      grow: 0,
      render: (album) => album.upc,
    },
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
};

/**
 * /library/album/list: the organisation's albums from the local database, newest change first;
 * selected albums can be distributed or taken off shelf at once.
 */
export function AlbumListPage() {
  return (
    <AlbumSelectionProvider>
      <EntityListPage spec={spec} data={useAlbumList()} />
    </AlbumSelectionProvider>
  );
}

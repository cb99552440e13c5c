import { BuildingRegular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import type { RecordCompany } from '../../../domain/catalogue';
import { lookupName } from '../shared/lookupOptions';
import { CodeCell, DateCell } from '../lists/cells';
import { EntityListPage, linkColumn, type EntityListSpec } from '../lists/EntityListPage';
import { routePath } from '../../../domain/routes';
import { columnMessages as c, recordCompanyListMessages, sourceMessages } from '../lists/messages';
import { useRecordCompanyList } from './useRecordCompanyList';
import { NewRecordCompanyButton } from './NewRecordCompanyButton';
import { RecordCompanyAlbumCountCell, RecordCompanyTrackCountCell } from '../artist/WorkCountCells';

const spec: EntityListSpec<RecordCompany> = {
  title: routeTitles['library-recordcompany-list'],
  texts: recordCompanyListMessages,
  icon: BuildingRegular,
  testId: 'recordcompany',
  actions: <NewRecordCompanyButton />,
  columns: ({ intl, nameText }) => [
    linkColumn({
      id: 'name',
      header: intl.formatMessage(c.name),
      min: 200,
      grow: 2,
      to: (r) => routePath('library-recordcompany-info', { recordcompanyId: r.id }),
      text: (r) => nameText(r.name),
    }),
    {
      id: 'displayLanguage',
      header: intl.formatMessage(c.displayLanguage),
      min: 120,
      grow: 0,
      render: (r) => lookupName('displayLanguage', r.displayLanguage, intl.locale),
    },
    {
      id: 'albums',
      header: intl.formatMessage(c.albums),
      min: 70,
      grow: 0,
      numeric: true,
      render: (r) => <RecordCompanyAlbumCountCell recordCompanyId={r.id} />,
    },
    {
      id: 'tracks',
      header: intl.formatMessage(c.tracks),
      min: 70,
      grow: 0,
      numeric: true,
      render: (r) => <RecordCompanyTrackCountCell recordCompanyId={r.id} />,
    },
    {
      id: 'creator',
      header: intl.formatMessage(c.creator),
      min: 110,
      grow: 1,
      render: (r) => r.creatorName,
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(c.createdAt),
      min: 190,
      grow: 0,
      sortField: 'createdAt',
      render: (r) => <DateCell value={r.createdAt} withTime />,
    },
    {
      id: 'source',
      header: intl.formatMessage(c.source),
      min: 110,
      grow: 0,
      render: (r) => <CodeCell value={r.source} labels={sourceMessages} />,
    },
  ],
};

/** /library/recordcompany/list */
export function RecordCompanyListPage() {
  return <EntityListPage spec={spec} data={useRecordCompanyList()} />;
}

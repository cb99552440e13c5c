import { DocumentRegular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import type { Authorization } from '../../../domain/catalogue';
import { DateCell, NumberCell } from '../lists/cells';
import { EntityListPage, linkColumn, type EntityListSpec } from '../lists/EntityListPage';
import { routePath } from '../../../domain/routes';
import { RouteAction } from '../lists/ListLinks';
import { columnMessages as c, authorizationListMessages } from '../lists/messages';
import { useAuthorizationList } from './useAuthorizationList';

const spec: EntityListSpec<Authorization> = {
  title: routeTitles['library-authorization-list'],
  texts: authorizationListMessages,
  icon: DocumentRegular,
  testId: 'authorization',
  nameKind: 'title',
  actions: <RouteAction routeName="library-authorization-add" />,
  columns: ({ intl, nameText }) => [
    linkColumn({
      id: 'title',
      header: intl.formatMessage(c.title),
      min: 220,
      grow: 2,
      to: (a) => routePath('library-authorization-edit', { authId: a.id }),
      text: (a) => nameText(a.title),
    }),
    {
      id: 'number',
      header: intl.formatMessage(c.number),
      min: 140,
      grow: 1,
      render: (a) => a.number,
    },
    {
      id: 'songs',
      header: intl.formatMessage(c.songs),
      min: 70,
      grow: 0,
      numeric: true,
      render: (a) => <NumberCell value={a.songCount} />,
    },
    {
      id: 'attachment',
      header: intl.formatMessage(c.attachment),
      min: 160,
      grow: 1,
      render: (a) => <span title={a.attachment?.name}>{a.attachment?.name}</span>,
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(c.updatedAt),
      min: 190,
      grow: 0,
      sortField: 'updatedAt',
      render: (a) => <DateCell value={a.updatedAt} withTime />,
    },
  ],
};

/** /library/authorization/list */
export function AuthorizationListPage() {
  return <EntityListPage spec={spec} data={useAuthorizationList()} />;
}

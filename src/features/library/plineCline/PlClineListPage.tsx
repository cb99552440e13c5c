import { DocumentRibbonRegular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import type { PlCline } from '../../../domain/catalogue';
import { CodeCell, DateCell } from '../lists/cells';
import { EntityListPage, linkColumn, type EntityListSpec } from '../lists/EntityListPage';
import { routePath } from '../../../domain/routes';
import { columnMessages as c, plClineListMessages, sourceMessages } from '../lists/messages';
import { usePlClineList } from './usePlClineList';
import { NewPlClineButton } from './NewPlClineButton';

const spec: EntityListSpec<PlCline> = {
  title: routeTitles['library-pline-cline-list'],
  texts: plClineListMessages,
  icon: DocumentRibbonRegular,
  testId: 'pline-cline',
  actions: <NewPlClineButton />,
  columns: ({ intl, nameText }) => [
    linkColumn({
      id: 'name',
      header: intl.formatMessage(c.name),
      min: 240,
      grow: 3,
      to: (p) => routePath('library-pline-cline-info', { id: p.id }),
      text: (p) => nameText(p.name),
    }),
    {
      id: 'source',
      header: intl.formatMessage(c.source),
      min: 120,
      grow: 0,
      render: (p) => <CodeCell value={p.source} labels={sourceMessages} />,
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(c.createdAt),
      min: 190,
      grow: 0,
      sortField: 'createdAt',
      render: (p) => <DateCell value={p.createdAt} withTime />,
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(c.updatedAt),
      min: 190,
      grow: 0,
      render: (p) => <DateCell value={p.updatedAt} withTime />,
    },
  ],
};

/** /library/pline-cline/list */
export function PlClineListPage() {
  return <EntityListPage spec={spec} data={usePlClineList()} />;
}

import { DocumentRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import type { Authorization } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { DateCell, NumberCell, useNameText } from '../lists/cells';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { GridLink, RouteAction } from '../lists/ListLinks';
import { columnMessages as c, authorizationListMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { useAuthorizationList } from './useAuthorizationList';

const m = authorizationListMessages;

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (a: Authorization) => ({ 'data-testid': 'authorization-row', 'data-authorization-id': a.id });

/** /library/authorization/list */
export function AuthorizationListPage() {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { state, list } = useAuthorizationList();

  const columns = useMemo<ListColumn<Authorization>[]>(
    () => [
      {
        id: 'title',
        header: intl.formatMessage(c.title),
        min: 220,
        grow: 2,
        sortField: 'name',
        primary: true,
        render: (a, ctx) => (
          <GridLink to={routePath('library-authorization-edit', { authId: a.id })} tabIndex={ctx.tabIndex}>
            {nameText(a.title)}
          </GridLink>
        ),
      },
      { id: 'number', header: intl.formatMessage(c.number), min: 140, grow: 1, render: (a) => a.number },
      { id: 'songs', header: intl.formatMessage(c.songs), min: 70, grow: 0, numeric: true, render: (a) => <NumberCell value={a.songCount} /> },
      { id: 'attachment', header: intl.formatMessage(c.attachment), min: 160, grow: 1, render: (a) => <span title={a.attachment?.name}>{a.attachment?.name}</span> },
      { id: 'updatedAt', header: intl.formatMessage(c.updatedAt), min: 190, grow: 0, sortField: 'updatedAt', render: (a) => <DateCell value={a.updatedAt} withTime /> },
    ],
    [intl, nameText],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-authorization-list'])}
      tableLabel={intl.formatMessage(m.table)}
      list={list}
      state={state}
      columns={columns}
      nameKind="title"
      actions={<RouteAction routeName="library-authorization-add" />}
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <DocumentRegular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="authorization"
    />
  );
}

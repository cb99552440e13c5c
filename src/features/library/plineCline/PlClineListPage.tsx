import { DocumentRibbonRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import type { PlCline } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { CodeCell, DateCell, useNameText } from '../lists/cells';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { GridLink } from '../lists/ListLinks';
import { columnMessages as c, plClineListMessages, sourceMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { usePlClineList } from './usePlClineList';
import { NewPlClineButton } from './NewPlClineButton';

const m = plClineListMessages;

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (p: PlCline) => ({ 'data-testid': 'pline-cline-row', 'data-pline-cline-id': p.id });

/** /library/pline-cline/list */
export function PlClineListPage() {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { state, list, filters } = usePlClineList();

  const columns = useMemo<ListColumn<PlCline>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage(c.name),
        min: 240,
        grow: 3,
        sortField: 'name',
        primary: true,
        render: (p, ctx) => (
          <GridLink to={routePath('library-pline-cline-info', { id: p.id })} tabIndex={ctx.tabIndex}>
            {nameText(p.name)}
          </GridLink>
        ),
      },
      { id: 'source', header: intl.formatMessage(c.source), min: 120, grow: 0, render: (p) => <CodeCell value={p.source} labels={sourceMessages} /> },
      { id: 'createdAt', header: intl.formatMessage(c.createdAt), min: 190, grow: 0, sortField: 'createdAt', render: (p) => <DateCell value={p.createdAt} withTime /> },
      { id: 'updatedAt', header: intl.formatMessage(c.updatedAt), min: 190, grow: 0, render: (p) => <DateCell value={p.updatedAt} withTime /> },
    ],
    [intl, nameText],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-pline-cline-list'])}
      tableLabel={intl.formatMessage(m.table)}
      list={list}
      state={state}
      columns={columns}
      filters={filters}
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <DocumentRibbonRegular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="pline-cline"
      actions={<NewPlClineButton />}
    />
  );
}

import { BuildingRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import type { RecordCompany } from '../../../domain/catalogue';
import { lookupName } from '../shared/lookupOptions';
import { CodeCell, DateCell, NumberCell, useNameText } from '../lists/cells';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { GridLink, routePath } from '../lists/ListLinks';
import { columnMessages as c, recordCompanyListMessages, sourceMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { useRecordCompanyList } from './useRecordCompanyList';
import { NewRecordCompanyButton } from './NewRecordCompanyButton';

const m = recordCompanyListMessages;

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (r: RecordCompany) => ({ 'data-testid': 'recordcompany-row', 'data-recordcompany-id': r.id });

/** /library/recordcompany/list */
export function RecordCompanyListPage() {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { state, list, filters } = useRecordCompanyList();

  const columns = useMemo<ListColumn<RecordCompany>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage(c.name),
        min: 200,
        grow: 2,
        sortField: 'name',
        primary: true,
        render: (r, ctx) => (
          <GridLink to={routePath('library-recordcompany-info', { recordcompanyId: r.id })} tabIndex={ctx.tabIndex}>
            {nameText(r.name)}
          </GridLink>
        ),
      },
      {
        id: 'displayLanguage',
        header: intl.formatMessage(c.displayLanguage),
        min: 120,
        grow: 0,
        render: (r) => lookupName('displayLanguage', r.displayLanguage, intl.locale),
      },
      { id: 'albums', header: intl.formatMessage(c.albums), min: 70, grow: 0, numeric: true, render: (r) => <NumberCell value={r.albumCount} /> },
      { id: 'tracks', header: intl.formatMessage(c.tracks), min: 70, grow: 0, numeric: true, render: (r) => <NumberCell value={r.trackCount} /> },
      { id: 'creator', header: intl.formatMessage(c.creator), min: 110, grow: 1, render: (r) => r.creatorName },
      { id: 'createdAt', header: intl.formatMessage(c.createdAt), min: 190, grow: 0, sortField: 'createdAt', render: (r) => <DateCell value={r.createdAt} withTime /> },
      { id: 'source', header: intl.formatMessage(c.source), min: 110, grow: 0, render: (r) => <CodeCell value={r.source} labels={sourceMessages} /> },
    ],
    [intl, nameText],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-recordcompany-list'])}
      tableLabel={intl.formatMessage(m.table)}
      list={list}
      state={state}
      columns={columns}
      filters={filters}
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <BuildingRegular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="recordcompany"
      actions={<NewRecordCompanyButton />}
    />
  );
}

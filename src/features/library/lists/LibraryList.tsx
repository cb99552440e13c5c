// The frame every library list shares: title with counts and the lead's action buttons, the
// search and filter bar, then the virtualized grid or the state that replaces it (reading, empty,
// nothing matches, read error).
import { Body1, Button, Caption1, Spinner, Title2, Title3 } from '@fluentui/react-components';
import { ErrorCircleRegular, SearchRegular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import type { ListSearchField, ListWindow } from '../../../data/useListWindow';
import { useLibraryListStyles } from './LibraryList.styles';
import { ListToolbar } from './ListToolbar';
import { countMessages as n, listMessages as m } from './messages';
import type { ListFilterDef, ListStateApi } from './useListState';
import { VirtualGrid, type ListColumn } from './VirtualGrid';

export interface LibraryListProps<T> {
  title: string;
  tableLabel: string;
  list: ListWindow<T>;
  state: ListStateApi;
  columns: readonly ListColumn<T>[];
  filters?: readonly ListFilterDef[];
  searchFields?: readonly ListSearchField[];
  nameKind?: 'name' | 'title';
  dateFilter?: boolean;
  /** buttons at the top right (add, batch upload, ...) */
  actions?: ReactNode;
  empty: { title: string; hint: string; icon: ReactElement };
  rowProps?: (row: T) => Record<string, string>;
  /** prefix of the test ids of the list's states */
  testId: string;
}

const NAME_ONLY: readonly ListSearchField[] = ['name'];
const NO_FILTERS: readonly ListFilterDef[] = [];

function Counts<T>({ list }: { list: ListWindow<T> }) {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const total =
    list.total === null || !list.isTotalExact
      ? intl.formatMessage(n.totalCounting)
      : intl.formatMessage(n.total, { total: list.total });
  const matching = list.isRestricted
    ? intl.formatMessage(list.isCountExact ? n.matching : n.matchingCounting, { count: list.count })
    : null;
  return (
    <>
      <Caption1 className={styles.counts} data-testid="list-counts">
        {matching === null ? total : `${total} · ${matching}`}
      </Caption1>
      <span className={styles.visuallyHidden} aria-live="polite" aria-atomic>
        {list.isRestricted && list.isCountExact && !list.isStale ? matching : ''}
      </span>
    </>
  );
}

export function LibraryList<T>(props: LibraryListProps<T>) {
  const { title, list, state, actions, empty, testId } = props;
  const styles = useLibraryListStyles();
  const intl = useIntl();
  const isEmpty = list.status === 'ready' && list.total === 0 && list.isTotalExact;
  const noMatch =
    !isEmpty && list.status === 'ready' && list.count === 0 && list.isCountExact && !list.isStale;
  const searchOrder = list.orderedBy === 'isrc' ? m.orderIsrc : m.orderName;
  // a search lists by its key: say so when the chosen sort is another
  const sortIgnored = Boolean(state.query.search) && state.state.sort.field !== list.orderedBy;

  return (
    <div className={styles.page} data-testid={`${testId}-list`} data-answer={list.answerId}>
      <div className={styles.head}>
        <div className={styles.titleBlock}>
          <Title2 as="h1" className={styles.heading}>
            {title}
          </Title2>
          {list.status === 'ready' && <Counts list={list} />}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>

      {list.status === 'loading' && (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      )}

      {list.status === 'error' && (
        <div className={styles.state} role="alert" data-testid={`${testId}-error`}>
          <ErrorCircleRegular className={styles.stateIcon} aria-hidden />
          <Body1>{intl.formatMessage(m.error)}</Body1>
          <Button onClick={() => window.location.reload()}>{intl.formatMessage(m.reload)}</Button>
        </div>
      )}

      {isEmpty && (
        <div className={styles.state} data-testid={`${testId}-empty`}>
          {empty.icon}
          <Title3 as="h2" className={styles.heading}>
            {empty.title}
          </Title3>
          <Body1 className={styles.note}>{empty.hint}</Body1>
        </div>
      )}

      {list.status === 'ready' && !isEmpty && (
        <>
          <ListToolbar
            list={state}
            filters={props.filters ?? NO_FILTERS}
            searchFields={props.searchFields ?? NAME_ONLY}
            nameKind={props.nameKind ?? 'name'}
            dateFilter={props.dateFilter ?? true}
          />
          {sortIgnored && (
            <Caption1 className={styles.note}>
              {intl.formatMessage(n.searchOrder, { field: intl.formatMessage(searchOrder) })}
            </Caption1>
          )}
          {noMatch ? (
            <div className={styles.state} data-testid={`${testId}-no-match`}>
              <SearchRegular className={styles.stateIcon} aria-hidden />
              <Title3 as="h2" className={styles.heading}>
                {intl.formatMessage(m.noMatch)}
              </Title3>
              <Body1 className={styles.note}>{intl.formatMessage(m.noMatchHint)}</Body1>
              <Button onClick={state.clear}>{intl.formatMessage(m.clear)}</Button>
            </div>
          ) : (
            <VirtualGrid
              label={props.tableLabel}
              columns={props.columns}
              list={list}
              onSort={state.toggleSort}
              resetKey={JSON.stringify(state.query)}
              rowProps={props.rowProps}
            />
          )}
        </>
      )}
    </div>
  );
}

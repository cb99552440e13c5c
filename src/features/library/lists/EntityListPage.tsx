// One library list page: a spec names the title, texts, icon, columns and row ids of an entity's
// list; the page's query hook (state in the address, live window) feeds it; LibraryList draws it.
import type { FluentIcon } from '@fluentui/react-icons';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ListSearchField, ListWindow } from '../../../data/useListWindow';
import { useNameText } from './cells';
import { LibraryList } from './LibraryList';
import { useLibraryListStyles } from './LibraryList.styles';
import { GridLink } from './ListLinks';
import type { ListFilterDef, ListStateApi } from './useListState';
import type { ListColumn } from './VirtualGrid';

export interface ColumnContext {
  intl: IntlShape;
  /** the name, or "Untitled" */
  nameText(name: unknown): string;
  styles: ReturnType<typeof useLibraryListStyles>;
}

export interface EntityListSpec<T extends { id: string }> {
  title: MessageDescriptor;
  texts: { table: MessageDescriptor; empty: MessageDescriptor; emptyHint: MessageDescriptor };
  icon: FluentIcon;
  /** a module-level function: the columns are rebuilt only when the language changes */
  columns(ctx: ColumnContext): ListColumn<T>[];
  /** prefix of the list's test ids: `<testId>-row` with `data-<rowIdName ?? testId>-id` */
  testId: string;
  rowIdName?: string;
  actions?: ReactNode;
  nameKind?: 'name' | 'title';
  searchFields?: readonly ListSearchField[];
}

export interface EntityListData<T> {
  state: ListStateApi;
  list: ListWindow<T>;
  filters?: readonly ListFilterDef[];
}

export function EntityListPage<T extends { id: string }>({
  spec,
  data,
}: {
  spec: EntityListSpec<T>;
  data: EntityListData<T>;
}) {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { columns: columnsOf, testId, rowIdName } = spec;
  const columns = useMemo(
    () => columnsOf({ intl, nameText, styles }),
    [columnsOf, intl, nameText, styles],
  );
  // stable: the grid's rows are memoized
  const rowProps = useCallback(
    (row: T) => ({ 'data-testid': `${testId}-row`, [`data-${rowIdName ?? testId}-id`]: row.id }),
    [testId, rowIdName],
  );
  const Icon = spec.icon;

  return (
    <LibraryList
      title={intl.formatMessage(spec.title)}
      tableLabel={intl.formatMessage(spec.texts.table)}
      list={data.list}
      state={data.state}
      columns={columns}
      filters={data.filters}
      searchFields={spec.searchFields}
      nameKind={spec.nameKind}
      actions={spec.actions}
      empty={{
        title: intl.formatMessage(spec.texts.empty),
        hint: intl.formatMessage(spec.texts.emptyHint),
        icon: <Icon className={styles.stateIcon} aria-hidden />,
      }}
      rowProps={rowProps}
      testId={testId}
    />
  );
}

interface LinkColumn<T> {
  id: string;
  header: string;
  min: number;
  grow: number;
  to(row: T): string;
  text(row: T): string;
}

/** The first column: the row's name or title, sortable, linking to the record (the row's tab stop). */
export function linkColumn<T>({ id, header, min, grow, to, text }: LinkColumn<T>): ListColumn<T> {
  return {
    id,
    header,
    min,
    grow,
    sortField: 'name',
    primary: true,
    render: (row, ctx) => (
      <GridLink to={to(row)} tabIndex={ctx.tabIndex}>
        {text(row)}
      </GridLink>
    ),
  };
}

// The rows of a library list as an ARIA grid with only the rows on screen in the DOM. It keeps one
// tab stop (the active row's link); arrows, Page Up/Down and Ctrl+Home/End move between rows,
// Left/Right between the links of a row. aria-rowcount/aria-rowindex tell assistive technology
// where a row sits in the whole list (-1 while the list is still being counted).
import { Button, mergeClasses } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import type { ListSortField, ListWindow, SortDirection } from '../../../data/useListWindow';
import { ROW_HEIGHT, useLibraryListStyles } from './LibraryList.styles';
import { listMessages as m } from './messages';

export interface CellContext {
  /** 0 for the one element of the grid that is in the tab order, else -1 */
  tabIndex: 0 | -1;
}

export interface ListColumn<T> {
  id: string;
  header: string;
  /** narrowest width in px; `grow` shares the rest (0: fixed) */
  min: number;
  grow?: number;
  sortField?: ListSortField;
  numeric?: boolean;
  /** the cell holding the row's link: it takes the row's tab stop */
  primary?: boolean;
  render: (row: T, ctx: CellContext) => ReactNode;
}

interface Props<T> {
  label: string;
  columns: readonly ListColumn<T>[];
  list: ListWindow<T>;
  onSort: (field: ListSortField) => void;
  /** changes when the query changes: back to the top */
  resetKey: string;
  rowProps?: (row: T) => Record<string, string>;
}

const GAP = 12;
const PADDING = 32;
const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([role="row"])';

function sortOf(
  field: ListSortField | undefined,
  orderedBy: string,
  direction: SortDirection,
): 'ascending' | 'descending' | undefined {
  if (field === undefined || field !== orderedBy) return undefined;
  return direction === 'asc' ? 'ascending' : 'descending';
}

export function VirtualGrid<T>({ label, columns, list, onSort, resetKey, rowProps }: Props<T>) {
  const styles = useLibraryListStyles();
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const focusRow = useRef<number | null>(null);
  const heldOnPlaceholder = useRef(false);
  const template = columns
    .map((c) => (c.grow === 0 ? `${c.min}px` : `minmax(${c.min}px, ${c.grow ?? 1}fr)`))
    .join(' ');
  const minWidth =
    columns.reduce((sum, c) => sum + c.min, 0) + GAP * (columns.length - 1) + PADDING;

  const virtualizer = useVirtualizer({
    count: list.count,
    getScrollElement: () => gridRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // the sticky header row sits above the rows inside the scrolling grid
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  // every render: a new query's session takes over after this grid's effects ran
  useEffect(() => list.setRange(first, last));

  useEffect(() => {
    gridRef.current?.scrollTo({ top: 0 });
    setActive(0);
  }, [resetKey]);

  const activeRow = Math.min(active, Math.max(0, list.count - 1));
  const activate = useCallback((index: number) => setActive(index), []);

  useLayoutEffect(() => {
    if (focusRow.current === null) return;
    const row = gridRef.current?.querySelector<HTMLElement>(
      `[data-row-index="${focusRow.current}"]`,
    );
    if (!row) return;
    const link =
      row.querySelector<HTMLElement>('[data-primary] ' + FOCUSABLE.split(',')[0]) ??
      row.querySelector<HTMLElement>(FOCUSABLE);
    const focused = document.activeElement;
    if (link) {
      focusRow.current = null;
      // a row that was a placeholder hands its focus to its link, unless the focus moved on
      if (!heldOnPlaceholder.current || focused === row || focused === document.body) link.focus();
      heldOnPlaceholder.current = false;
    } else if (!heldOnPlaceholder.current) {
      // the row's page is still being read: hold the focus on the row until its link exists
      heldOnPlaceholder.current = true;
      row.focus();
    } else if (focused !== row) {
      focusRow.current = null;
      heldOnPlaceholder.current = false;
    }
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(list.count - 1, index));
    setActive(target);
    focusRow.current = target;
    heldOnPlaceholder.current = false;
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rowEl = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    if (!rowEl) return;
    const index = Number(rowEl.dataset.rowIndex);
    const pageRows = Math.max(
      1,
      Math.floor((gridRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 2,
    );
    const inRow = [...rowEl.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const at = inRow.indexOf(event.target as HTMLElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(index + 1),
      ArrowUp: () => moveTo(index - 1),
      PageDown: () => moveTo(index + pageRows),
      PageUp: () => moveTo(index - pageRows),
      Home: () => (event.ctrlKey ? moveTo(0) : inRow[0]?.focus()),
      End: () => (event.ctrlKey ? moveTo(list.count - 1) : inRow[inRow.length - 1]?.focus()),
      ArrowRight: () => inRow[Math.min(inRow.length - 1, at + 1)]?.focus(),
      ArrowLeft: () => inRow[Math.max(0, at - 1)]?.focus(),
      Enter: () => {
        if (event.target === rowEl) rowEl.querySelector<HTMLElement>('a[href]')?.click();
      },
    };
    const action = keys[event.key];
    if (!action || (event.key === 'Enter' && event.target !== rowEl)) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-rowcount={list.isCountExact ? list.count + 1 : -1}
      aria-colcount={columns.length}
      aria-busy={list.isStale || undefined}
      className={styles.grid}
      data-testid="list-grid"
    >
      <div role="rowgroup" className={styles.headerGroup} style={{ minWidth }}>
        <div
          role="row"
          aria-rowindex={1}
          className={styles.row}
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((column, i) => {
            const sort = sortOf(column.sortField, list.orderedBy, list.orderDirection);
            const field = column.sortField;
            return (
              <div
                key={column.id}
                role="columnheader"
                aria-colindex={i + 1}
                aria-sort={field ? (sort ?? 'none') : undefined}
                className={mergeClasses(styles.headerCell, column.numeric && styles.numeric)}
              >
                {field ? (
                  <Button
                    appearance="transparent"
                    className={styles.sortButton}
                    icon={
                      sort === 'ascending' ? (
                        <ArrowSortUpRegular />
                      ) : sort === 'descending' ? (
                        <ArrowSortDownRegular />
                      ) : undefined
                    }
                    iconPosition="after"
                    onClick={() => onSort(field)}
                    data-testid={`list-sort-${field}`}
                  >
                    {column.header}
                  </Button>
                ) : (
                  column.header
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div
        role="rowgroup"
        onKeyDown={onKeyDown}
        style={{ position: 'relative', height: virtualizer.getTotalSize(), minWidth }}
      >
        {items.map((item) => (
          <GridRow
            key={item.key}
            index={item.index}
            top={item.start - ROW_HEIGHT}
            row={list.rowAt(item.index)}
            columns={columns}
            template={template}
            tabbable={item.index === activeRow}
            onActivate={activate}
            rowProps={rowProps}
          />
        ))}
      </div>
    </div>
  );
}

interface GridRowProps<T> {
  index: number;
  top: number;
  /** undefined while its page is read */
  row: T | undefined;
  columns: readonly ListColumn<T>[];
  template: string;
  tabbable: boolean;
  onActivate: (index: number) => void;
  rowProps?: (row: T) => Record<string, string>;
}

/** One row; memoized, so a keystroke or a count update re-renders only the rows that changed. */
function GridRowView<T>({
  index,
  top,
  row,
  columns,
  template,
  tabbable,
  onActivate,
  rowProps,
}: GridRowProps<T>) {
  const styles = useLibraryListStyles();
  const intl = useIntl();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-index={index}
      tabIndex={row === undefined && tabbable ? 0 : -1}
      onFocus={() => onActivate(index)}
      className={mergeClasses(styles.row, styles.bodyRow)}
      style={{ gridTemplateColumns: template, width: '100%', transform: `translateY(${top}px)` }}
      {...(row === undefined ? {} : rowProps?.(row))}
    >
      {row === undefined ? (
        <div role="gridcell" aria-colindex={1} className={styles.cell}>
          <span className={styles.visuallyHidden}>{intl.formatMessage(m.rowLoading)}</span>
          <div className={styles.placeholder} aria-hidden />
        </div>
      ) : (
        columns.map((column, i) => (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={i + 1}
            data-primary={column.primary || undefined}
            className={mergeClasses(
              styles.cell,
              column.primary && styles.primaryCell,
              column.numeric && styles.numeric,
            )}
          >
            {column.render(row, { tabIndex: column.primary && tabbable ? 0 : -1 })}
          </div>
        ))
      )}
    </div>
  );
}

const GridRow = memo(GridRowView) as typeof GridRowView;

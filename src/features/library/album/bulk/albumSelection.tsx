// The album list's selection for bulk actions: a context beside the grid, so a row's checkbox
// re-renders on its own without rebuilding the (memoized) columns and rows.
import { Checkbox } from '@fluentui/react-components';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AlbumRow } from '../useAlbumList';
import { bulkMessages as m } from './messages';

interface Selection {
  /** the chosen rows, by id (a row keeps what the bulk action needs: status and version) */
  chosen: ReadonlyMap<string, AlbumRow>;
  toggle(row: AlbumRow, on: boolean): void;
  clear(): void;
}

const SelectionContext = createContext<Selection | null>(null);

export function AlbumSelectionProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, AlbumRow>>(new Map());
  const value = useMemo<Selection>(
    () => ({
      chosen,
      toggle: (row, on) =>
        setChosen((current) => {
          const next = new Map(current);
          if (on) next.set(row.id, row);
          else next.delete(row.id);
          return next;
        }),
      clear: () => setChosen(new Map()),
    }),
    [chosen],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useAlbumSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useAlbumSelection outside AlbumSelectionProvider');
  return selection;
}

/** A row's checkbox; the grid's arrow keys reach it (tabIndex -1 like every non-primary cell). */
export function SelectAlbumCell({ row, tabIndex }: { row: AlbumRow; tabIndex: 0 | -1 }) {
  const intl = useIntl();
  const { chosen, toggle } = useAlbumSelection();
  return (
    <Checkbox
      aria-label={intl.formatMessage(m.select, { name: row.name || '—' })}
      checked={chosen.has(row.id)}
      tabIndex={tabIndex}
      data-testid="album-select"
      onChange={(_, data) => toggle(row, data.checked === true)}
    />
  );
}

// What the user asked a library list for: search text and field, filters, update dates and sort.
// Kept in the address so coming back from a record finds the list as it was: written a moment
// after typing stops with history.replaceState, not a router navigation, which would rerun the
// route's loaders on every search and could cancel a link the user follows meanwhile.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type {
  ListQuery,
  ListScalar,
  ListSearchField,
  ListSortField,
  SortDirection,
} from '../../../data/useListWindow';

export interface ListFilterOption {
  /** how the choice is written in the address */
  key: string;
  label: string;
  /** the field value(s) it stands for; several mean "any of" */
  value: ListScalar | readonly ListScalar[];
}

export interface ListFilterDef {
  /** the record field filtered */
  field: string;
  label: string;
  options: readonly ListFilterOption[];
}

export interface ListSort {
  field: ListSortField;
  direction: SortDirection;
}

export interface ListUiState {
  text: string;
  searchField: ListSearchField;
  /** field -> chosen option key */
  filters: Readonly<Record<string, string>>;
  /** 'YYYY-MM-DD' days, '' when open */
  from: string;
  to: string;
  sort: ListSort;
}

export interface ListStateApi {
  state: ListUiState;
  query: ListQuery;
  isFiltered: boolean;
  setText: (text: string) => void;
  setSearchField: (field: ListSearchField) => void;
  setFilter: (field: string, key: string) => void;
  setDates: (from: string, to: string) => void;
  /** a header click: the same field flips its direction, another starts with its natural one */
  toggleSort: (field: ListSortField) => void;
  clear: () => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The user's local days as ISO instants (updatedAt is stored in UTC): from 00:00 to 23:59:59.999. */
export function dayRangeToInstants(
  from: string,
  to: string,
): { from: string | null; to: string | null } {
  const start = DAY.test(from) ? new Date(`${from}T00:00:00`) : null;
  const end = DAY.test(to) ? new Date(`${to}T23:59:59.999`) : null;
  return {
    from: start && !Number.isNaN(start.getTime()) ? start.toISOString() : null,
    to: end && !Number.isNaN(end.getTime()) ? end.toISOString() : null,
  };
}

/** Names read A to Z first, dates newest first. */
export function naturalDirection(field: ListSortField): SortDirection {
  return field === 'name' ? 'asc' : 'desc';
}

export function toQuery(state: ListUiState, filters: readonly ListFilterDef[]): ListQuery {
  const chosen: Record<string, ListScalar | readonly ListScalar[]> = {};
  for (const def of filters) {
    const option = def.options.find((o) => o.key === state.filters[def.field]);
    if (option) chosen[def.field] = option.value;
  }
  const updated = dayRangeToInstants(state.from, state.to);
  return {
    search: state.text.trim() === '' ? null : { field: state.searchField, text: state.text },
    filters: chosen,
    updated: updated.from === null && updated.to === null ? null : updated,
    sort: state.sort,
  };
}

function readState(
  params: URLSearchParams,
  defaultSort: ListSort,
  sorts: readonly ListSortField[],
): ListUiState {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith('f.')) filters[key.slice(2)] = value;
  const [field, direction] = (params.get('sort') ?? '').split('.');
  const sort =
    sorts.includes(field as ListSortField) && (direction === 'asc' || direction === 'desc')
      ? { field: field as ListSortField, direction: direction as SortDirection }
      : defaultSort;
  return {
    text: params.get('q') ?? '',
    searchField: params.get('in') === 'isrc' ? 'isrc' : 'name',
    filters,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    sort,
  };
}

function writeState(state: ListUiState, defaultSort: ListSort): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text !== '') params.set('q', state.text);
  if (state.searchField !== 'name') params.set('in', state.searchField);
  for (const [field, key] of Object.entries(state.filters))
    if (key !== '') params.set(`f.${field}`, key);
  if (state.from !== '') params.set('from', state.from);
  if (state.to !== '') params.set('to', state.to);
  if (state.sort.field !== defaultSort.field || state.sort.direction !== defaultSort.direction)
    params.set('sort', `${state.sort.field}.${state.sort.direction}`);
  return params;
}

export function useListState(
  filters: readonly ListFilterDef[],
  defaultSort: ListSort,
  sorts: readonly ListSortField[],
): ListStateApi {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState<ListUiState>(() => readState(params, defaultSort, sorts));

  const written = writeState(state, defaultSort).toString();
  useEffect(() => {
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      const search = written === '' ? '' : `?${written}`;
      // (the router's own state for this entry is kept: only the address changes)
      if (url.pathname === pathname && url.search !== search)
        window.history.replaceState(window.history.state, '', `${pathname}${search}${url.hash}`);
    }, 300);
    return () => clearTimeout(timer);
  }, [written, pathname]);

  const query = useMemo(() => toQuery(state, filters), [state, filters]);
  // stable setters and one object per state: the toolbar and rows skip renders that change nothing
  const setText = useCallback((text: string) => setState((s) => ({ ...s, text })), []);
  const setSearchField = useCallback(
    (searchField: ListSearchField) => setState((s) => ({ ...s, searchField })),
    [],
  );
  const setFilter = useCallback(
    (field: string, key: string) =>
      setState((s) => ({ ...s, filters: { ...s.filters, [field]: key } })),
    [],
  );
  const setDates = useCallback(
    (from: string, to: string) => setState((s) => ({ ...s, from, to })),
    [],
  );
  const toggleSort = useCallback(
    (field: ListSortField) =>
      setState((s) => ({
        ...s,
        sort: {
          field,
          direction:
            s.sort.field === field
              ? s.sort.direction === 'asc'
                ? 'desc'
                : 'asc'
              : naturalDirection(field),
        },
      })),
    [],
  );
  const clear = useCallback(
    () => setState((s) => ({ ...s, text: '', filters: {}, from: '', to: '' })),
    [],
  );
  return useMemo(() => {
    const isFiltered =
      state.text.trim() !== '' ||
      Object.values(state.filters).some((k) => k !== '') ||
      state.from !== '' ||
      state.to !== '';
    return {
      state,
      query,
      isFiltered,
      setText,
      setSearchField,
      setFilter,
      setDates,
      toggleSort,
      clear,
    };
  }, [state, query, setText, setSearchField, setFilter, setDates, toggleSort, clear]);
}

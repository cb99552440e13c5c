import type { EntityName } from '../../../domain/catalogue/entities';
import {
  useListWindow,
  type ListSortField,
  type ListWindowOptions,
} from '../../../data/useListWindow';
import { useListState, type ListFilterDef, type ListSort } from './useListState';

/** A list page's state (kept in the address) and its live window on the local store. */
export function useEntityList<T>(
  entity: EntityName,
  filters: readonly ListFilterDef[],
  defaultSort: ListSort,
  sorts: readonly ListSortField[],
  options?: ListWindowOptions<T>,
) {
  const state = useListState(filters, defaultSort, sorts);
  const list = useListWindow<T>(entity, state.query, options);
  return { state, list };
}

import type { ListSortField } from '../../../data/useListWindow';
import type { Authorization } from '../../../domain/catalogue';
import { useEntityList } from '../lists/useEntityList';
import type { ListFilterDef, ListSort } from '../lists/useListState';

export const AUTHORIZATION_SORTS: readonly ListSortField[] = ['name', 'updatedAt'];
export const AUTHORIZATION_DEFAULT_SORT: ListSort = { field: 'updatedAt', direction: 'desc' };
const NO_FILTERS: readonly ListFilterDef[] = [];

/** Authorization files, searched by title. */
export function useAuthorizationList() {
  return useEntityList<Authorization>(
    'authorization',
    NO_FILTERS,
    AUTHORIZATION_DEFAULT_SORT,
    AUTHORIZATION_SORTS,
  );
}

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ListSortField } from '../../../data/useListWindow';
import type { RecordCompany } from '../../../domain/catalogue';
import { sourceFilter } from '../lists/filterOptions';
import { useEntityList } from '../lists/useEntityList';
import type { ListSort } from '../lists/useListState';

export const PARTY_SORTS: readonly ListSortField[] = ['name', 'createdAt'];
export const PARTY_DEFAULT_SORT: ListSort = { field: 'name', direction: 'asc' };

/** Record companies by name or creation time, filtered by source. */
export function useRecordCompanyList() {
  const intl = useIntl();
  const filters = useMemo(() => [sourceFilter(intl)], [intl]);
  return {
    filters,
    ...useEntityList<RecordCompany>('recordCompany', filters, PARTY_DEFAULT_SORT, PARTY_SORTS),
  };
}

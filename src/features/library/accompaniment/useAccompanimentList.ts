import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ListSortField } from '../../../data/useListWindow';
import type { Accompaniment } from '../../../domain/catalogue';
import type { LooseRecord } from '../../../domain/sync/records';
import { withTrackNames, type WithTrackName } from '../clips/useTrackClipList';
import { accompanimentTypeFilter } from '../lists/filterOptions';
import { useEntityList } from '../lists/useEntityList';
import type { ListSort } from '../lists/useListState';

export const ACCOMPANIMENT_SORTS: readonly ListSortField[] = ['name', 'updatedAt'];
export const ACCOMPANIMENT_DEFAULT_SORT: ListSort = { field: 'updatedAt', direction: 'desc' };
const JOINS = ['track'] as const;
const rows = (records: LooseRecord[]) => withTrackNames<Accompaniment>(records);

export function useAccompanimentList() {
  const intl = useIntl();
  const filters = useMemo(() => [accompanimentTypeFilter(intl)], [intl]);
  return {
    filters,
    ...useEntityList<WithTrackName<Accompaniment>>(
      'accompaniment',
      filters,
      ACCOMPANIMENT_DEFAULT_SORT,
      ACCOMPANIMENT_SORTS,
      { map: rows, joins: JOINS },
    ),
  };
}

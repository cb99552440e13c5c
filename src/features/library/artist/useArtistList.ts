import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ListSortField } from '../../../data/useListWindow';
import type { Artist } from '../../../domain/catalogue';
import { artistTypeFilter, sourceFilter } from '../lists/filterOptions';
import { useEntityList } from '../lists/useEntityList';
import type { ListSort } from '../lists/useListState';

export const ARTIST_SORTS: readonly ListSortField[] = ['name', 'updatedAt'];
export const ARTIST_DEFAULT_SORT: ListSort = { field: 'name', direction: 'asc' };

/** Artists by name, filtered by type and source. */
export function useArtistList() {
  const intl = useIntl();
  const filters = useMemo(() => [artistTypeFilter(intl), sourceFilter(intl)], [intl]);
  return {
    filters,
    ...useEntityList<Artist>('artist', filters, ARTIST_DEFAULT_SORT, ARTIST_SORTS),
  };
}

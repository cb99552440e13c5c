// The album list's query and rows, read live from IndexedDB a page at a time: every edit (this
// tab's, another tab's, or a pulled server change) re-renders the shown rows without a request.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useListWindow, type ListSortField } from '../../../data/useListWindow';
import type { Album } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import type { LooseRecord } from '../../../domain/sync/records';
import {
  albumTypeFilter,
  releaseStatusFilter,
  reviewStatusFilter,
  sourceFilter,
} from '../lists/filterOptions';
import { useListState, type ListSort } from '../lists/useListState';

export interface AlbumRow extends Pick<
  Album,
  | 'id'
  | 'version'
  | 'name'
  | 'type'
  | 'upc'
  | 'reviewStatus'
  | 'releaseStatus'
  | 'originalReleaseDate'
  | 'updatedAt'
> {
  infoPath: string;
}

export const ALBUM_SORTS: readonly ListSortField[] = ['name', 'updatedAt'];
export const ALBUM_DEFAULT_SORT: ListSort = { field: 'updatedAt', direction: 'desc' };

export function toAlbumRows(albums: readonly LooseRecord[]): AlbumRow[] {
  return (albums as unknown as Album[]).map((a) => ({
    id: a.id,
    version: a.version,
    name: a.name,
    type: a.type,
    upc: a.upc ?? null,
    reviewStatus: a.reviewStatus,
    releaseStatus: a.releaseStatus,
    originalReleaseDate: a.originalReleaseDate ?? null,
    updatedAt: a.updatedAt,
    infoPath: routePath('library-album-info', { albumId: a.id }),
  }));
}

const mapRows = (records: LooseRecord[]) => Promise.resolve(toAlbumRows(records));

export function useAlbumList() {
  const intl = useIntl();
  const filters = useMemo(
    () => [
      reviewStatusFilter(intl),
      releaseStatusFilter(intl),
      albumTypeFilter(intl),
      sourceFilter(intl),
    ],
    [intl],
  );
  const state = useListState(filters, ALBUM_DEFAULT_SORT, ALBUM_SORTS);
  const list = useListWindow<AlbumRow>('album', state.query, { map: mapRows });
  return { state, list, filters };
}

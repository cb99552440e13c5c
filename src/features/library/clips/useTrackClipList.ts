// Clips and accompaniments are listed with the name of the track they belong to: each page reads
// only its own rows' tracks.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { readRecordsById, type ListSortField } from '../../../data/useListWindow';
import type { TrackClip } from '../../../domain/catalogue';
import type { LooseRecord } from '../../../domain/sync/records';
import { clipTypeFilter, sourceFilter } from '../lists/filterOptions';
import { useEntityList } from '../lists/useEntityList';
import type { ListSort } from '../lists/useListState';

/** A record with the name of its track (null when the track is not on this device). */
export type WithTrackName<T> = T & { trackName: string | null };

/** Adds the track names to a page of clips or accompaniments. */
export async function withTrackNames<T extends { trackId: string }>(
  records: LooseRecord[],
): Promise<WithTrackName<T>[]> {
  const tracks = await readRecordsById(
    'track',
    records.map((r) => String(r.trackId)),
  );
  return records.map((r) => {
    const track = tracks.get(String(r.trackId));
    return {
      ...(r as unknown as T),
      trackName: track === undefined ? null : String(track.name ?? ''),
    };
  });
}

export const CLIP_SORTS: readonly ListSortField[] = ['name', 'createdAt'];
export const CLIP_DEFAULT_SORT: ListSort = { field: 'createdAt', direction: 'desc' };
const JOINS = ['track'] as const;
const clipRows = (records: LooseRecord[]) => withTrackNames<TrackClip>(records);

export function useTrackClipList() {
  const intl = useIntl();
  const filters = useMemo(() => [clipTypeFilter(intl), sourceFilter(intl)], [intl]);
  return {
    filters,
    ...useEntityList<WithTrackName<TrackClip>>(
      'trackClip',
      filters,
      CLIP_DEFAULT_SORT,
      CLIP_SORTS,
      { map: clipRows, joins: JOINS },
    ),
  };
}

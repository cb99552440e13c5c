// The track list's query and rows: 100,000 tracks on a device are listed from IndexedDB a page at
// a time; each page reads the few albums and artists its rows name (never the whole table).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { readRecordsById, useListWindow, type ListSortField } from '../../../data/useListWindow';
import type { ReviewStatus } from '../../../domain/status';
import type { LooseRecord } from '../../../domain/sync/records';
import { performLanguageFilter, sourceFilter, trackVersionFilter } from '../lists/filterOptions';
import { useListState, type ListSort } from '../lists/useListState';

export interface TrackRow {
  id: string;
  name: string;
  isrc: string | null;
  albumId: string | null;
  /** null when the album is not on this device */
  albumName: string | null;
  albumStatus: ReviewStatus | null;
  artistNames: string[];
  langCode: string | null;
  updatedAt: string;
}

export const TRACK_SORTS: readonly ListSortField[] = ['name', 'updatedAt'];
export const TRACK_DEFAULT_SORT: ListSort = { field: 'updatedAt', direction: 'desc' };
const JOINS = ['album', 'artist'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Rows of one page, with the names of their albums and artists. */
export async function toTrackRows(records: LooseRecord[]): Promise<TrackRow[]> {
  const albumIds = records.map((r) => text(r.albumId)).filter((id): id is string => id !== null);
  const artistIds = records.flatMap((r) =>
    (Array.isArray(r.artists) ? r.artists : []).map((a: { artistId?: unknown }) =>
      String(a.artistId),
    ),
  );
  const [albums, artists] = await Promise.all([
    readRecordsById('album', albumIds),
    readRecordsById('artist', artistIds),
  ]);
  return records.map((r) => {
    const albumId = text(r.albumId);
    const album = albumId === null ? undefined : albums.get(albumId);
    const credited = (Array.isArray(r.artists) ? r.artists : []) as Array<{
      artistId: string;
      role: string;
    }>;
    // main artists first, then the featured ones: what a partner reads as "by"
    const shown = [
      ...credited.filter((a) => a.role === 'main'),
      ...credited.filter((a) => a.role === 'featured'),
    ];
    return {
      id: String(r.id),
      name: String(r.name ?? ''),
      isrc: text(r.isrc),
      albumId,
      albumName: album === undefined ? null : String(album.name ?? ''),
      albumStatus: album === undefined ? null : (album.reviewStatus as ReviewStatus),
      artistNames: shown
        .map((a) => text(artists.get(a.artistId)?.name))
        .filter((n): n is string => n !== null && n !== ''),
      langCode: text(r.langCode),
      updatedAt: String(r.updatedAt ?? ''),
    };
  });
}

export function useTrackList() {
  const intl = useIntl();
  const filters = useMemo(
    () => [performLanguageFilter(intl), trackVersionFilter(intl), sourceFilter(intl)],
    [intl],
  );
  const state = useListState(filters, TRACK_DEFAULT_SORT, TRACK_SORTS);
  const list = useListWindow<TrackRow>('track', state.query, { map: toTrackRows, joins: JOINS });
  return { state, list, filters };
}

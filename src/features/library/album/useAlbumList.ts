// The album list's rows, read live from IndexedDB: every edit (this tab's, another tab's, or a
// pulled server change) re-renders the list without a request.
import { useMemo } from 'react';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album } from '../../../domain/catalogue';
import { albumInfoPath } from './paths';

export interface AlbumRow extends Pick<Album, 'id' | 'name' | 'reviewStatus' | 'releaseStatus' | 'updatedAt'> {
  infoPath: string;
}

export function toAlbumRows(albums: readonly Album[]): AlbumRow[] {
  return albums.map((a) => ({
    id: a.id,
    name: a.name,
    reviewStatus: a.reviewStatus,
    releaseStatus: a.releaseStatus,
    updatedAt: a.updatedAt,
    infoPath: albumInfoPath(a.id),
  }));
}

// the updatedAt index gives the order: no sort in memory
const NEWEST_FIRST = { orderBy: 'updatedAt', reverse: true } as const;

/** Newest change first; undefined while the first read is under way. */
export function useAlbumList(): AlbumRow[] | undefined {
  const albums = useRecords('album', NEWEST_FIRST);
  return useMemo(() => (albums ? toAlbumRows(albums) : undefined), [albums]);
}

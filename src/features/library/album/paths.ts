import { buildPath, findRoute } from '../../../domain/routes';

const INFO = findRoute('library-album-info')?.path ?? '/library/album/:albumId/info';
export const ALBUM_LIST_PATH = findRoute('library-album-list')?.path ?? '/library/album/list';

export function albumInfoPath(albumId: string): string {
  return buildPath(INFO, { albumId });
}

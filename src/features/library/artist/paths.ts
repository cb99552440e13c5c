// Paths of the library's party pages, from the route table (spec section 2), so links never drift.
import { buildPath, findRoute } from '../../../domain/routes';

function pathOf(routeName: string, params: Record<string, string> = {}): string {
  const route = findRoute(routeName);
  if (!route) throw new Error(`unknown route ${routeName}`);
  return buildPath(route.path, params);
}

export const artistInfoPath = (artistId: string) => pathOf('library-artist-info', { artistId });
export const artistListPath = () => pathOf('library-artist-list');
export const recordCompanyInfoPath = (recordcompanyId: string) => pathOf('library-recordcompany-info', { recordcompanyId });
export const recordCompanyListPath = () => pathOf('library-recordcompany-list');
export const plClineInfoPath = (id: string) => pathOf('library-pline-cline-info', { id });
export const plClineListPath = () => pathOf('library-pline-cline-list');
export const authorizationEditPath = (authId: string) => pathOf('library-authorization-edit', { authId });
export const authorizationListPath = () => pathOf('library-authorization-list');
export const authorizationAddPath = () => pathOf('library-authorization-add');
export const albumInfoPath = (albumId: string) => pathOf('library-album-info', { albumId });
export const albumAuthorizationListPath = (albumId: string) => pathOf('library-album-authorization-list', { albumId });
export const albumBindAuthorizationPath = (albumId: string) => pathOf('library-album-authorization-bindAuthorization', { albumId });
export const trackInfoPath = (trackId: string) => pathOf('library-track-info', { trackId });

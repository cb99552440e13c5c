// Lookup lists (spec section 7, Lookups) and the public app config. The lists hold both names
// and never vary per user, so the client may cache them (the spec caches them after first success).
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl, type AppConfig, type LookupItem } from '../../../../src/domain/api';
import { okEnvelope } from '../../http/envelope';
import { getLookups, type Lookups } from '../../lookups/lookups';
import type { RouteDeps } from '../deps';

/** private: the answers sit behind a login, so only the user's own browser may keep them */
const LOOKUP_CACHE_CONTROL = 'private, max-age=86400';

/** Base URLs of our own file routes (the spec's "CDN addresses"); storage arrives with uploads. */
export const APP_CONFIG: AppConfig = {
  imageUrl: '/api/file/object/',
  videoUrl: '/api/file/object/',
  fileUrl: '/api/file/object/',
};

type LookupRoute = { method: 'GET' | 'POST'; path: string; list: keyof Lookups };

const LOOKUP_ROUTES: readonly LookupRoute[] = [
  { method: 'POST', path: PATHS.displayLangCommon, list: 'displayLanguages' },
  { method: 'POST', path: PATHS.countryLang, list: 'countries' },
  { method: 'POST', path: PATHS.genreLanguage, list: 'genres' },
  { method: 'GET', path: PATHS.continent, list: 'continents' },
  { method: 'GET', path: PATHS.displayLang, list: 'displayLanguages' },
  { method: 'GET', path: PATHS.performLang, list: 'performLanguages' },
  { method: 'POST', path: PATHS.artistTypes, list: 'artistTypes' },
  { method: 'GET', path: PATHS.country, list: 'countries' },
];

export function registerLookupRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  const lookups = getLookups();

  app.post(apiUrl(PATHS.config), { config: { privilege: 'public' } }, async () => okEnvelope(APP_CONFIG));

  for (const route of LOOKUP_ROUTES) {
    const list: readonly LookupItem[] = lookups[route.list];
    app.route({
      method: route.method,
      url: apiUrl(route.path),
      config: { privilege: 'loggedIn' },
      handler: async (_request, reply) => {
        reply.header('cache-control', LOOKUP_CACHE_CONTROL);
        return okEnvelope(list);
      },
    });
  }
}

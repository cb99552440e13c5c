// Lookup lists (spec section 7, Lookups) and the public app config. The lists hold both names
// and never vary per user, so the client may cache them (the spec caches them after first success).
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl, type AppConfig, type LookupItem } from '../../../../src/domain/api';
import { LOOKUP_CALLS, type LookupName } from '../../../../src/domain/lookups';
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

/** Which server list answers each lookup call; paths and methods come from the domain's table. */
const LIST_OF_LOOKUP: Readonly<Record<Exclude<LookupName, 'config'>, keyof Lookups>> = {
  displayLangCommon: 'displayLanguages',
  countryLang: 'countries',
  genreLanguage: 'genres',
  continent: 'continents',
  displayLang: 'displayLanguages',
  performLang: 'performLanguages',
  artistTypes: 'artistTypes',
  country: 'countries',
};

export function registerLookupRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  const lookups = getLookups();

  app.post(apiUrl(PATHS.config), { config: { privilege: 'public' } }, async () =>
    okEnvelope(APP_CONFIG),
  );

  for (const [name, listName] of Object.entries(LIST_OF_LOOKUP) as [LookupName, keyof Lookups][]) {
    const list: readonly LookupItem[] = lookups[listName];
    const call = LOOKUP_CALLS[name];
    app.route({
      method: call.method,
      url: apiUrl(call.path),
      config: { privilege: 'loggedIn' },
      handler: async (_request, reply) => {
        reply.header('cache-control', LOOKUP_CACHE_CONTROL);
        return okEnvelope(list);
      },
    });
  }
}

// The app's lookup loader, kept apart from api.ts so the client does not pull Dexie into the
// entry chunk.
import { api } from './api';
import { createLookupLoader } from './lookups';

/** Lookups, fetched once and then served from IndexedDB. */
export const loadLookup = createLookupLoader(api);

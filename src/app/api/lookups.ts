// Lookups are asked of the server once, then served from IndexedDB (spec section 7: "cached
// after first success"), which also keeps forms usable offline.
import { LOOKUP_CALLS, type LookupName, type LookupValues } from '../../domain/lookups';
import { getLookup, putLookup } from '../../data/lookupRepo';
import type { ApiClient } from './client';

export type LookupLoader = <K extends LookupName>(name: K) => Promise<LookupValues[K]>;

export function createLookupLoader(client: Pick<ApiClient, 'request'>): LookupLoader {
  const inFlight = new Map<LookupName, Promise<unknown>>();

  async function fetchAndStore<K extends LookupName>(name: K): Promise<LookupValues[K]> {
    const cached = await getLookup(name);
    if (cached) return cached.items;
    const { path, method } = LOOKUP_CALLS[name];
    const items = await client.request<LookupValues[K]>(path, { method });
    await putLookup(name, items);
    return items;
  }

  return <K extends LookupName>(name: K): Promise<LookupValues[K]> => {
    // Screens mounting together ask once; a failure is not remembered, so the next ask retries.
    let pending = inFlight.get(name) as Promise<LookupValues[K]> | undefined;
    if (!pending) {
      pending = fetchAndStore(name).finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return pending;
  };
}

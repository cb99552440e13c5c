import { useLiveQuery } from 'dexie-react-hooks';
import { getCached, type CacheKey, type CacheValues, type Cached } from './cacheRepo';

/**
 * Live view of one cached answer: `undefined` while IndexedDB is being read, `null` when nothing
 * is stored yet, so a screen can tell "loading" from "never fetched".
 */
export function useCached<K extends CacheKey>(key: K): Cached<CacheValues[K]> | null | undefined {
  return useLiveQuery(async () => (await getCached(key)) ?? null, [key]);
}

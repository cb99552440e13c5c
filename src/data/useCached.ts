import { useLiveQuery } from 'dexie-react-hooks';
import {
  getCached,
  type CacheKey,
  type CacheValues,
  type Cached,
  type PerAlbumCacheKey,
} from './cacheRepo';

/**
 * Live view of one cached answer: `undefined` while IndexedDB is being read, `null` when nothing
 * is stored yet, so a screen can tell "loading" from "never fetched".
 */
export function useCached<K extends CacheKey>(key: K): Cached<CacheValues[K]> | null | undefined {
  return useLiveQuery(async () => (await getCached(key)) ?? null, [key]);
}

/** Live view of one album's entry in a per-album cache: `undefined` while read, `null` when none. */
export function useCachedEntry<K extends PerAlbumCacheKey>(
  key: K,
  albumId: string,
): CacheValues[K][string] | null | undefined {
  return useLiveQuery(async () => {
    // TS widens CacheValues[K] to the union of both entries' shapes: K ties key and entry together
    const saved = (await getCached(key))?.value as
      | Record<string, CacheValues[K][string]>
      | undefined;
    return saved?.[albumId] ?? null;
  }, [key, albumId]);
}

/**
 * Live view of one entry of a per-key cache, or, when that one was never saved, the most recently
 * saved entry as a stand-in (`isExact` false): an offline screen shows the last figures it has.
 */
export function useCachedEntryOrLatest<K extends PerAlbumCacheKey>(
  key: K,
  id: string,
): (CacheValues[K][string] & { isExact: boolean }) | null | undefined {
  return useLiveQuery(async () => {
    const saved = (await getCached(key))?.value as
      | Record<string, CacheValues[K][string]>
      | undefined;
    const exact = saved?.[id];
    if (exact) return { ...exact, isExact: true };
    const latest = Object.values(saved ?? {}).sort((a, b) => b.savedAt - a.savedAt)[0];
    return latest ? { ...latest, isExact: false } : null;
  }, [key, id]);
}

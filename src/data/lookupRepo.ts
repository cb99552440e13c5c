// Lookup lists cached after their first successful fetch (spec section 7).
import type { LookupName, LookupValues } from '../domain/lookups';
import { db } from './db';

export interface StoredLookup<K extends LookupName> {
  items: LookupValues[K];
  fetchedAt: number;
}

export async function getLookup<K extends LookupName>(name: K): Promise<StoredLookup<K> | undefined> {
  const row = await db.lookups.get(name);
  return row ? { items: row.items as LookupValues[K], fetchedAt: row.fetchedAt } : undefined;
}

export async function putLookup<K extends LookupName>(name: K, items: LookupValues[K]): Promise<void> {
  await db.lookups.put({ name, items, fetchedAt: Date.now() });
}

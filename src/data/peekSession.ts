// Reads the stored token with plain IndexedDB, without loading Dexie: deciding whether a visitor
// is logged in must not cost the login page the ~30 kB (gzip) of Dexie. Dexie's `session` table
// is a plain object store keyed by `key`, so one get reads it.
import { DB_NAME } from './dbName';

export function peekStoredToken(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<string | null> {
  if (!factory) return Promise.resolve(null);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DB_NAME);
    } catch {
      // IndexedDB refused (private mode): no stored token, the portal starts logged out
      resolve(null);
      return;
    }
    // No database yet: abort instead of creating an empty one Dexie would then have to upgrade.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const idb = request.result;
      const done = (token: string | null) => {
        idb.close();
        resolve(token);
      };
      if (!idb.objectStoreNames.contains('session')) return done(null);
      const get = idb.transaction('session', 'readonly').objectStore('session').get('token');
      get.onsuccess = () => {
        const value: unknown = (get.result as { value?: unknown } | undefined)?.value;
        done(typeof value === 'string' && value.length > 0 ? value : null);
      };
      get.onerror = () => done(null);
    };
  });
}

// The portal's IndexedDB schema as the portal itself creates it: src/data/db.ts opened once under
// Node with fake-indexeddb, then read back store by store. logIn (session.ts) makes a new device's
// database from it, at the same version, so the portal opens it without an upgrade.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openPortalDb } from '../../../src/data/db';

export interface StoreSchema {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
}

export interface PortalSchema {
  version: number;
  stores: StoreSchema[];
}

let schema: Promise<PortalSchema> | undefined;

async function readSchema(): Promise<PortalSchema> {
  const db = openPortalDb('portal-schema', { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
  const idb = db.backendDB();
  const names = [...idb.objectStoreNames];
  const tx = idb.transaction(names, 'readonly');
  const stores = names.map((name): StoreSchema => {
    const store = tx.objectStore(name);
    return {
      name,
      keyPath: store.keyPath,
      autoIncrement: store.autoIncrement,
      indexes: [...store.indexNames].map((indexName) => {
        const index = store.index(indexName);
        return {
          name: indexName,
          keyPath: index.keyPath,
          unique: index.unique,
          multiEntry: index.multiEntry,
        };
      }),
    };
  });
  const version = idb.version;
  db.close();
  return { version, stores };
}

/** The schema, read once per test process. */
export function portalSchema(): Promise<PortalSchema> {
  schema ??= readSchema();
  return schema;
}

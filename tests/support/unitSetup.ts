// The unit project's setup (vitest.config.ts): a DOM test (happy-dom) waits up to 15 s for what it
// expects to appear, like the test itself may take (testTimeout). Testing Library's own default is
// 1 s, which a screen's first render reached on CI's two cores while the server suite and three
// browser lanes ran beside it (issue 25): a wait bounds a hang; speed is measured by `npm run
// bench`. Node-only tests never load Testing Library for it.
import { afterAll, vi } from 'vitest';

// IndexedDB (fake-indexeddb) before any test file imports Dexie: the unit project runs its files in
// one module cache (vitest.config.ts), and Dexie takes the IndexedDB it finds when first imported,
// so a file that did not import 'fake-indexeddb/auto' itself would leave it without one for every
// file after it. A module import runs once per cache; the globals are set again for each file.
const fake = await import('fake-indexeddb');
Object.assign(globalThis, {
  indexedDB: fake.indexedDB,
  IDBFactory: fake.IDBFactory,
  IDBKeyRange: fake.IDBKeyRange,
  IDBDatabase: fake.IDBDatabase,
  IDBObjectStore: fake.IDBObjectStore,
  IDBIndex: fake.IDBIndex,
  IDBCursor: fake.IDBCursor,
  IDBCursorWithValue: fake.IDBCursorWithValue,
  IDBRequest: fake.IDBRequest,
  IDBOpenDBRequest: fake.IDBOpenDBRequest,
  IDBTransaction: fake.IDBTransaction,
  IDBVersionChangeEvent: fake.IDBVersionChangeEvent,
});

// What a file may leave behind for the next one in the shared module cache: the app's database
// rows (each file used to start on an empty IndexedDB), a language other than the default, fake
// timers, stubbed globals and environment.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // imported once per module cache: next to nothing after the first file
  const [{ db }, { setLanguage }] = await Promise.all([
    import('../../src/data/db'),
    import('../../src/i18n/languageStore'),
  ]);
  setLanguage('zh-hans');
  await Promise.all(db.tables.map((table) => table.clear()));
});

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};

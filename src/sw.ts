/// <reference lib="webworker" />
// Service worker (vite-plugin-pwa injectManifest): precaches the app shell so an offline reload
// still shows the portal. /api answers are never cached here: data lives in IndexedDB.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { openPortalDb } from './data/db';
import { createDexieRequestQueue } from './data/local/requestQueue';
import { createDexieSyncStore } from './data/local/syncStore';
import { flushUnderLock } from './sync/engine/backgroundFlush';
import { BACKGROUND_SYNC_TAG } from './sync/channel';
import { createSyncEngine } from './sync/engine/engine';
import { createFetchTransport } from './sync/engine/transport';
import { installUploadFileCache } from './uploads/swFileCache';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app path is a client route: serve the precached shell; /api goes to the network.
// Also for /login and /home, which the server sends prerendered on a first visit: the shell
// renders them anew (main.tsx finds no prerendered markup), from scripts already cached here, and
// a worker cannot read the language cookie to pick the page's language (Cookie is not exposed).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
);

// Chunks left out of the precache for their size: kept once a user has needed them (names are hashed).
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    /^\/assets\/traditionalConverter-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: 'portal-large-chunks' }),
);

// A new version waits until the user accepts the update prompt (app/pwa/registerServiceWorker.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

// Golden Retriever keeps large upload files here across a reload (src/uploads/uploadEngine.ts)
installUploadFileCache(self);

// Background Sync (Chromium): the tabs register the 'outbox' tag after an edit or a queued request;
// when connectivity returns, possibly with no tab open, flush both under the tabs' lock.
interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEventLike;
  if (sync.tag === BACKGROUND_SYNC_TAG) sync.waitUntil(flushOutbox());
});

/**
 * One round with the engine the sync worker uses (outbox, then the queued requests, then a pull),
 * reading the token from the Dexie session.
 */
async function flushOutbox(): Promise<void> {
  const db = openPortalDb();
  try {
    const store = createDexieSyncStore(db);
    const transport = createFetchTransport({
      fetchFn: (input, init) => fetch(input, init),
      getSession: () => store.readSession(),
    });
    const requests = createDexieRequestQueue(db);
    await flushUnderLock(self.navigator.locks, createSyncEngine({ store, requests, transport }));
  } finally {
    // an open connection would hold up the next version's schema upgrade
    db.close();
  }
}

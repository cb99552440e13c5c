/// <reference lib="webworker" />
// Service worker (vite-plugin-pwa injectManifest): precaches the app shell so an offline reload
// still shows the portal. /api answers are never cached here: data lives in IndexedDB.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app path is a client route: serve the precached shell; /api goes to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// A new version waits until the user accepts the update prompt (app/pwa/registerServiceWorker.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

// Next issue: background sync of the outbox. A `sync` listener will flush the outbox under the
// same navigator.locks lock as the sync worker, e.g.
// self.addEventListener('sync', (event) => { if (event.tag === 'outbox') event.waitUntil(flushOutbox()); });

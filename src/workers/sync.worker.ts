/// <reference lib="webworker" />
// The sync worker: owned by the one tab holding the `portal-sync` lock, it pushes and pulls with
// its own Dexie connection so the UI thread never waits on the network or on a big pull.
import * as Comlink from 'comlink';
import { openPortalDb } from '../data/db';
import { createDexieRequestQueue } from '../data/local/requestQueue';
import { createDexieSyncStore } from '../data/local/syncStore';
import { createSyncHost, type SyncHost } from '../sync/engine/host';
import type { SyncWorkerApi } from './sync.api';
import { reportError } from '../data/errorLog';

let host: SyncHost | null = null;

const api: SyncWorkerApi = {
  async start({ baseUrl }) {
    if (host) return;
    const db = openPortalDb();
    host = createSyncHost({
      store: createDexieSyncStore(db),
      requests: createDexieRequestQueue(db),
      fetchFn: (input, init) => fetch(input, init),
      baseUrl,
      onError: reportError,
    });
  },
  async request(trigger) {
    host?.request(trigger);
  },
  async sessionChanged() {
    host?.sessionChanged();
  },
  async stop() {
    host?.stop();
    host = null;
  },
};

Comlink.expose(api);

// Creates the sync worker on first use and wraps it with comlink. Only the tab that won the
// `portal-sync` lock calls this; the worker's code is its own chunk, loaded then.
import * as Comlink from 'comlink';
import type { SyncWorkerApi } from './sync.api';

let worker: Worker | null = null;
let remote: Comlink.Remote<SyncWorkerApi> | null = null;

export function getSyncWorker(): Comlink.Remote<SyncWorkerApi> {
  if (remote === null) {
    worker = new Worker(new URL('./sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'portal-sync',
    });
    remote = Comlink.wrap<SyncWorkerApi>(worker);
  }
  return remote;
}

/** Ends the worker (the tab gives up the lock, or logs out). */
export function terminateSyncWorker(): void {
  remote?.[Comlink.releaseProxy]();
  worker?.terminate();
  worker = null;
  remote = null;
}

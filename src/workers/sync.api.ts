// The sync worker's API as the tab sees it through comlink (Excalidraw's split: this type, the
// worker entry that exposes it, and a client that creates the worker lazily).
import type { SyncTrigger } from '../sync/channel';

export interface SyncWorkerApi {
  /** starts syncing (idempotent); `baseUrl` is the app's origin, for fetch inside the worker */
  start(config: { baseUrl: string }): Promise<void>;
  request(trigger: SyncTrigger): Promise<void>;
  /** the tab stored a new session token */
  sessionChanged(): Promise<void>;
  stop(): Promise<void>;
}

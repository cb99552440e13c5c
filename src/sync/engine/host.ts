// Everything the sync worker runs, wired together: engine, runner, server pokes, and the channel
// (edits in any tab trigger a sync; the phase is broadcast to every tab). Kept out of the worker
// entry so it can run (and be tested) in any context that has fetch and a SyncStore.
import {
  openSyncChannel,
  type SyncChannelMessage,
  type SyncPhase,
  type SyncTrigger,
} from '../channel';
import { createSyncEngine, type SyncEngine } from './engine';
import { watchPokes } from './events';
import type { SyncStore } from '../store/model';
import type { RequestQueueStore } from '../store/requestQueue';
import { createSyncRunner } from './runner';
import { createFetchTransport } from './transport';

export interface SyncHostOptions {
  store: SyncStore;
  /** queued business requests (sent after the outbox); none without it */
  requests?: RequestQueueStore;
  fetchFn: typeof fetch;
  /** '' for same-origin */
  baseUrl?: string;
  /** listen to the server's pokes (off in tests without a server) */
  pokes?: boolean;
  onPhase?(phase: SyncPhase, lastError: string | null): void;
  /** failures worth keeping (a failed round, an op the server refused): the app's reportError */
  onError?(context: string, error: unknown): void;
}

export interface SyncHost {
  request(trigger: SyncTrigger): void;
  /** a new session token is stored: resume after a 401 and reconnect the poke stream */
  sessionChanged(): void;
  stop(): void;
  readonly engine: SyncEngine;
}

export function createSyncHost(options: SyncHostOptions): SyncHost {
  const { store, fetchFn, baseUrl = '' } = options;
  const engine = createSyncEngine({
    store,
    transport: createFetchTransport({ fetchFn, baseUrl, getSession: () => store.readSession() }),
    onError: options.onError,
    requests: options.requests,
  });
  let status: { phase: SyncPhase; lastError: string | null } = { phase: 'idle', lastError: null };
  const broadcast = () =>
    channel?.postMessage({ type: 'status', ...status } satisfies SyncChannelMessage);

  const runner = createSyncRunner({
    engine,
    onError: options.onError,
    onPhase(phase, lastError) {
      status = { phase, lastError };
      broadcast();
      // a pull that could not be stored: the same warning an edit gives
      if (lastError === 'quotaExceeded')
        channel?.postMessage({ type: 'quota-error' } satisfies SyncChannelMessage);
      options.onPhase?.(phase, lastError);
    },
  });

  const channel = openSyncChannel((message) => {
    if (message.type === 'outbox-changed') runner.request('edit');
    else if (message.type === 'sync-request') {
      runner.request(message.trigger);
      // back online: the poke stream reconnects now, not after the backoff its failed attempts
      // while offline built up (a channel's answer poked meanwhile was seen only at the next pull)
      if (message.trigger === 'online') pokes?.restart();
    } else if (message.type === 'status-request') broadcast();
  });

  const pokes =
    options.pokes === false
      ? null
      : watchPokes({
          fetchFn,
          baseUrl,
          getToken: async () => (await store.readSession()).token,
          async onPoke(serverSeq) {
            const cursor = await store.transact(async (tx) => (await tx.getMeta()).cursor);
            if (serverSeq > cursor) runner.request('poke');
          },
        });

  runner.request('start');
  return {
    engine,
    request: (trigger) => runner.request(trigger),
    sessionChanged() {
      runner.request('session');
      pokes?.restart();
    },
    stop() {
      runner.stop();
      pokes?.stop();
      channel?.close();
    },
  };
}

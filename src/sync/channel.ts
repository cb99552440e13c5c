// The BroadcastChannel every tab, the sync worker and the service worker share. Only the syncing
// tab's worker knows the phase of a sync; it tells everyone here, and edits in any tab tell the
// worker here that the outbox grew. Dexie live queries carry the data itself.
export const SYNC_CHANNEL = 'portal-sync';
/** The Web Lock whose holder syncs: one tab's worker, or the service worker when no tab holds it. */
export const SYNC_LOCK = 'portal-sync';
/** The Background Sync tag the tabs register and the service worker answers. */
export const BACKGROUND_SYNC_TAG = 'outbox';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error';
export type SyncTrigger =
  'start' | 'online' | 'visible' | 'edit' | 'poke' | 'manual' | 'session' | 'retry';

export type SyncChannelMessage =
  | { type: 'outbox-changed' }
  | { type: 'sync-request'; trigger: SyncTrigger }
  | { type: 'status'; phase: SyncPhase; lastError: string | null }
  | { type: 'status-request' }
  | { type: 'quota-error' };

export function isSyncChannelMessage(value: unknown): value is SyncChannelMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/** A channel, or null where BroadcastChannel does not exist. It never keeps a Node process alive. */
export function openSyncChannel(
  onMessage?: (message: SyncChannelMessage) => void,
): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  (channel as { unref?: () => void }).unref?.();
  if (onMessage) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isSyncChannelMessage(event.data)) onMessage(event.data);
    };
  }
  return channel;
}

let shared: BroadcastChannel | null | undefined;

/** Posts on a lazily opened channel of this context (other contexts and other channel objects hear it). */
export function postSyncMessage(message: SyncChannelMessage): void {
  if (shared === undefined) shared = openSyncChannel();
  try {
    shared?.postMessage(message);
  } catch {
    // a closed channel (context shutting down) has no one left to tell
  }
}

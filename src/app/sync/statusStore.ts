// What a tab knows about syncing beyond the database: the phase and last error the syncing worker
// broadcast, whether an edit hit the storage quota (that write failed, so it cannot be in the
// database), and whether the browser is online. A plain external store, read by useSyncStatus.
import { onQuotaSignal } from '../../data/local/quotaSignal';
import {
  openSyncChannel,
  postSyncMessage,
  type SyncChannelMessage,
  type SyncPhase,
} from '../../sync/channel';

export interface LiveSyncState {
  online: boolean;
  phase: SyncPhase;
  lastError: string | null;
  quotaError: boolean;
}

const isOnline = (): boolean =>
  typeof navigator === 'undefined' ? true : navigator.onLine !== false;

let state: LiveSyncState = {
  online: isOnline(),
  phase: 'idle',
  lastError: null,
  quotaError: false,
};
const listeners = new Set<() => void>();
let detach: (() => void) | null = null;

function setState(patch: Partial<LiveSyncState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(patch) as (keyof LiveSyncState)[]).every((key) => next[key] === state[key]))
    return;
  state = next;
  for (const listener of listeners) listener();
}

function onMessage(message: SyncChannelMessage): void {
  if (message.type === 'status') setState({ phase: message.phase, lastError: message.lastError });
  else if (message.type === 'quota-error') setState({ quotaError: true });
}

/** Listens while anyone subscribes; asks the syncing worker for its current phase on attach. */
function attach(): () => void {
  const channel = openSyncChannel(onMessage);
  const update = () => setState({ online: isOnline() });
  globalThis.addEventListener?.('online', update);
  globalThis.addEventListener?.('offline', update);
  update();
  postSyncMessage({ type: 'status-request' });
  return () => {
    channel?.close();
    globalThis.removeEventListener?.('online', update);
    globalThis.removeEventListener?.('offline', update);
  };
}

export function getLiveSyncState(): LiveSyncState {
  return state;
}

export function subscribeLiveSync(listener: () => void): () => void {
  listeners.add(listener);
  detach ??= attach();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && detach) {
      detach();
      detach = null;
    }
  };
}

// An edit of this tab that hit the quota (other tabs' arrive on the channel), and a later one that
// was stored; heard from the start, so a failed edit before anyone subscribed still counts.
onQuotaSignal((isFull) => setState({ quotaError: isFull }));

/** The phase as this tab's own worker reports it (the channel does not echo to its sender). */
export function setLocalPhase(phase: SyncPhase, lastError: string | null): void {
  setState({ phase, lastError });
}

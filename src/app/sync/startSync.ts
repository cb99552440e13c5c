// Tab-side start of syncing, called once after login in every tab. The tabs compete for the
// `portal-sync` lock: the holder runs the sync worker, the others follow through Dexie live queries
// and the channel, and the next in line takes over when the holder closes (the browser releases a
// closed tab's lock). Triggers from any tab reach the worker through the channel.
import { fetchLoginUserInfo } from '../api/endpoints';
import { getSessionState, subscribeSession } from '../session/sessionStore';
import { getSyncWorker, terminateSyncWorker } from '../../workers/syncClient';
import {
  BACKGROUND_SYNC_TAG,
  openSyncChannel,
  postSyncMessage,
  SYNC_LOCK,
  type SyncChannelMessage,
  type SyncTrigger,
} from '../../sync/channel';
import { setLocalPhase } from './statusStore';
import { reportError } from '../../data/errorLog';

export { BACKGROUND_SYNC_TAG, SYNC_LOCK } from '../../sync/channel';
const BACKGROUND_REGISTER_EVERY_MS = 10_000;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

let lastBackgroundRegister = 0;

/** Asks the browser to run the service worker's `sync` event when connectivity returns (Chromium). */
function registerBackgroundSync(): void {
  const now = Date.now();
  if (now - lastBackgroundRegister < BACKGROUND_REGISTER_EVERY_MS) return;
  lastBackgroundRegister = now;
  navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(
        BACKGROUND_SYNC_TAG,
      ),
    )
    // Background Sync is a bonus (Chromium, permission granted): the tabs sync without it
    .catch(() => undefined);
}

/** Asks whichever tab syncs to sync now (the UI's "sync now"). */
export function requestSyncNow(): void {
  postSyncMessage({ type: 'sync-request', trigger: 'manual' });
}

export function startSync(): () => void {
  const controller = new AbortController();
  let isLeader = false;
  let release: (() => void) | null = null;
  let renewing = false;
  const identity = () => `${getSessionState().token ?? ''}|${getSessionState().user?.id ?? ''}`;
  let known = identity();

  const trigger = (reason: SyncTrigger): void => {
    if (isLeader) void getSyncWorker().request(reason);
    else postSyncMessage({ type: 'sync-request', trigger: reason });
  };

  const onMessage = (message: SyncChannelMessage): void => {
    if (message.type === 'outbox-changed') registerBackgroundSync();
    // the worker cannot log in again; this tab can (auto-login, else the usual logout)
    if (message.type === 'status' && message.lastError === 'notlogin' && isLeader && !renewing) {
      renewing = true;
      // a session still valid (or renewed by auto-login) resumes the worker; an expired one logs
      // out through the API client, which ends this layout and so this sync
      fetchLoginUserInfo()
        .then(() => (isLeader ? getSyncWorker().sessionChanged() : undefined))
        .catch(() => undefined)
        .finally(() => {
          renewing = false;
        });
    }
  };
  const channel = openSyncChannel(onMessage);
  const onOnline = () => trigger('online');
  const onVisible = () => {
    if (document.visibilityState === 'visible') trigger('visible');
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // the worker reads token and user from Dexie; tell it when either changed
  const unsubscribe = subscribeSession(() => {
    const next = identity();
    if (next === known) return;
    known = next;
    if (isLeader && getSessionState().token !== null) void getSyncWorker().sessionChanged();
  });

  async function lead(): Promise<void> {
    if (controller.signal.aborted) return;
    isLeader = true;
    try {
      await getSyncWorker().start({ baseUrl: window.location.origin });
      // held until this tab stops syncing (logout, unmount) or closes
      await new Promise<void>((resolve) => {
        release = resolve;
        if (controller.signal.aborted) resolve();
      });
    } finally {
      isLeader = false;
      terminateSyncWorker();
    }
  }

  if (typeof navigator !== 'undefined' && navigator.locks) {
    navigator.locks
      .request(SYNC_LOCK, { signal: controller.signal }, lead)
      .catch((error: unknown) => {
        // stopping this sync aborts the wait for the lock: only another rejection is a failure
        if (!controller.signal.aborted) reportError('sync.lead', error);
      });
  } else {
    // no Web Locks (very old browsers): this tab syncs alone
    void lead();
  }
  registerBackgroundSync();

  return () => {
    controller.abort();
    release?.();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
    channel?.close();
    setLocalPhase('idle', null);
  };
}

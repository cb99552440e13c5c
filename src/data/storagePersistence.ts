// The browser's answer to "will you keep this site's data?" (navigator.storage.persisted()), kept in
// one subscribable value so the sync status can show it and warn when unsent edits may be evicted.
// It is read when the first reader subscribes and again after every persist() request; a request
// is made once per page for each reason (an edit, an upload, the app's install), because Chromium
// decides by engagement and installation, which change while the page lives, and Firefox asks the
// person, who should not be asked again for the same reason within one page.
import type { StoragePersistence } from '../domain/sync/evictionRisk';

export type { StoragePersistence } from '../domain/sync/evictionRisk';

/** Why persistent storage is asked for: each is asked at most once per page. */
export type PersistenceReason = 'edit' | 'upload' | 'installed';

/** The part of the StorageManager used here (absent in insecure contexts and old browsers). */
export interface PersistenceApi {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

export interface PersistenceStoreDeps {
  storage: () => PersistenceApi | undefined;
  /** where `appinstalled` fires: the window */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** launched as an installed app (the install may have happened while nobody listened) */
  isInstalled?: () => boolean;
}

export interface PersistenceStore {
  get(): StoragePersistence;
  subscribe(listener: () => void): () => void;
  /** reads persisted() again; answers the new value */
  refresh(): Promise<StoragePersistence>;
  /** asks persist() unless this reason asked already or the data is kept; then reads the answer */
  request(reason: PersistenceReason): Promise<StoragePersistence>;
}

export function createPersistenceStore(deps: PersistenceStoreDeps): PersistenceStore {
  let state: StoragePersistence = 'checking';
  const listeners = new Set<() => void>();
  const asked = new Set<PersistenceReason>();
  let reads = 0;
  // requests run one after the other: a second reason waits for the first answer (and is spared
  // when it was a yes) instead of opening a second prompt beside the first
  let requests: Promise<StoragePersistence> = Promise.resolve(state);
  let detach: (() => void) | null = null;

  function set(next: StoragePersistence): void {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  async function refresh(): Promise<StoragePersistence> {
    const read = ++reads;
    const storage = deps.storage();
    let answer: StoragePersistence;
    if (typeof storage?.persisted !== 'function') answer = 'unsupported';
    else {
      try {
        answer = (await storage.persisted()) ? 'persisted' : 'bestEffort';
      } catch {
        // no answer (e.g. an opaque origin): no guarantee either
        answer = 'unsupported';
      }
    }
    // an older read that resolves late must not undo a newer one
    if (read === reads) set(answer);
    return state;
  }

  async function ask(): Promise<StoragePersistence> {
    if (state === 'persisted') return state;
    const storage = deps.storage();
    if (typeof storage?.persist === 'function') {
      try {
        await storage.persist();
      } catch {
        // a refusal by exception reads the same as a "no": persisted() below says which
      }
    }
    return refresh();
  }

  function request(reason: PersistenceReason): Promise<StoragePersistence> {
    if (asked.has(reason)) return requests;
    asked.add(reason);
    requests = requests.then(ask, ask);
    return requests;
  }

  function attach(): () => void {
    const onInstalled = () => void request('installed');
    deps.events?.addEventListener('appinstalled', onInstalled);
    if (deps.isInstalled?.()) void request('installed');
    else void refresh();
    return () => deps.events?.removeEventListener('appinstalled', onInstalled);
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      detach ??= attach();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && detach) {
          detach();
          detach = null;
        }
      };
    },
    refresh,
    request,
  };
}

const appStore = createPersistenceStore({
  storage: () => (typeof navigator === 'undefined' ? undefined : navigator.storage),
  events: typeof window === 'undefined' ? undefined : window,
  isInstalled: () => typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
});

export const getStoragePersistence = appStore.get;
export const subscribeStoragePersistence = appStore.subscribe;

/** Asks the browser to keep this site's data (unsent edits, queued uploads); never throws. */
export function requestPersistentStorage(reason: PersistenceReason): void {
  void appStore.request(reason);
}

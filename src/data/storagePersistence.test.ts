import { describe, expect, it } from 'vitest';
import { createPersistenceStore, type PersistenceApi } from './storagePersistence';

/**
 * A StorageManager as Chromium behaves: persist() grants only when the site qualifies (here: once
 * `grantable` is set, e.g. after installation), and persisted() reports what was granted.
 */
function fakeStorage(initial = false) {
  const calls: string[] = [];
  const storage = {
    granted: initial,
    grantable: false,
    persisted: async () => {
      calls.push('persisted');
      return storage.granted;
    },
    persist: async () => {
      calls.push('persist');
      if (storage.grantable) storage.granted = true;
      return storage.granted;
    },
  };
  return { storage, calls };
}

function changes(store: ReturnType<typeof createPersistenceStore>) {
  const seen: string[] = [];
  const stop = store.subscribe(() => seen.push(store.get()));
  return { seen, stop };
}

/** Resolves once the store's value moved off `checking`. */
function settled(store: ReturnType<typeof createPersistenceStore>): Promise<void> {
  return new Promise((resolve) => {
    if (store.get() !== 'checking') return resolve();
    const stop = store.subscribe(() => {
      stop();
      resolve();
    });
  });
}

describe('storage persistence store', () => {
  it('reads the answer when the first reader subscribes, and keeps a refusal', async () => {
    const { storage, calls } = fakeStorage(false);
    const store = createPersistenceStore({ storage: () => storage });
    expect(store.get()).toBe('checking');
    const { seen, stop } = changes(store);
    await settled(store);
    expect(seen).toEqual(['bestEffort']);
    expect(calls).toEqual(['persisted']);
    stop();
  });

  it('says persisted when the browser already keeps the data', async () => {
    const { storage } = fakeStorage(true);
    const store = createPersistenceStore({ storage: () => storage });
    expect(await store.refresh()).toBe('persisted');
  });

  it('says unsupported without a StorageManager, or when it throws', async () => {
    expect(await createPersistenceStore({ storage: () => undefined }).refresh()).toBe('unsupported');
    const broken: PersistenceApi = { persisted: () => Promise.reject(new TypeError('opaque origin')) };
    expect(await createPersistenceStore({ storage: () => broken }).refresh()).toBe('unsupported');
  });

  it('reads persisted() again after each persist() request, and asks once per reason', async () => {
    const { storage, calls } = fakeStorage(false);
    const store = createPersistenceStore({ storage: () => storage });
    expect(await store.request('edit')).toBe('bestEffort');
    expect(await store.request('edit')).toBe('bestEffort');
    expect(calls).toEqual(['persist', 'persisted']);

    // the site became eligible (installed): the upload's request is granted
    storage.grantable = true;
    expect(await store.request('upload')).toBe('persisted');
    expect(calls).toEqual(['persist', 'persisted', 'persist', 'persisted']);
  });

  it('does not ask again once the data is kept', async () => {
    const { storage, calls } = fakeStorage(false);
    storage.grantable = true;
    const store = createPersistenceStore({ storage: () => storage });
    const [first, second] = await Promise.all([store.request('edit'), store.request('upload')]);
    expect([first, second]).toEqual(['persisted', 'persisted']);
    expect(calls).toEqual(['persist', 'persisted']);
  });

  it('a persist() that throws reads as the browser answers', async () => {
    const storage: PersistenceApi = { persist: () => Promise.reject(new Error('denied')), persisted: async () => false };
    expect(await createPersistenceStore({ storage: () => storage }).request('upload')).toBe('bestEffort');
  });

  it('asks again when the app is installed, while someone listens', async () => {
    const { storage, calls } = fakeStorage(false);
    const events = new EventTarget();
    const store = createPersistenceStore({ storage: () => storage, events });
    const { seen, stop } = changes(store);
    await settled(store);
    expect(store.get()).toBe('bestEffort');

    storage.grantable = true;
    const granted = new Promise<void>((resolve) => store.subscribe(() => store.get() === 'persisted' && resolve()));
    events.dispatchEvent(new Event('appinstalled'));
    await granted;
    expect(seen).toEqual(['bestEffort', 'persisted']);
    expect(calls).toEqual(['persisted', 'persist', 'persisted']);
    stop();
  });

  it('asks at start when launched as an installed app', async () => {
    const { storage, calls } = fakeStorage(false);
    storage.grantable = true;
    const store = createPersistenceStore({ storage: () => storage, isInstalled: () => true });
    const { stop } = changes(store);
    await settled(store);
    expect(store.get()).toBe('persisted');
    expect(calls).toEqual(['persist', 'persisted']);
    stop();
  });

  it('stops listening for the install when the last reader leaves', async () => {
    const { storage, calls } = fakeStorage(false);
    const events = new EventTarget();
    const store = createPersistenceStore({ storage: () => storage, events });
    const { stop } = changes(store);
    await settled(store);
    stop();
    events.dispatchEvent(new Event('appinstalled'));
    await store.refresh();
    expect(calls).toEqual(['persisted', 'persisted']);
  });

  it('keeps the newest answer when an older read resolves late', async () => {
    let answerFirst: (value: boolean) => void = () => undefined;
    let first = true;
    const storage: PersistenceApi = {
      persisted: () => {
        if (!first) return Promise.resolve(true);
        first = false;
        return new Promise<boolean>((resolve) => (answerFirst = resolve));
      },
    };
    const store = createPersistenceStore({ storage: () => storage });
    const older = store.refresh();
    expect(await store.refresh()).toBe('persisted');
    answerFirst(false);
    expect(await older).toBe('persisted');
  });
});

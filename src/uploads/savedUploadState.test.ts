import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { hasSavedUploadState } from './savedUploadState';

/** Golden Retriever 5's own layout: database uppy-blobs (v4), store metadata keyed by id. */
async function seedSnapshot(
  record: { id: string; expires: number; metadata: string } | null,
): Promise<void> {
  const open = indexedDB.open('uppy-blobs', 4);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('files', { keyPath: 'id' });
    open.result.createObjectStore('metadata', { keyPath: 'id' });
  };
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  if (record !== null) {
    const tx = db.transaction('metadata', 'readwrite');
    tx.objectStore('metadata').put(record);
    await new Promise((resolve) => (tx.oncomplete = resolve));
  }
  db.close();
}

async function dropDatabase(): Promise<void> {
  await new Promise((resolve) => {
    const req = indexedDB.deleteDatabase('uppy-blobs');
    req.onsuccess = resolve;
    req.onerror = resolve;
  });
}

describe('hasSavedUploadState', () => {
  afterEach(dropDatabase);

  it('is false without the database, and does not create it', async () => {
    expect(await hasSavedUploadState('portal-uploads', Date.now())).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('uppy-blobs');
  });

  it('is false when the database has no snapshot for this Uppy', async () => {
    await seedSnapshot({ id: 'another-uppy', expires: Date.now() + 60_000, metadata: '{}' });
    expect(await hasSavedUploadState('portal-uploads', Date.now())).toBe(false);
  });

  it('is true for a live snapshot and false for an expired one', async () => {
    const now = Date.now();
    await seedSnapshot({ id: 'portal-uploads', expires: now + 60_000, metadata: '{"files":{}}' });
    expect(await hasSavedUploadState('portal-uploads', now)).toBe(true);
    expect(await hasSavedUploadState('portal-uploads', now + 120_000)).toBe(false);
  });
});

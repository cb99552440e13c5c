// Whether Golden Retriever left a recovery snapshot to restore. Its restore replaces Uppy's whole
// file list when it lands, so files may be added only after it; but it announces nothing at all
// when it finds no snapshot. Golden Retriever 5 keeps the snapshot in IndexedDB (database
// "uppy-blobs", store "metadata", keyed by the Uppy id, with an `expires` time): read it here,
// without ever creating that database (an empty one at the wrong version would break its own
// upgrade). Raw IndexedDB on purpose: the database is Golden Retriever's, not the portal's.

const GR_DB = 'uppy-blobs';
const GR_METADATA = 'metadata';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** True when a snapshot for `uppyId` exists and has not expired; unsure answers true (the caller waits, bounded). */
export async function hasSavedUploadState(uppyId: string, nowMs: number): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    if (typeof indexedDB.databases === 'function') {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes(GR_DB)) return false;
    }
    const open = indexedDB.open(GR_DB);
    // an upgrade means it does not exist (browsers without databases()): abort rather than create it
    let absent = false;
    open.onupgradeneeded = () => {
      absent = true;
      open.transaction?.abort();
    };
    const db = await request(open).catch((error: unknown) => {
      if (absent) return null;
      throw error;
    });
    if (db === null) return false;
    try {
      if (!db.objectStoreNames.contains(GR_METADATA)) return false;
      const record = (await request(
        db.transaction(GR_METADATA).objectStore(GR_METADATA).get(uppyId),
      )) as { expires?: number } | undefined;
      return (
        record !== undefined && (typeof record.expires !== 'number' || record.expires >= nowMs)
      );
    } finally {
      db.close();
    }
  } catch {
    // unreadable: assume there is something to restore, and let Golden Retriever find out
    return true;
  }
}

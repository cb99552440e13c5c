// Chromium's FileSystemFileHandle of each upload, kept in a tiny database of its own (not the
// portal's Dexie schema): after a browser restart a ghost upload is reopened with one click.
const DB_NAME = 'portal-upload-handles';
const STORE = 'handles';

export interface PickerWindow {
  showOpenFilePicker?: (options?: {
    types?: { description?: string; accept: Record<string, string[]> }[];
    excludeAcceptAllOption?: boolean;
    multiple?: boolean;
  }) => Promise<FileSystemFileHandle[]>;
}

interface PermissionHandle extends FileSystemFileHandle {
  queryPermission?: (d: { mode: 'read' }) => Promise<PermissionState>;
  requestPermission?: (d: { mode: 'read' }) => Promise<PermissionState>;
}

export function hasFilePicker(win: unknown = globalThis): boolean {
  return typeof (win as PickerWindow).showOpenFilePicker === 'function';
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export async function saveFileHandle(
  uploadId: string,
  handle: FileSystemFileHandle,
): Promise<void> {
  await run('readwrite', (store) => store.put(handle, uploadId));
}

export async function loadFileHandle(uploadId: string): Promise<FileSystemFileHandle | null> {
  if (typeof indexedDB === 'undefined') return null;
  // no handle kept (or none readable): the ghost asks for the file again, as without handles
  const handle = await run<unknown>('readonly', (store) => store.get(uploadId)).catch(
    () => undefined,
  );
  return (handle as FileSystemFileHandle | undefined) ?? null;
}

export async function deleteFileHandle(uploadId: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // a handle left behind only costs a few bytes; the upload itself went well
  await run('readwrite', (store) => store.delete(uploadId)).catch(() => undefined);
}

/** The file behind a kept handle, asking for read permission again (needs a user gesture). */
export async function reopenFileHandle(handle: FileSystemFileHandle): Promise<File | null> {
  const h = handle as PermissionHandle;
  const state = (await h.queryPermission?.({ mode: 'read' })) ?? 'granted';
  if (state !== 'granted' && (await h.requestPermission?.({ mode: 'read' })) !== 'granted')
    return null;
  return handle.getFile();
}

/** Chromium's picker: the File plus its handle, kept for a reopen after a restart. */
export async function pickWithHandle(
  accept: readonly string[],
): Promise<{ file: File; handle: FileSystemFileHandle } | null> {
  const picker = (globalThis as PickerWindow).showOpenFilePicker;
  if (!picker) return null;
  try {
    const [handle] = await picker({
      multiple: false,
      types: [
        {
          accept: {
            'application/octet-stream': accept.map((ext) =>
              ext.startsWith('.') ? ext : `.${ext}`,
            ),
          },
        },
      ],
    });
    return handle ? { file: await handle.getFile(), handle } : null;
  } catch {
    return null; // the user closed the picker
  }
}

/// <reference lib="webworker" />
// Golden Retriever's service-worker side (its message protocol: uppy/ADD_FILE, REMOVE_FILE,
// GET_FILES), kept in the worker's memory so a reload finds large files again. Written here, not
// imported from @uppy/golden-retriever/lib/ServiceWorker.js, because that file also calls
// skipWaiting() and clients.claim(), which would bypass our update prompt, and throws on messages
// it does not know (our SKIP_WAITING).

type FileCache = Record<string, Record<string, Blob>>;

type UppyMessage =
  | { type: 'uppy/ADD_FILE'; store: string; file: { id: string; data: Blob } }
  | { type: 'uppy/REMOVE_FILE'; store: string; fileID: string }
  | { type: 'uppy/GET_FILES'; store: string };

function isUppyMessage(data: unknown): data is UppyMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return (
    typeof type === 'string' &&
    type.startsWith('uppy/') &&
    typeof (data as { store?: unknown }).store === 'string'
  );
}

export function installUploadFileCache(scope: ServiceWorkerGlobalScope): void {
  const cache: FileCache = Object.create(null) as FileCache;
  const storeOf = (name: string) => (cache[name] ??= Object.create(null) as Record<string, Blob>);

  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (!isUppyMessage(data)) return;
    if (data.type === 'uppy/ADD_FILE') storeOf(data.store)[data.file.id] = data.file.data;
    else if (data.type === 'uppy/REMOVE_FILE') delete storeOf(data.store)[data.fileID];
    else {
      const files = storeOf(data.store);
      event.waitUntil(
        scope.clients.matchAll().then((clients) => {
          for (const client of clients)
            client.postMessage({ type: 'uppy/ALL_FILES', store: data.store, files });
        }),
      );
    }
  });
}

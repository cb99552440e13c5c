// The upload pipeline as the screens call it. The header check runs in a worker first, so a bad
// file is refused before any byte is sent; Uppy itself loads only with the first upload or restore.
import { requestPersistentStorage } from '../data/storagePersistence';
import { createUuidV7 } from '../domain/sync/uuidv7';
import { FILE_PURPOSES, type FilePurpose } from '../domain/media/filePolicy';
import { hasBlockingIssue, type FileCheck, type FileFacts } from './checkFile';
import { saveFileHandle } from './fileHandles';
import { hasPendingUploads } from './pendingFlag';
import { readFileRecord, requestUploadGrant } from './uploadApi';
import { checkFileInWorker } from './probeClient';
import type { UploadActions } from './uploadActions';
import type { LandedFile, UploadEngine } from './uploadEngine';
import { publishNotice } from './uploadNotices';
import { reportError } from '../data/errorLog';

const nextFileId = createUuidV7(
  () => Date.now(),
  (n) => crypto.getRandomValues(new Uint8Array(n)),
);

type EngineModule = typeof import('./uploadEngine');
let loadEngineModule: (() => Promise<EngineModule>) | null = null;
let enginePromise: Promise<UploadEngine> | null = null;

/**
 * The shell's layout says how to load the engine chunk (its `import()` lives in the layout's
 * chunk): a dynamic import here would split Vite's preload helper out of the login page's chunks.
 */
export function setUploadEngineLoader(load: () => Promise<EngineModule>): void {
  loadEngineModule = load;
}

/** One tab restores the shared Golden Retriever state; a second tab uploads without it. */
function holdRestoreLock(): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    void locks.request('portal-uploads', { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // held for the tab's lifetime
      return lock === null ? undefined : new Promise<void>(() => undefined);
    });
  });
}

export function getUploadEngine(): Promise<UploadEngine> {
  enginePromise ??= (async () => {
    if (loadEngineModule === null) throw new Error('upload engine loader not set');
    const [{ createUploadEngine }, useGoldenRetriever] = await Promise.all([
      loadEngineModule(),
      holdRestoreLock(),
    ]);
    const engine = createUploadEngine({
      requestGrant: requestUploadGrant,
      readFileRecord,
      useGoldenRetriever,
    });
    await engine.whenRestored;
    return engine;
  })();
  return enginePromise;
}

/** After a reload: load Uppy only when the last page left unfinished uploads. */
export async function restorePendingUploads(): Promise<void> {
  if (hasPendingUploads()) await getUploadEngine();
}

export interface StartUploadOptions {
  file: File;
  purpose: FilePurpose;
  /** Chromium's handle of the file, kept so a ghost after a restart reopens with one click */
  handle?: FileSystemFileHandle;
  /** lyrics: the track's length, so an LRC's time tags beyond it are refused before upload */
  durationMs?: number | null;
  onLanded?: (file: LandedFile) => void;
  /** the caller shows the upload's state itself: no start or success toast, no reload question */
  quiet?: boolean;
}

export type StartUploadResult =
  | { ok: true; fileId: string; facts: FileFacts | null; check: FileCheck }
  | { ok: false; check: FileCheck };

export async function startUpload({
  file,
  purpose,
  handle,
  durationMs,
  onLanded,
  quiet,
}: StartUploadOptions): Promise<StartUploadResult> {
  const check = await checkFileInWorker(file, purpose, { durationMs });
  if (hasBlockingIssue(check)) {
    publishNotice({
      type: 'refused',
      fileName: file.name,
      issues: check.issues.filter((i) => i.severity === 'error'),
    });
    return { ok: false, check };
  }
  if (check.issues.length > 0)
    publishNotice({ type: 'warning', fileName: file.name, issues: check.issues });
  const engine = await getUploadEngine();
  const fileId = nextFileId();
  const id = engine.add({
    file,
    kind: FILE_PURPOSES[purpose].kind,
    purpose,
    fileId,
    onLanded,
    quiet,
  });
  if (handle)
    void saveFileHandle(id, handle).catch((error: unknown) =>
      reportError('upload.saveHandle', error),
    );
  // the queued upload's state lives in IndexedDB (Golden Retriever), which the browser may evict
  // unless it grants persistent storage: ask again for this reason
  requestPersistentStorage('upload');
  return { ok: true, fileId, facts: check.facts, check };
}

/** The task list's buttons; the engine exists whenever a task is listed. */
export const uploadActions: UploadActions & { reselect(id: string, file: File): Promise<boolean> } =
  {
    pause: (id) => void getUploadEngine().then((e) => e.actions.pause(id)),
    resume: (id) => void getUploadEngine().then((e) => e.actions.resume(id)),
    cancel: (id) => void getUploadEngine().then((e) => e.actions.cancel(id)),
    reselect: async (id, file) => (await getUploadEngine()).reselect(id, file),
  };

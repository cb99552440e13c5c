// The tab's one Uppy (loaded lazily: the login page never carries it): AwsS3 in Companion mode
// against the grant endpoint, every file multipart so each part is a resume point, Golden Retriever
// so a reload resumes without re-sending finished parts. Uppy 6 builds its S3 client once at
// install, so a new grant means swapping the plugin, done only while no uploader is alive.
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import GoldenRetriever from '@uppy/golden-retriever';
import type { UploadGrant } from '../domain/api';
import { uploadPartSize } from '../domain/media/filePolicy';
import { deleteFileHandle } from './fileHandles';
import { setPendingUploads } from './pendingFlag';
import { hasSavedUploadState } from './savedUploadState';
import { createUploadActions, type UploadActions } from './uploadActions';
import { needsReloadQuestion, publishNotice } from './uploadNotices';
import { deriveTasks, uploadTaskStore, type TaskExtra } from './uploadTasks';
import { reportError } from '../data/errorLog';

/**
 * The server's storage refusal behind a failed upload: the envelope's code storageFull (507) or
 * storageReadOnly (503) of Uppy's failed request (its NetworkError keeps the XHR as `request`), or
 * the reason on the file's record once the server closed the upload; else null.
 */
function storageFaultOf(failure: unknown): 'storageFull' | 'storageReadOnly' | null {
  const isFault = (code: unknown) => code === 'storageFull' || code === 'storageReadOnly';
  // the file's status after the server closed the upload: aborted, with the reason as its code
  const record = failure as { status?: unknown; rejectCode?: unknown } | null;
  if (record?.status === 'aborted' && isFault(record.rejectCode))
    return record.rejectCode as 'storageFull' | 'storageReadOnly';
  const request = (failure as { request?: { responseText?: unknown } } | null)?.request;
  if (typeof request?.responseText !== 'string') return null;
  try {
    const { code } = JSON.parse(request.responseText) as { code?: unknown };
    return isFault(code) ? (code as 'storageFull' | 'storageReadOnly') : null;
  } catch {
    return null;
  }
}

export const UPPY_ID = 'portal-uploads';
/** spec section 9: an upload that makes no progress for an hour fails */
export const UPLOAD_TIMEOUT_MS = 3_600_000;
/** a grant lives 2 h; take a new one when less than an upload's timeout is left */
const GRANT_MARGIN_MS = UPLOAD_TIMEOUT_MS + 5 * 60_000;

/** `quiet: '1'` (kept over a reload with the rest of the meta): a batch shows the file's state itself */
export type UploadMeta = {
  kind: string;
  purpose: string;
  size: string;
  partSize: string;
  fileId: string;
  relativePath: string;
  quiet?: string;
};
type UploadBody = Record<string, never>;
type PortalUppy = Uppy<UploadMeta, UploadBody>;
type PortalFile = UppyFile<UploadMeta, UploadBody>;

export type { UploadGrant };

export interface LandedFile {
  id: string;
  /** FileStatusAnswer's: a files-table status, or 'absent' while the server has no such file */
  status: string;
  rejectCode: string | null;
}

/** The server has the whole file: it is being checked or has its verdict. */
/** 'aborted': the server closed the upload (a full disk, the sweep of abandoned ones); it never landed */
const hasLanded = (record: LandedFile | null): record is LandedFile =>
  record !== null &&
  record.status !== 'uploading' &&
  record.status !== 'absent' &&
  record.status !== 'aborted';

export interface EngineDeps {
  requestGrant(): Promise<UploadGrant>;
  readFileRecord(fileId: string): Promise<LandedFile>;
  useGoldenRetriever: boolean;
  now?: () => number;
}

export interface AddFileInput {
  file: File;
  kind: string;
  purpose: string;
  fileId: string;
  onLanded?: (file: LandedFile) => void;
  /** no start or success toast and no reload question: the caller shows the file's state itself (a batch) */
  quiet?: boolean;
}

export interface UploadEngine {
  readonly uppy: PortalUppy;
  /** settles once Golden Retriever has put back what the last page left (add files after it) */
  readonly whenRestored: Promise<void>;
  add(input: AddFileInput): string;
  readonly actions: UploadActions;
  /** a ghost's file chosen again: false when it is not the same file (name, size, date) */
  reselect(id: string, file: File): boolean;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function waitForOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

export const chunkSizeFor = uploadPartSize;

/** Golden Retriever restores (and then emits 'restored') only when it kept an unexpired state. */
/** The restore's end; a restore that fails quietly must not hold uploads back for long. */
function restoredOrTimeout(uppy: PortalUppy): Promise<void> {
  return new Promise((resolve) => {
    uppy.once('restored', () => resolve());
    setTimeout(resolve, 10_000);
  });
}

export function createUploadEngine(deps: EngineDeps): UploadEngine {
  const now = deps.now ?? Date.now;
  const uppy: PortalUppy = new Uppy<UploadMeta, UploadBody>({
    id: UPPY_ID,
    autoProceed: false,
    allowMultipleUploadBatches: true,
  });
  // Golden Retriever's restore replaces the whole file list when it lands: a file added before
  // that would vanish mid-upload. Files are added only once the restore has settled.
  // (listening starts before Golden Retriever is installed: its restore may land before the check)
  const restored = deps.useGoldenRetriever ? restoredOrTimeout(uppy) : Promise.resolve();
  const whenRestored = deps.useGoldenRetriever
    ? hasSavedUploadState(UPPY_ID, now()).then((saved) => (saved ? restored : undefined))
    : Promise.resolve();
  // large blobs live in the service worker (a reload), small ones in IndexedDB (also a restart)
  if (deps.useGoldenRetriever) {
    uppy.use(GoldenRetriever, {
      serviceWorker: 'serviceWorker' in navigator,
      expires: 7 * 24 * 3_600_000,
    });
  }
  const extras = new Map<string, TaskExtra>();
  const landed = new Map<string, (file: LandedFile) => void>();
  const lastProgress = new Map<string, number>();
  let grant: { endpoint: string; expiresAtMs: number } | null = null;
  let grantStale = false;
  let grantRequest: Promise<void> | null = null;

  let publishTimer: ReturnType<typeof setTimeout> | null = null;
  function publishNow() {
    publishTimer = null;
    const tasks = deriveTasks(uppy.getState().files, extras);
    uploadTaskStore.set(tasks);
    setPendingUploads(tasks.some((t) => t.state !== 'done'));
  }
  // progress events come per XHR progress tick: the list re-renders at most every 100 ms
  const publish = () => {
    publishTimer ??= setTimeout(publishNow, 100);
  };
  const setExtra = (id: string, extra: TaskExtra | null) => {
    if (extra === null) extras.delete(id);
    else extras.set(id, extra);
    publish();
  };

  /** holds an uploader (running or paused): swapping the plugin would abort it */
  const holdsUploader = (f: PortalFile) =>
    f.progress.uploadStarted != null && !f.progress.uploadComplete && !f.error && !f.isGhost;

  async function installUploader(): Promise<void> {
    let answer: UploadGrant | null = null;
    for (let attempt = 0; answer === null; attempt++) {
      await waitForOnline();
      try {
        answer = await deps.requestGrant();
      } catch (error) {
        if (attempt >= 5 && navigator.onLine) throw error;
        await delay(Math.min(30_000, 1000 * 2 ** attempt));
      }
    }
    const old = uppy.getPlugin('AwsS3');
    if (old) uppy.removePlugin(old);
    uppy.use(AwsS3<UploadMeta, UploadBody>, {
      id: 'AwsS3',
      companionEndpoint: answer.endpoint,
      shouldUseMultipart: () => true,
      getChunkSize: ({ size }) => chunkSizeFor(size),
      limit: 4,
      allowedMetaFields: ['kind', 'purpose', 'size', 'partSize', 'fileId'],
    });
    grant = {
      endpoint: answer.endpoint,
      expiresAtMs: Date.parse(answer.expiresAt) || now() + 2 * 3_600_000,
    };
    grantStale = false;
  }

  async function ensureUploader(): Promise<void> {
    const fresh = grant !== null && !grantStale && grant.expiresAtMs - now() > GRANT_MARGIN_MS;
    if (fresh) return;
    // uploads under way keep the grant they started with; a stale one is swapped once they stop
    if (grant !== null && !grantStale && uppy.getFiles().some(holdsUploader)) return;
    if (grantStale && uppy.getFiles().some(holdsUploader)) return;
    grantRequest ??= installUploader().finally(() => {
      grantRequest = null;
    });
    await grantRequest;
  }

  /** before a task goes on: drop an engine-side error and make sure a live grant is installed */
  async function prepare(id: string): Promise<void> {
    const verification = extras.get(id)?.verification;
    setExtra(id, verification ? { verification } : null);
    lastProgress.set(id, now());
    await ensureUploader();
  }
  const actions = createUploadActions(uppy, prepare);
  const resume = (id: string) => {
    const file = uppy.getFile(id);
    if (file && !file.isGhost) actions.resume(id);
  };

  /**
   * Waits for the server's verdict on a landed file. `announce: false` (a file restored from the
   * last page) keeps the verdict in the list without telling success and asking about reloading
   * again: those were said when it landed; a rejection is still told.
   */
  async function verify(file: PortalFile, loud = true): Promise<void> {
    const announce = loud && file.meta.quiet !== '1';
    setExtra(file.id, { verification: 'pending' });
    let record: LandedFile | null = null;
    for (let attempt = 0; attempt < 12 && record === null; attempt++) {
      try {
        const answer = await deps.readFileRecord(file.meta.fileId);
        if (answer.status === 'verified' || answer.status === 'rejected') record = answer;
      } catch {
        // not reachable yet: asked again below; a file never verified is announced as sent
        await waitForOnline();
      }
      if (record === null) await delay(Math.min(30_000, 1000 * 2 ** attempt));
    }
    if (record === null) {
      if (announce) publishNotice({ type: 'succeeded', fileName: file.name ?? '' });
      return;
    }
    const name = file.name ?? '';
    if (record.status === 'rejected') {
      const code = record.rejectCode ? `media.${record.rejectCode}` : 'upload.failed.rejected';
      setExtra(file.id, { verification: 'rejected', error: { code, params: { file: name } } });
      publishNotice({ type: 'failed', fileName: name, code, params: { file: name } });
    } else {
      setExtra(file.id, { verification: 'verified' });
      if (announce) publishNotice({ type: 'succeeded', fileName: name });
      if (announce && needsReloadQuestion(name))
        publishNotice({ type: 'askReload', fileName: name });
    }
    landed.get(file.id)?.(record);
    landed.delete(file.id);
  }

  uppy.on('state-update', publish);
  uppy.on('upload-progress', (file) => {
    if (file) lastProgress.set(file.id, now());
  });
  uppy.on('upload-pause', (file, isPaused) => {
    if (file && !isPaused && extras.get(file.id)?.error) setExtra(file.id, null);
  });
  uppy.on('upload-success', (file) => {
    if (!file) return;
    lastProgress.delete(file.id);
    void deleteFileHandle(file.id);
    void verify(file);
  });
  uppy.on('upload-error', (file, error) => {
    if (!file) return;
    if (/unauthori[sz]ed|401|expired/i.test(error.message)) {
      // the grant ran out: take a new one once nothing runs on the old, then go on
      grantStale = true;
      void (async () => {
        while (uppy.getFiles().some(holdsUploader)) await delay(1000);
        resume(file.id);
      })();
      return;
    }
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      setExtra(file.id, { error: { code: 'upload.failed.offline' } });
      return;
    }
    void (async () => {
      if (await landedAfterAll(file)) return;
      // the server's disk took nothing and it closed the upload: say so rather than "interrupted"
      const fault =
        storageFaultOf(error) ??
        storageFaultOf(await deps.readFileRecord(file.meta.fileId).catch(() => null));
      if (fault !== null) setExtra(file.id, { error: { code: `error.${fault}` } });
      reportError('upload.transfer', error);
      publishNotice({ type: 'failed', fileName: file.name ?? '' });
    })();
  });

  /**
   * The server may have completed the upload although its answer never arrived (the network or a
   * pause cut the completion short); resuming would then be refused. Ask for the file record first.
   */
  async function landedAfterAll(file: PortalFile, announce = true): Promise<boolean> {
    // no answer reads as "not landed": the caller then retries or reports the upload's failure
    const record = await deps.readFileRecord(file.meta.fileId).catch(() => null);
    // 'absent': the upload never reached the server (its create was lost with the page)
    if (!hasLanded(record)) return false;
    const size = file.size ?? file.progress.bytesTotal ?? 0;
    uppy.setFileState(file.id, {
      error: null,
      isPaused: false,
      isGhost: false,
      progress: { ...file.progress, uploadComplete: true, percentage: 100, bytesUploaded: size },
    } as Partial<PortalFile>);
    lastProgress.delete(file.id);
    void deleteFileHandle(file.id);
    await verify(file, announce);
    return true;
  }

  /**
   * A file the last page left unfinished. Golden Retriever saves its snapshot at most every 500 ms,
   * so a file that landed just before the page went comes back unfinished, and (its blob deleted
   * when it landed) as a ghost asking for the file again. The server knows: ask it first.
   */
  async function continueRestored(file: PortalFile): Promise<void> {
    if (await landedAfterAll(file, false)) return;
    const current = uppy.getFile(file.id);
    if (current && !current.isGhost && !current.isPaused) resume(file.id);
  }
  uppy.on('file-removed', (file) => {
    extras.delete(file.id);
    landed.delete(file.id);
    lastProgress.delete(file.id);
    void deleteFileHandle(file.id);
    publish();
  });
  // A part in flight when the network drops can hang until Uppy's 30 s progress timeout: stop the
  // running files at once (their finished parts stay) and go on with them when it returns.
  const stoppedByNetwork = new Set<string>();
  window.addEventListener('offline', () => {
    for (const file of uppy.getFiles()) {
      if (!holdsUploader(file) || file.isPaused) continue;
      uppy.pauseResume(file.id);
      stoppedByNetwork.add(file.id);
      setExtra(file.id, { error: { code: 'upload.failed.offline' } });
    }
  });
  window.addEventListener('online', () => {
    for (const id of stoppedByNetwork) if (uppy.getFile(id)?.isPaused) actions.resume(id);
    stoppedByNetwork.clear();
    for (const file of uppy.getFiles()) {
      const code = extras.get(file.id)?.error?.code;
      if (
        file.error &&
        !file.isGhost &&
        (code === undefined || code === 'upload.failed.offline' || code === 'upload.failed.network')
      ) {
        resume(file.id);
      }
    }
  });
  uppy.on('restored', () => {
    // continue what the last page left, without asking: a ghost waits for its file
    uppy.setState({ recoveredState: null, currentUploads: {} });
    for (const file of uppy.getFiles()) {
      if (file.progress.uploadComplete) void verify(file, false);
      else void continueRestored(file);
    }
    publish();
  });

  // spec section 9: one hour without progress fails the upload (paused keeps its finished parts)
  setInterval(() => {
    for (const file of uppy.getFiles()) {
      if (!holdsUploader(file) || file.isPaused) continue;
      const since = lastProgress.get(file.id) ?? file.progress.uploadStarted ?? now();
      if (now() - since > UPLOAD_TIMEOUT_MS) {
        uppy.pauseResume(file.id);
        setExtra(file.id, { error: { code: 'upload.failed.timeout' } });
        publishNotice({ type: 'failed', fileName: file.name ?? '' });
      }
    }
  }, 60_000);

  return {
    uppy,
    whenRestored,
    add({ file, kind, purpose, fileId, onLanded, quiet }) {
      // relativePath = fileId keeps the same file chosen for two tracks two separate uploads
      const id = uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        source: 'portal',
        // partSize: the parts getChunkSize cuts, so the server may write each in its place
        meta: {
          kind,
          purpose,
          size: String(file.size),
          partSize: String(uploadPartSize(file.size)),
          fileId,
          relativePath: fileId,
          ...(quiet ? { quiet: '1' } : {}),
        },
      });
      if (onLanded) landed.set(id, onLanded);
      if (!quiet) publishNotice({ type: 'started', fileName: file.name });
      resume(id);
      return id;
    },
    actions,
    reselect(id, file) {
      const ghost = uppy.getFile(id);
      if (!ghost?.isGhost || ghost.name !== file.name || ghost.size !== file.size) return false;
      const added = uppy.addFile({
        name: file.name,
        type: ghost.type,
        data: file,
        source: 'portal',
        meta: ghost.meta,
      });
      if (added !== id) {
        uppy.removeFile(added);
        return false;
      }
      resume(id);
      return true;
    },
  };
}

// The floating task list's model: one task per Uppy file, derived from Uppy's state plus what the
// engine learns after a part upload ends (the server's verification). No Uppy and no React here:
// the lazily loaded engine writes it, the hooks in useUploadTasks.ts read it.

export type TaskState = 'uploading' | 'paused' | 'failed' | 'done' | 'ghost';
export type Verification = 'pending' | 'verified' | 'rejected';

export interface UploadTask {
  /** Uppy's file id */
  id: string;
  /** the portal's file id (uuid v7) the catalogue record points to */
  fileId: string;
  name: string;
  size: number;
  purpose: string;
  percent: number;
  bytesUploaded: number;
  state: TaskState;
  /** the failure as a message id and values, or null */
  error: TaskError | null;
  verification: Verification | null;
}

export interface TaskError {
  /** a media code (`media.<code>`) or one of the upload failures */
  code: string;
  params?: Record<string, string | number>;
}

/** The part of an Uppy file the task list reads (structural, so tests need no Uppy). */
export interface UppyLikeFile {
  id: string;
  name?: string;
  size: number | null;
  isPaused?: boolean;
  isGhost?: boolean;
  error?: string | null;
  meta: { fileId?: unknown; purpose?: unknown };
  progress: {
    percentage?: number;
    bytesUploaded: number | false;
    bytesTotal: number | null;
    uploadComplete?: boolean;
    uploadStarted: number | null;
  };
}

export interface TaskExtra {
  verification?: Verification;
  /** set when the engine knows more than Uppy's error text (timeout, server refusal) */
  error?: TaskError;
}

function stateOf(file: UppyLikeFile, extra: TaskExtra | undefined): TaskState {
  if (file.progress.uploadComplete) return extra?.verification === 'rejected' ? 'failed' : 'done';
  if (file.isGhost) return 'ghost';
  if (file.error || extra?.error) return 'failed';
  if (file.isPaused) return 'paused';
  return 'uploading';
}

export function deriveTasks(
  files: Readonly<Record<string, UppyLikeFile>>,
  extras: ReadonlyMap<string, TaskExtra> = new Map(),
): UploadTask[] {
  return Object.values(files)
    .map((file): UploadTask => {
      const extra = extras.get(file.id);
      const size = file.size ?? file.progress.bytesTotal ?? 0;
      const bytes = file.progress.uploadComplete ? size : file.progress.bytesUploaded || 0;
      const state = stateOf(file, extra);
      const error = extra?.error ?? (state === 'failed' ? { code: 'upload.failed.network' } : null);
      return {
        id: file.id,
        fileId: typeof file.meta.fileId === 'string' ? file.meta.fileId : '',
        name: file.name ?? '',
        size,
        purpose: typeof file.meta.purpose === 'string' ? file.meta.purpose : '',
        percent:
          size > 0
            ? Math.min(100, Math.floor((bytes / size) * 100))
            : file.progress.uploadComplete
              ? 100
              : 0,
        bytesUploaded: bytes,
        state,
        error: state === 'failed' ? error : null,
        verification: file.progress.uploadComplete ? (extra?.verification ?? 'pending') : null,
      };
    })
    .sort((a, b) => (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0));
}

function isSameTask(a: UploadTask, b: UploadTask): boolean {
  const keys = Object.keys(a) as Array<keyof UploadTask>;
  return keys.every((k) =>
    k === 'error' ? JSON.stringify(a.error) === JSON.stringify(b.error) : a[k] === b[k],
  );
}

export interface TaskStore {
  getSnapshot(): readonly UploadTask[];
  subscribe(listener: () => void): () => void;
  set(tasks: readonly UploadTask[]): void;
}

export function createTaskStore(): TaskStore {
  let tasks: readonly UploadTask[] = [];
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => tasks,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      // an unchanged task keeps its object, so what shows it need not render again
      const before = new Map(tasks.map((t) => [t.id, t]));
      tasks = next.map((task) => {
        const old = before.get(task.id);
        return old !== undefined && isSameTask(old, task) ? old : task;
      });
      for (const listener of listeners) listener();
    },
  };
}

/** The tab's one task store; the engine writes it, the task list and the track rows read it. */
export const uploadTaskStore = createTaskStore();

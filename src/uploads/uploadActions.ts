import { reportError } from '../data/errorLog';
// The task list's buttons as calls on Uppy (spec section 4, Upload task: pause, restart, cancel).
// Typed structurally so the component test drives a fake Uppy.

export interface UppyControls {
  pauseResume(fileID: string): boolean | undefined;
  removeFile(fileID: string): void;
  retryUpload(fileID: string): Promise<unknown>;
  getFile(fileID: string): { isPaused?: boolean; error?: string | null } | undefined;
}

export interface UploadActions {
  pause(id: string): void;
  /** restart: a paused task goes on where it stopped, a failed one is retried from its finished parts */
  resume(id: string): void;
  cancel(id: string): void;
}

/** `prepare` runs before an upload goes on (a fresh grant, clearing an engine-side error). */
export function createUploadActions(
  uppy: UppyControls,
  prepare: (id: string) => Promise<void> = () => Promise.resolve(),
): UploadActions {
  return {
    pause(id) {
      if (uppy.getFile(id)?.isPaused !== true) uppy.pauseResume(id);
    },
    resume(id) {
      const file = uppy.getFile(id);
      if (!file) return;
      void prepare(id)
        .then(() => {
          if (file.isPaused === true) uppy.pauseResume(id);
          else return uppy.retryUpload(id);
          return undefined;
        })
        .catch((error: unknown) => reportError('upload.retry', error));
    },
    cancel(id) {
      uppy.removeFile(id);
    },
  };
}

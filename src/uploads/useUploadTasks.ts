// The task store as React hooks (kept apart from uploadTasks.ts so the lazily loaded engine,
// which writes the store, does not pull React into its chunk's shared dependencies).
import { useSyncExternalStore } from 'react';
import { uploadTaskStore, type TaskStore, type UploadTask } from './uploadTasks';

export function useUploadTasks(store: TaskStore = uploadTaskStore): readonly UploadTask[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The task uploading a given portal file id, if this tab has one. */
export function useUploadTaskOf(fileId: string | null | undefined, store: TaskStore = uploadTaskStore): UploadTask | undefined {
  const tasks = useUploadTasks(store);
  return fileId ? tasks.find((t) => t.fileId === fileId) : undefined;
}

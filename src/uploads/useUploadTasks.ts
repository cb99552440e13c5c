// The task store as React hooks (kept apart from uploadTasks.ts so the lazily loaded engine,
// which writes the store, does not pull React into its chunk's shared dependencies).
// Progress arrives up to ten times a second while a gigabyte goes up: the updates render as
// transitions (time-sliced, never a long task on the main thread), and a track row re-renders only
// when its own task changes. A progress bar a frame behind the store is the right trade.
import { startTransition, useEffect, useState } from 'react';
import { uploadTaskStore, type TaskStore, type UploadTask } from './uploadTasks';

function useStoreSelection<T>(
  store: TaskStore,
  select: (tasks: readonly UploadTask[]) => T,
  deps: readonly unknown[],
): T {
  const [value, setValue] = useState(() => select(store.getSnapshot()));
  useEffect(() => {
    const update = () => {
      const next = select(store.getSnapshot());
      startTransition(() => setValue((previous) => (Object.is(previous, next) ? previous : next)));
    };
    update();
    return store.subscribe(update);
    // select is rebuilt each render; what it reads is in deps
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, ...deps]);
  return value;
}

export function useUploadTasks(store: TaskStore = uploadTaskStore): readonly UploadTask[] {
  return useStoreSelection(store, (tasks) => tasks, []);
}

/** The task uploading a given portal file id, if this tab has one. */
export function useUploadTaskOf(
  fileId: string | null | undefined,
  store: TaskStore = uploadTaskStore,
): UploadTask | undefined {
  return useStoreSelection(
    store,
    (tasks) => (fileId ? tasks.find((t) => t.fileId === fileId) : undefined),
    [fileId],
  );
}

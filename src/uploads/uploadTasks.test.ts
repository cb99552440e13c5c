import { describe, expect, it, vi } from 'vitest';
import { createTaskStore, deriveTasks, type UppyLikeFile } from './uploadTasks';

const MiB = 1024 * 1024;

function uppyFile(
  patch: Omit<Partial<UppyLikeFile>, 'progress'> & {
    progress?: Partial<UppyLikeFile['progress']>;
  } = {},
): UppyLikeFile {
  const { progress, ...rest } = patch;
  return {
    id: 'u1',
    name: 'master.wav',
    size: 100 * MiB,
    meta: { fileId: '0190-a', purpose: 'track' },
    ...rest,
    progress: {
      bytesUploaded: false,
      bytesTotal: 100 * MiB,
      uploadStarted: null,
      uploadComplete: false,
      ...progress,
    },
  };
}

describe('deriveTasks', () => {
  it('follows a file from added to uploading, paused, failed, done and verified', () => {
    const added = deriveTasks({ u1: uppyFile() })[0];
    expect(added).toMatchObject({
      id: 'u1',
      fileId: '0190-a',
      state: 'uploading',
      percent: 0,
      bytesUploaded: 0,
      size: 100 * MiB,
    });

    const running = uppyFile({ progress: { uploadStarted: 1, bytesUploaded: 40 * MiB } });
    expect(deriveTasks({ u1: running })[0]).toMatchObject({
      state: 'uploading',
      percent: 40,
      bytesUploaded: 40 * MiB,
    });

    expect(deriveTasks({ u1: { ...running, isPaused: true } })[0]?.state).toBe('paused');

    const failed = deriveTasks({ u1: { ...running, error: 'Companion request failed' } })[0];
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'upload.failed.network' } });

    const offline = deriveTasks(
      { u1: running },
      new Map([['u1', { error: { code: 'upload.failed.offline' } }]]),
    )[0];
    expect(offline).toMatchObject({ state: 'failed', error: { code: 'upload.failed.offline' } });

    const complete = uppyFile({
      progress: {
        uploadStarted: 1,
        bytesUploaded: 100 * MiB,
        uploadComplete: true,
        percentage: 100,
      },
    });
    expect(deriveTasks({ u1: complete })[0]).toMatchObject({
      state: 'done',
      percent: 100,
      verification: 'pending',
      error: null,
    });
    expect(
      deriveTasks({ u1: complete }, new Map([['u1', { verification: 'verified' as const }]]))[0]
        ?.verification,
    ).toBe('verified');
  });

  it('shows a server rejection as a failed task with its media reason', () => {
    const complete = uppyFile({
      progress: { uploadStarted: 1, bytesUploaded: 100 * MiB, uploadComplete: true },
    });
    const extras = new Map([
      [
        'u1',
        {
          verification: 'rejected' as const,
          error: { code: 'media.audio-sample-rate', params: { file: 'master.wav' } },
        },
      ],
    ]);
    expect(deriveTasks({ u1: complete }, extras)[0]).toMatchObject({
      state: 'failed',
      verification: 'rejected',
      error: { code: 'media.audio-sample-rate' },
    });
  });

  it('marks a restored file without its blob as a ghost, keeping its progress', () => {
    const ghost = uppyFile({
      isGhost: true,
      progress: { uploadStarted: 1, bytesUploaded: 64 * MiB },
    });
    expect(deriveTasks({ u1: ghost })[0]).toMatchObject({ state: 'ghost', percent: 64 });
  });

  it('hides a cancelled (removed) file and orders tasks by file id (time ordered)', () => {
    const a = uppyFile({ id: 'a', meta: { fileId: '0190-b' } });
    const b = uppyFile({ id: 'b', meta: { fileId: '0190-a' } });
    expect(deriveTasks({ a, b }).map((t) => t.id)).toEqual(['b', 'a']);
    expect(deriveTasks({ a }).map((t) => t.id)).toEqual(['a']);
  });
});

describe('createTaskStore', () => {
  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createTaskStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const tasks = deriveTasks({ u1: uppyFile() });
    store.set(tasks);
    expect(store.getSnapshot()).toEqual(tasks);
    unsubscribe();
    store.set([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the object of a task that did not change, and replaces one that did', () => {
    const store = createTaskStore();
    store.set(
      deriveTasks({
        u1: uppyFile(),
        u2: uppyFile({ id: 'u2', meta: { fileId: 'f2', purpose: 'track' } }),
      }),
    );
    const [first, second] = store.getSnapshot();
    store.set(
      deriveTasks({
        u1: uppyFile(),
        u2: uppyFile({
          id: 'u2',
          meta: { fileId: 'f2', purpose: 'track' },
          progress: { bytesUploaded: 10, uploadStarted: 1 },
        }),
      }),
    );
    const [firstAgain, secondAgain] = store.getSnapshot();
    expect(firstAgain).toBe(first);
    expect(secondAgain).not.toBe(second);
    expect(secondAgain.bytesUploaded).toBe(10);
  });
});

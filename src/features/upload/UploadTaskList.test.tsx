// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { setLanguage } from '../../i18n/languageStore';
import { createUploadActions } from '../../uploads/uploadActions';
import { createTaskStore, deriveTasks, type UppyLikeFile } from '../../uploads/uploadTasks';
import { UploadTaskList } from './UploadTaskList';

const MB = 1000 * 1000;

function fakeUppy(files: Record<string, UppyLikeFile>) {
  return {
    files,
    pauseResume: vi.fn((id: string) => {
      files[id] = { ...files[id]!, isPaused: !files[id]!.isPaused };
      return files[id]!.isPaused;
    }),
    removeFile: vi.fn((id: string) => {
      delete files[id];
    }),
    retryUpload: vi.fn(() => Promise.resolve(undefined)),
    getFile: (id: string) => files[id],
  };
}

const file = (id: string, name: string, patch: Partial<UppyLikeFile> = {}): UppyLikeFile => ({
  id,
  name,
  size: 300 * MB,
  meta: { fileId: `0190-${id}`, purpose: 'track' },
  progress: { bytesUploaded: 120 * MB, bytesTotal: 300 * MB, uploadStarted: 1 },
  ...patch,
});

function renderList(files: Record<string, UppyLikeFile>) {
  const uppy = fakeUppy(files);
  const store = createTaskStore();
  const publish = () => store.set(deriveTasks(uppy.files));
  publish();
  const actions = createUploadActions(uppy);
  const wrapped = {
    pause: (id: string) => (actions.pause(id), publish()),
    resume: (id: string) => (actions.resume(id), publish()),
    cancel: (id: string) => (actions.cancel(id), publish()),
  };
  renderWithProviders(
    [
      {
        path: '/',
        element: (
          <UploadTaskList store={store} actions={wrapped} reselect={() => Promise.resolve(true)} />
        ),
      },
    ],
    '/',
  );
  return { uppy, publish };
}

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

describe('UploadTaskList', () => {
  it('renders nothing without tasks', () => {
    renderList({});
    expect(screen.queryByTestId('upload-task-list')).toBeNull();
  });

  it('lists tasks with progress, percent and size, in English', async () => {
    setLanguage('en');
    renderList({ a: file('a', 'master.wav'), b: file('b', 'cover.png', { isPaused: true }) });
    const list = await screen.findByRole('region', { name: 'Upload tasks' });
    expect(list.textContent).toContain('2 uploads');
    expect(list.textContent).toContain('master.wav');
    expect(list.textContent).toMatch(/40% · 120 MB of 300 MB/);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Restart upload of cover.png' })).toBeTruthy();
  });

  it('pauses, restarts and cancels through Uppy, hiding a cancelled task (Chinese)', async () => {
    const { uppy } = renderList({ a: file('a', 'master.wav'), b: file('b', 'other.wav') });
    await screen.findByRole('region', { name: '上传任务' });

    fireEvent.click(screen.getByRole('button', { name: '暂停上传 master.wav' }));
    expect(uppy.pauseResume).toHaveBeenCalledWith('a');
    const restart = await screen.findByRole('button', { name: '重新开始上传 master.wav' });
    fireEvent.click(restart);
    await waitFor(() => expect(uppy.pauseResume).toHaveBeenCalledTimes(2));

    fireEvent.click(screen.getByRole('button', { name: '取消上传 other.wav' }));
    expect(uppy.removeFile).toHaveBeenCalledWith('b');
    await waitFor(() => expect(screen.queryByText('other.wav')).toBeNull());
    expect(screen.getAllByTestId('upload-task')).toHaveLength(1);
  });

  it('shows a failed task with its localized reason and retries it', async () => {
    setLanguage('en');
    const { uppy } = renderList({
      a: file('a', 'master.wav', { error: 'Companion request failed' }),
    });
    expect((await screen.findByTestId('upload-task-error')).textContent).toContain(
      'The upload was interrupted',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry upload of master.wav' }));
    await waitFor(() => expect(uppy.retryUpload).toHaveBeenCalledWith('a'));
  });

  it('offers to re-select the file of a ghost task', async () => {
    setLanguage('en');
    renderList({ a: file('a', 'master.wav', { isGhost: true }) });
    expect((await screen.findByTestId('upload-task')).textContent).toContain(
      'Re-select the file to continue: master.wav',
    );
    expect(screen.getByRole('button', { name: 'Choose master.wav again' })).toBeTruthy();
  });

  it('collapses and expands with the keyboard-reachable header button', async () => {
    setLanguage('en');
    renderList({ a: file('a', 'master.wav') });
    const toggle = await screen.findByRole('button', { name: 'Collapse upload list' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Expand upload list' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });
});

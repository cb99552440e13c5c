// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { setUploadApiClient } from '../../uploads/uploadApi';
import type { LandedFile } from '../../uploads/uploadEngine';
import { publishNotice } from '../../uploads/uploadNotices';
import { quietFluentMotion } from '../library/clips/motionTesting';
import { UploadNotifications } from './UploadNotifications';
import { useFileRecordStatus } from './useFileRecordStatus';

beforeEach(quietFluentMotion);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A drawer with an unsaved draft, and the file line that shows what the server knows of the file. */
function OpenDrawer() {
  const [draft, setDraft] = useState('');
  const record = useFileRecordStatus('file-1', false);
  return (
    <div>
      <input aria-label="draft" value={draft} onChange={(e) => setDraft(e.target.value)} />
      <span data-testid="file-status">{record?.status ?? 'unknown'}</span>
    </div>
  );
}

describe('the question after a .wav or .mov upload', () => {
  it('refreshes the file information in place: the open drawer and its draft stay (Chinese)', async () => {
    const answers: LandedFile['status'][] = ['verifying', 'verified'];
    let reads = 0;
    setUploadApiClient({
      request: <T,>() =>
        Promise.resolve({
          id: 'file-1',
          status: answers[Math.min(reads++, answers.length - 1)],
        } as T),
      autoLogin: () => Promise.resolve(false),
    });
    const element = (
      <>
        <OpenDrawer />
        <UploadNotifications />
      </>
    );
    renderWithProviders([{ path: '/', element }], '/');
    await waitFor(() => expect(screen.getByTestId('file-status').textContent).toBe('verifying'));
    fireEvent.change(screen.getByLabelText('draft'), { target: { value: '未保存的标题' } });

    act(() => publishNotice({ type: 'askReload', fileName: 'mix.wav' }));
    fireEvent.click(await screen.findByRole('button', { name: '更新' }));

    await waitFor(() => expect(screen.getByTestId('file-status').textContent).toBe('verified'));
    expect((screen.getByLabelText('draft') as HTMLInputElement).value).toBe('未保存的标题');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

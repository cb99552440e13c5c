// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { createRecord } from '../../../data/catalogueRepo';
import { queryRecords } from '../../../data/catalogueQueries';
import { db } from '../../../data/db';
import { trackInput } from '../../../data/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { setUploadApiClient } from '../../../uploads/uploadApi';
import type { StartUploadOptions, StartUploadResult } from '../../../uploads/uploader';
import { quietFluentMotion } from '../clips/motionTesting';
import { AccompanimentDrawer } from './AccompanimentDrawer';

// the machine is shared and slow at times: waits and tests get room

const FILE_ID = '0190a5b2-0000-7000-8000-0000000000d1';
const startUpload = vi.hoisted(() =>
  vi.fn<(o: StartUploadOptions) => Promise<StartUploadResult>>(),
);
vi.mock('../../../uploads/uploader', () => ({ startUpload }));
setUploadApiClient({
  request: () => Promise.reject(new Error('offline')),
  autoLogin: () => Promise.resolve(false),
});

const wavFacts = {
  kind: 'audio',
  format: 'wav',
  durationMs: 30_000,
  sampleRateHz: 44_100,
  bitDepth: 16,
  channels: 2,
} as const;

async function renderDrawer() {
  const track = await createRecord('track', trackInput(null, 'Dawn'));
  const onClose = vi.fn();
  renderWithProviders(
    [
      {
        path: '/',
        element: (
          <AccompanimentDrawer accompaniment={null} trackId={String(track.id)} onClose={onClose} />
        ),
      },
    ],
    '/',
  );
  return { trackId: String(track.id), onClose };
}

const pick = (name: string) =>
  fireEvent.change(screen.getByTestId('accompaniment-file-pick-input'), {
    target: { files: [new File(['RIFF'], name)] },
  });

beforeEach(() => {
  quietFluentMotion();
  startUpload.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
});

describe('AccompanimentDrawer', { timeout: 30_000 }, () => {
  it('uploads a non-vocal WAV through the pipeline and stores its facts (English)', async () => {
    setLanguage('en');
    startUpload.mockResolvedValue({
      ok: true,
      fileId: FILE_ID,
      facts: wavFacts,
      check: { facts: wavFacts, issues: [] },
    });
    const { trackId, onClose } = await renderDrawer();
    fireEvent.change(await screen.findByTestId('accompaniment-title'), {
      target: { value: 'Backing' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Non-vocal' }));
    pick('backing.wav');
    expect(await screen.findByText(/^backing\.wav · WAV · 00:30 · /)).toBeTruthy();
    expect(startUpload.mock.calls[0][0].purpose).toBe('accompaniment');
    fireEvent.click(screen.getByTestId('accompaniment-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [acc] = await queryRecords(db, 'accompaniment', {
      where: { field: 'trackId', equals: trackId },
    });
    expect(acc).toMatchObject({
      title: 'Backing',
      accompanimentType: 'nonVocal',
      file: { path: FILE_ID, format: 'wav', durationMs: 30_000, sizeBytes: 4 },
    });
  });

  it('shows the refusal of a file that is not audio, and asks for the required fields (Chinese)', async () => {
    const issue = {
      field: 'file',
      code: 'file-format' as const,
      severity: 'error' as const,
      params: { file: 'notes.txt' },
    };
    startUpload.mockResolvedValue({ ok: false, check: { facts: null, issues: [issue] } });
    await renderDrawer();
    pick('notes.txt');
    expect(await screen.findByText('未通过：notes.txt：文件格式不正确')).toBeTruthy();
    fireEvent.click(screen.getByTestId('accompaniment-save'));
    expect(await screen.findByText('伴奏名称信息不完整')).toBeTruthy();
    expect(screen.getByText('类型信息不完整')).toBeTruthy();
    expect(screen.getByText('请上传伴奏文件')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { createRecord } from '../../../data/catalogueRepo';
import { queryRecords } from '../../../data/catalogueQueries';
import { db } from '../../../data/db';
import { trackInput } from '../../../data/testing';
import { makeAudio } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { setUploadApiClient } from '../../../uploads/uploadApi';
import { ClipDrawer } from './ClipDrawer';
import { quietFluentMotion } from './motionTesting';

// the machine is shared and slow at times: waits and tests get room

setUploadApiClient({
  request: () => Promise.reject(new Error('offline')),
  autoLogin: () => Promise.resolve(false),
});

async function trackOf(seconds: number): Promise<string> {
  const track = await createRecord(
    'track',
    trackInput(null, 'Dawn', {
      audio: makeAudio({ path: crypto.randomUUID(), durationMs: seconds * 1000 }),
    }),
  );
  return String(track.id);
}

function renderDrawer(trackId: string, onClose = vi.fn()) {
  renderWithProviders(
    [{ path: '/', element: <ClipDrawer clip={null} trackId={trackId} onClose={onClose} /> }],
    '/',
  );
  return onClose;
}

const clipsOf = (trackId: string) =>
  queryRecords(db, 'trackClip', { where: { field: 'trackId', equals: trackId } });

beforeEach(quietFluentMotion);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
});

describe('ClipDrawer', { timeout: 30_000 }, () => {
  it('refuses a clip whose end passes the end of the track, then saves a 30 s system clip (English)', async () => {
    setLanguage('en');
    const trackId = await trackOf(30);
    const onClose = renderDrawer(trackId);
    expect(await screen.findByText('Track length: 00:30')).toBeTruthy();
    fireEvent.change(screen.getByTestId('clip-title'), { target: { value: 'Hook' } });
    fireEvent.change(screen.getByTestId('clip-start-seconds'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('clip-save'));
    expect(await screen.findByText('Clip duration exceed origin track duration')).toBeTruthy();
    expect(screen.getByTestId('clip-form-error').textContent).toBe(
      'Please correct the marked fields.',
    );
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('clip-start-seconds'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '30 s' }));
    fireEvent.click(screen.getByTestId('clip-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [clip] = await clipsOf(trackId);
    expect(clip).toMatchObject({
      trackId,
      title: 'Hook',
      type: 1,
      startMs: 0,
      durationMs: 30_000,
      tag: null,
      file: null,
    });
  });

  it('asks for the title and an uploaded clip file in Chinese', async () => {
    const trackId = await trackOf(200);
    renderDrawer(trackId);
    await screen.findByText('歌曲时长：03:20');
    fireEvent.click(screen.getByRole('radio', { name: '上传片段文件' }));
    fireEvent.click(screen.getByTestId('clip-save'));
    expect(await screen.findByText('请输入片段标题')).toBeTruthy();
    expect(screen.getByText('请上传片段文件')).toBeTruthy();
    expect(screen.getByTestId('clip-file-status').textContent).toBe('尚未选择文件');
    expect(await clipsOf(trackId)).toEqual([]);
  });

  it('a system clip is impossible when the track has no length', async () => {
    setLanguage('en');
    const track = await createRecord('track', trackInput(null, 'Silent', { audio: null }));
    renderDrawer(String(track.id));
    expect(
      await screen.findByText('Track length unknown: upload the track audio first'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('clip-title'), { target: { value: 'Hook' } });
    fireEvent.click(screen.getByTestId('clip-save'));
    expect(
      await screen.findByText(
        'The original track has no duration, so a system clip cannot be made',
      ),
    ).toBeTruthy();
  });
});

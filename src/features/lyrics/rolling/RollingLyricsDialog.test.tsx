// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { createRecord } from '../../../data/catalogueRepo';
import { queryRecords } from '../../../data/catalogueQueries';
import { db } from '../../../data/db';
import type { Track } from '../../../domain/catalogue';
import { makeAudio, makeTrack } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { setUploadApiClient } from '../../../uploads/uploadApi';
import type { StartUploadOptions, StartUploadResult } from '../../../uploads/uploader';
import { quietFluentMotion } from '../../library/clips/motionTesting';
import { RollingLyricsDialog } from './RollingLyricsDialog';

// the machine is shared and slow at times: waits and tests get room

const startUpload = vi.hoisted(() =>
  vi.fn<(o: StartUploadOptions) => Promise<StartUploadResult>>(),
);
vi.mock('../../../uploads/uploader', () => ({ startUpload }));
setUploadApiClient({
  request: () => Promise.reject(new Error('offline')),
  autoLogin: () => Promise.resolve(false),
});

const lyricsFacts = { kind: 'lyrics', format: 'lrc' } as const;

function trackWithAudio(overrides: Partial<Track> = {}): Track {
  return makeTrack({
    id: crypto.randomUUID(),
    name: 'Dawn',
    audio: makeAudio({ path: crypto.randomUUID(), durationMs: 30_000 }),
    ...overrides,
  });
}

async function addLyrics(track: Track, content: string, kind: 'original' | 'rolling' = 'original') {
  await createRecord('lyrics', {
    trackId: track.id,
    title: 'dawn',
    kind,
    format: 'txt',
    language: null,
    content,
    file: null,
  });
}

function renderDialog(track: Track, editable = true) {
  renderWithProviders(
    [
      {
        path: '/',
        element: <RollingLyricsDialog track={track} editable={editable} onClose={vi.fn()} />,
      },
    ],
    '/',
  );
}

function stampAt(seconds: number) {
  const audio = screen.getByTestId('rolling-editor').querySelector('audio') as HTMLAudioElement;
  audio.currentTime = seconds;
  fireEvent.keyDown(screen.getByTestId('rolling-stamp'), { key: 't' });
}

const times = () => screen.getAllByTestId('rolling-line').map((li) => li.getAttribute('data-time'));

beforeEach(() => {
  quietFluentMotion();
  startUpload.mockReset();
  startUpload.mockImplementation(async () => ({
    ok: true,
    fileId: crypto.randomUUID(),
    facts: lyricsFacts,
    check: { facts: lyricsFacts, issues: [] },
  }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
});

describe('RollingLyricsDialog', { timeout: 30_000 }, () => {
  it('asks for audio first, then lyrics (spec: audio and lyrics needed first)', async () => {
    setLanguage('en');
    renderDialog(trackWithAudio({ audio: null }));
    expect((await screen.findByTestId('rolling-blocker')).textContent).toBe(
      'Please upload a song file',
    );
    cleanup();
    const unverified = trackWithAudio({
      audio: makeAudio({ path: crypto.randomUUID(), verifiedAt: null }),
    });
    await addLyrics(unverified, 'one\n');
    renderDialog(unverified);
    expect((await screen.findByTestId('rolling-blocker')).textContent).toBe(
      'The song file is still being verified. Please try again once it shows Verified.',
    );
    cleanup();
    renderDialog(trackWithAudio());
    expect((await screen.findByTestId('rolling-blocker')).textContent).toBe('Please upload lyrics');
  });

  it('stamps lines with the T key at the playing time, refuses times out of order, saves the LRC (English)', async () => {
    setLanguage('en');
    const track = trackWithAudio();
    await addLyrics(track, '晨光照进来\n山那边的云\n早安，这个世界\n');
    renderDialog(track);
    await screen.findByTestId('rolling-editor');
    expect(times()).toEqual(['', '', '']);
    expect(screen.getAllByTestId('rolling-line')[0].getAttribute('aria-current')).toBe('step');

    stampAt(1.234);
    stampAt(5);
    expect(times()).toEqual(['1230', '5000', '']);
    expect(screen.getAllByTestId('rolling-line')[2].getAttribute('aria-current')).toBe('step');
    // re-stamp line 2 earlier than line 1: the save is refused with the spec's rule
    fireEvent.click(screen.getByRole('button', { name: 'Re-stamp line 2' }));
    stampAt(0.5);
    fireEvent.click(screen.getByTestId('rolling-stamp'));
    expect(times()).toEqual(['1230', '500', '500']);
    fireEvent.click(screen.getByTestId('rolling-save'));
    expect((await screen.findByTestId('rolling-save-status')).textContent).toBe(
      'Scrolling-lyrics time points must be in order (line 2)',
    );
    expect(within(screen.getAllByTestId('rolling-line')[1]).getByText(/out of order/)).toBeTruthy();
    expect(startUpload).not.toHaveBeenCalled();

    // nudge line 1 earlier by 0.1 s until it precedes line 2, re-time line 3
    for (let i = 0; i < 8; i += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Line 1: 0.1 s earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Re-stamp line 3' }));
    stampAt(9);
    expect(times()).toEqual(['430', '500', '9000']);
    fireEvent.click(screen.getByTestId('rolling-save'));
    expect((await screen.findByTestId('rolling-save-status')).textContent).toBe(
      'Rolling lyrics saved.',
    );
    const sent = startUpload.mock.calls[0][0];
    expect(sent).toMatchObject({ purpose: 'lyrics', durationMs: 30_000 });
    expect(await sent.file.text()).toBe(
      '[ti:Dawn]\n[00:00.43]晨光照进来\n[00:00.50]山那边的云\n[00:09.00]早安，这个世界\n',
    );
    const rows = await queryRecords(db, 'lyrics', {
      where: { field: 'trackId', equals: track.id },
    });
    expect(rows.find((r) => r.kind === 'rolling')).toMatchObject({
      format: 'lrc',
      file: { name: 'Dawn.lrc' },
    });
  });

  it('a time past the end of the track is refused (Chinese)', async () => {
    const track = trackWithAudio({
      audio: makeAudio({ path: crypto.randomUUID(), durationMs: 3_000 }),
    });
    await addLyrics(track, '[00:01.00]晨光\n[00:04.00]山云\n', 'rolling');
    renderDialog(track);
    await screen.findByTestId('rolling-editor');
    expect(times()).toEqual(['1000', '4000']);
    fireEvent.click(screen.getByTestId('rolling-save'));
    expect((await screen.findByTestId('rolling-save-status')).textContent).toBe(
      '第 2 行的时间点超出歌曲时长',
    );
  });

  it('converts the original lyrics to traditional Chinese and saves them; without originals it refuses (Chinese)', async () => {
    const track = trackWithAudio();
    await addLyrics(track, '晨光照进来\n山那边的云\n');
    renderDialog(track);
    await screen.findByTestId('rolling-editor');
    fireEvent.click(screen.getByTestId('rolling-convert'));
    const text = (await screen.findByTestId('rolling-traditional-text')) as HTMLTextAreaElement;
    expect(text.value).toBe('晨光照進來\n山那邊的雲\n');
    fireEvent.click(screen.getByTestId('rolling-save-traditional'));
    expect((await screen.findByTestId('rolling-traditional-status')).textContent).toBe(
      '繁体中文歌词已保存。',
    );
    const rows = await queryRecords(db, 'lyrics', {
      where: { field: 'trackId', equals: track.id },
    });
    expect(rows.find((r) => r.kind === 'traditional')).toMatchObject({
      format: 'txt',
      language: 'zh-Hant',
      content: '晨光照進來\n山那邊的雲\n',
    });

    cleanup();
    const rollingOnly = trackWithAudio();
    await addLyrics(rollingOnly, '[00:01.00]晨光\n', 'rolling');
    renderDialog(rollingOnly);
    await screen.findByTestId('rolling-editor');
    fireEvent.click(screen.getByTestId('rolling-convert'));
    expect((await screen.findByTestId('rolling-convert-error')).textContent).toBe(
      '当前歌曲没有原始歌词',
    );
  });

  it('a locked album: the lines show, stamping and saving are off', async () => {
    setLanguage('en');
    const track = trackWithAudio();
    await addLyrics(track, 'one\ntwo\n');
    renderDialog(track, false);
    await screen.findByTestId('rolling-editor');
    expect(
      screen.getByText(
        'The album is pending review or approved: its lyrics cannot be changed now.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('rolling-stamp').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('rolling-save').hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(times()).toEqual(['', '']));
  });
});

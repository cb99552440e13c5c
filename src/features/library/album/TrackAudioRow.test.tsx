// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { Table, TableBody } from '@fluentui/react-components';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { Track } from '../../../domain/catalogue';
import { makeAudio, makeTrack } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { setUploadApiClient } from '../../../uploads/uploadApi';
import { TrackAudioRow } from './TrackAudioRow';

// offline: the server's word on a file is unknown
setUploadApiClient({
  request: () => Promise.reject(new Error('offline')),
  autoLogin: () => Promise.resolve(false),
});

function renderRow(track: Track, lyricsEditable = true) {
  renderWithProviders(
    [
      {
        path: '/',
        element: (
          <Table>
            <TableBody>
              <TrackAudioRow track={track} editable lyricsEditable={lyricsEditable} />
            </TableBody>
          </Table>
        ),
      },
    ],
    '/',
  );
}

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

describe('TrackAudioRow', () => {
  it('offers a player for verified audio, and the lyrics upload (English)', async () => {
    setLanguage('en');
    renderRow(
      makeTrack({
        name: 'Morning Song',
        audio: makeAudio({ path: '0190a5b2-0000-7000-8000-0000000000aa' }),
      }),
    );
    expect(screen.getByRole('button', { name: 'Play Morning Song' })).toBeTruthy();
    expect(screen.getByTestId('audio-player-time').textContent).toBe('0:00 / 3:20');
    expect(await screen.findByText('No lyrics')).toBeTruthy();
    const pick = screen.getByRole('button', { name: 'Upload lyrics for Morning Song' });
    // enabled once the local store answered that the track has no lyrics record yet
    await waitFor(() => expect(pick.hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('track-lyrics-pick-input').getAttribute('accept')).toBe(
      '.txt,.lrc,.krc',
    );
  });

  it('has no player while the audio is not verified, nor without audio (Chinese)', async () => {
    renderRow(
      makeTrack({
        name: '晨曲',
        audio: makeAudio({ path: '0190a5b2-0000-7000-8000-0000000000ab', verifiedAt: null }),
      }),
    );
    expect(await screen.findByText('暂无歌词')).toBeTruthy();
    expect(screen.queryByTestId('audio-player')).toBeNull();
    cleanup();
    renderRow(makeTrack({ name: '晨曲', audio: null }), false);
    expect(await screen.findByText('暂无歌词')).toBeTruthy();
    expect(screen.queryByTestId('audio-player')).toBeNull();
    expect(screen.getByRole('button', { name: '为 晨曲 上传歌词' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

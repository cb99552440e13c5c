// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { createRecord } from '../../../data/catalogueRepo';
import type { Track } from '../../../domain/catalogue';
import { makeAlbum, makeAudio } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { setUploadApiClient } from '../../../uploads/uploadApi';
import { trackInput } from '../../../data/testing';
import { quietFluentMotion } from './motionTesting';
import { TrackMediaGroup } from './TrackMediaGroup';

// the machine is shared and slow at times: waits and tests get room

setUploadApiClient({
  request: () => Promise.reject(new Error('offline')),
  autoLogin: () => Promise.resolve(false),
});

beforeEach(quietFluentMotion);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
});

describe('TrackMediaGroup', { timeout: 30_000 }, () => {
  it('lists a track clips and accompaniments with their facts, and deletes after asking (English)', async () => {
    setLanguage('en');
    const track = (await createRecord('track', trackInput(null, 'Dawn'))) as Track;
    await createRecord('trackClip', {
      trackId: track.id,
      title: 'Hook',
      type: 1,
      startMs: 65_000,
      durationMs: 30_000,
      tag: 'tv',
      file: null,
    });
    const file = makeAudio({
      path: crypto.randomUUID(),
      name: 'backing.flac',
      format: 'flac',
      durationMs: 215_000,
      sizeBytes: 3 * 1024 * 1024 /* 3 MiB: 3.1 MB decimal, no longer labelled "3 MB" */,
      verifiedAt: null,
    });
    await createRecord('accompaniment', {
      trackId: track.id,
      title: 'Backing',
      accompanimentType: 'nonVocal',
      tag: null,
      file,
    });
    renderWithProviders(
      [
        {
          path: '/',
          element: (
            <TrackMediaGroup track={track} album={makeAlbum({ reviewStatus: 11 })} showTrackName />
          ),
        },
      ],
      '/',
    );

    const clip = await screen.findByTestId('clip-row');
    expect([...clip.querySelectorAll('td')].map((td) => td.textContent).slice(0, 5)).toEqual([
      'Hook',
      'System clip (cut from the track)',
      '01:05',
      '00:30',
      'tv',
    ]);
    const acc = await screen.findByTestId('accompaniment-row');
    expect([...acc.querySelectorAll('td')].map((td) => td.textContent).slice(0, 5)).toEqual([
      'Backing',
      'Non-vocal',
      'FLAC',
      '03:35',
      '3.1 MB',
    ]);
    expect(within(acc).getByTestId('accompaniment-row-file').textContent).toBe(
      'backing.flac · Not uploaded yet',
    );
    // clips are not the album's reviewed content: a pending album still lets them change
    expect(screen.getByRole('button', { name: 'Add clip for Dawn' }).hasAttribute('disabled')).toBe(
      false,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Hook' }));
    const dialog = await screen.findByTestId('confirm-delete');
    expect(dialog.textContent).toContain('"Hook" will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No clips yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('confirm-delete')).toBeNull());
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { createRecord } from '../../../data/catalogueRepo';
import { TRACK_ARTIST_ROLES, type TrackArtist } from '../../../domain/catalogue';
import { setLanguage } from '../../../i18n/languageStore';
import {
  trackArtistRowMessages as rowText,
  trackMessages as m,
  trackRoleMessages,
} from '../track/messages';
import { ArtistRolesField } from './ArtistRolesField';

const TEXTS = {
  artistPick: rowText.artistPick,
  rolePick: rowText.rolePick,
  remove: rowText.remove,
  addArtist: m.addArtist,
  noArtists: m.noArtists,
  unknownArtist: m.unknownArtist,
};

let latest: TrackArtist[] = [];

function Harness({ initial }: { initial: TrackArtist[] }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return (
    <ArtistRolesField
      label="Artists"
      required
      rows={rows}
      onChange={setRows}
      editable
      roles={TRACK_ARTIST_ROLES}
      roleText={trackRoleMessages}
      mainRole="main"
      nextRole="featured"
      texts={TEXTS}
      testId="track-artists"
    />
  );
}

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

describe('ArtistRolesField', { timeout: 30_000 }, () => {
  it('adds a main artist first, then featured ones, and removes a row by its artist name (English)', async () => {
    setLanguage('en');
    await createRecord('artist', { name: 'Lin Xia', countryCode: 'CN', type: 'female' });
    await createRecord('artist', { name: 'Zhou Shan', countryCode: 'CN', type: 'male' });
    renderWithProviders([{ path: '/', element: <Harness initial={[]} /> }], '/');
    const add = await screen.findByTestId('track-artists-add');
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(latest).toHaveLength(1));
    fireEvent.click(add);
    await waitFor(() => expect(latest.map((r) => r.role)).toEqual(['main', 'featured']));
    // every known artist is on a row: nothing left to add
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lin Xia' }));
    await waitFor(() => expect(latest).toHaveLength(1));
    expect(screen.getByRole('group', { name: /Artists/ })).toBeTruthy();
  });

  it('keeps an artist this device does not know, named as such', async () => {
    renderWithProviders(
      [
        {
          path: '/',
          element: (
            <Harness
              initial={[{ artistId: '0190a5b2-0000-7000-8000-00000000abcd', role: 'main' }]}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('button', { name: '移除（本设备上没有该艺人）' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '艺人 1' })).toHaveProperty(
      'value',
      '（本设备上没有该艺人）',
    );
    expect(latest).toEqual([{ artistId: '0190a5b2-0000-7000-8000-00000000abcd', role: 'main' }]);
  });
});

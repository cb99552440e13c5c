// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { createRecord } from '../../../data/catalogueRepo';
import { db } from '../../../data/db';
import { trackInput } from '../../../data/testing';
import type { Track } from '../../../domain/catalogue';
import { makeAlbum, makeTrack } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { TrackInfoForm } from './TrackInfoForm';

beforeEach(async () => {
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
});
afterEach(async () => {
  cleanup();
  setLanguage('zh-hans');
  await Promise.all(db.tables.map((t) => t.clear()));
});

function renderForm(track: Track, album = null as Parameters<typeof TrackInfoForm>[0]['album']) {
  renderWithProviders([{ path: '/', element: <TrackInfoForm track={track} album={album} /> }], '/');
}

const isrcInput = () => screen.getByRole('textbox', { name: /^ISRC/ }) as HTMLInputElement;

describe('TrackInfoForm', () => {
  it('says in Chinese what is missing for review and refuses a malformed ISRC at its field', async () => {
    renderForm(makeTrack({ isrc: null, composers: [] }));
    expect(await screen.findByText('ISRC 编码信息不完整')).toBeTruthy();
    expect(screen.getByText('至少需要一位作曲')).toBeTruthy();
    fireEvent.change(isrcInput(), { target: { value: 'CN-A12' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('ISRC 须为 12 位字母和数字')).toBeTruthy();
    expect(screen.getByTestId('track-form-notice').textContent).toBe(
      '未保存：请先修正标红的字段。',
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('says in English that an ISRC of another track on this device is used', async () => {
    setLanguage('en');
    await createRecord('track', trackInput(null, 'Other', { isrc: 'CNA122600009' }));
    renderForm(makeTrack());
    fireEvent.change(isrcInput(), { target: { value: 'cn a12 26 00009' } });
    expect(await screen.findByText('Current ISRC has been used')).toBeTruthy();
  });

  it('shows every field read-only with the reason while the album is pending review', async () => {
    renderForm(makeTrack(), makeAlbum({ reviewStatus: 11 }));
    expect((await screen.findByTestId('track-lock-explanation')).textContent).toContain(
      '专辑正在审核中',
    );
    expect(isrcInput().disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /歌曲名称/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    // the artist row: an artist this device has not synced is named so, and cannot be removed now
    expect(
      screen.getByRole('button', { name: '移除（本设备上没有该艺人）' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});

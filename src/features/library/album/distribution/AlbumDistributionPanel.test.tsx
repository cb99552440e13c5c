// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUserInfo } from '../../../../app/session/sessionStore';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import { db } from '../../../../data/db';
import type { Album } from '../../../../domain/catalogue';
import { makeAlbum, testId } from '../../../../domain/catalogue/testing';
import type { AlbumChannelView } from '../../../../domain/distribution/api';
import { ACTIONS } from '../../../../domain/roles';
import { AlbumDistributionPanel } from './AlbumDistributionPanel';
import { saveAlbumChannels } from './useAlbumChannels';

function renderPanel(album: Album) {
  const element = (
    <>
      <span>page ready</span>
      <AlbumDistributionPanel album={album} />
    </>
  );
  renderWithProviders([{ path: '/', element }], '/');
}

async function signIn(privileges: string[]) {
  await storeUserInfo({
    privileges: privileges.map((link) => ({ id: link, link })),
    userInfo: {
      id: 'u1',
      name: '演示管理员',
      email: 'a@b.example',
      phone: '',
      roles: ['admin'],
      lastLoginAt: null,
      accountType: 'company',
      ifAppleVerify: false,
      organisationId: testId(901),
      organisationName: '演示唱片',
    },
  });
}

const base = {
  lastBatchId: null,
  requestedAt: '2026-11-20T04:00:00.000Z',
  sentAt: null,
  answeredAt: null,
  answerCode: null,
  answerText: null,
} as const;
const channels: AlbumChannelView[] = [
  {
    ...base,
    channelId: testId(1),
    code: 'demo',
    nameZh: '演示音乐',
    nameEn: 'Demo Music',
    refusal: null,
    state: 22,
    lastMessageId: 'MSG-1',
    answeredAt: '2026-11-20T04:30:00.000Z',
    answerCode: 'ok',
  },
  {
    ...base,
    channelId: testId(2),
    code: 'east',
    nameZh: '东方',
    nameEn: 'East',
    refusal: null,
    state: 27,
    lastMessageId: 'MSG-2',
    answerCode: 'failed',
    answerText: 'Cover too small',
  },
  {
    ...base,
    channelId: testId(3),
    code: 'west',
    nameZh: '西方',
    nameEn: 'West',
    refusal: 'channel-excluded',
    state: 20,
    lastMessageId: null,
    requestedAt: null,
  },
];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  // offline: the panel reads the saved copy (the e2e spec covers the server's answers)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AlbumDistributionPanel', () => {
  it('shows nothing for an album never approved nor distributed', async () => {
    await signIn([ACTIONS.albumDistribute]);
    renderPanel(makeAlbum({ reviewStatus: 11, releaseStatus: 20 }));
    await screen.findByText('page ready');
    expect(screen.queryByTestId('album-distribution')).toBeNull();
  });

  it('shows the last known states offline, with their time, and says acting needs a connection', async () => {
    await signIn([ACTIONS.albumDistribute]);
    const album = makeAlbum({ reviewStatus: 12, releaseStatus: 27 });
    await saveAlbumChannels({ albumId: album.id, releaseStatus: 27, channels });
    renderPanel(album);
    const rows = await screen.findAllByTestId('distribution-channel');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['22', '27', '20']);
    expect(rows[0].textContent).toContain('演示音乐');
    expect(rows[0].textContent).toContain('MSG-1');
    expect(rows[1].textContent).toContain('Cover too small');
    expect(rows[2].textContent).toContain('合同排除了此渠道');
    await waitFor(() =>
      expect(screen.getByTestId('data-status').textContent).toContain('离线状态'),
    );
    expect(screen.getByTestId('distribution-hint').textContent).toBe(
      '分发和下架由服务器处理：需要网络连接。',
    );
    expect(screen.getByTestId('distribution-distribute').getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByTestId('distribution-off-shelf').getAttribute('aria-disabled')).toBe('true');
  });

  it('is read-only with the reason for a member without the distribution privilege', async () => {
    await signIn([]);
    const album = makeAlbum({ reviewStatus: 12, releaseStatus: 22 });
    await saveAlbumChannels({ albumId: album.id, releaseStatus: 22, channels });
    renderPanel(album);
    await screen.findAllByTestId('distribution-channel');
    expect(screen.queryByTestId('distribution-distribute')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByTestId('distribution-hint').textContent).toContain('您的角色没有分发权限');
  });
});

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUserInfo } from '../../../../app/session/sessionStore';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import { db } from '../../../../data/db';
import { createDexieRequestQueue } from '../../../../data/local/requestQueue';
import { queueDeviceRequest } from '../../../../data/useQueuedRequests';
import type { Album } from '../../../../domain/catalogue';
import { makeAlbum, testId } from '../../../../domain/catalogue/testing';
import type { AlbumChannelView } from '../../../../domain/distribution/api';
import { ACTIONS } from '../../../../domain/roles';
import { quietFluentMotion } from '../../clips/motionTesting';
import { AlbumDistributionPanel } from './AlbumDistributionPanel';
import { saveAlbumChannels } from './useAlbumChannels';

const queuedRequests = () => createDexieRequestQueue(db).list();

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
  quietFluentMotion();
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

  it('shows the last known states offline, with their time, and says a request is kept until online', async () => {
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
      '离线：请求会保存在本设备上，联网后发送；届时服务器将按专辑当时的状态核对。',
    );
    expect(screen.getByTestId('distribution-distribute').getAttribute('aria-disabled')).toBeNull();
  });

  it('offline, queues the request with the album version it was decided on and lists it until withdrawn', async () => {
    await signIn([ACTIONS.albumDistribute]);
    const album = makeAlbum({ reviewStatus: 12, releaseStatus: 27, upc: '4006381333931' });
    await saveAlbumChannels({ albumId: album.id, releaseStatus: 27, channels });
    renderPanel(album);
    await screen.findAllByTestId('distribution-channel');
    fireEvent.click(screen.getByTestId('distribution-distribute'));
    fireEvent.click(await screen.findByTestId('distribution-confirm'));
    expect((await screen.findByTestId('distribution-queued-notice')).textContent).toBe(
      '已排队：设备联网后将发送此请求。',
    );
    const row = await screen.findByTestId('distribution-queued');
    expect(row.textContent).toContain('等待联网');
    const queued = await queuedRequests();
    // 27 on East is the one channel that takes a distribution (22 is on shelf, West is excluded)
    expect(queued).toMatchObject([
      {
        kind: 'albumDistribute',
        body: { albumId: album.id, channelIds: [testId(2)] },
        decidedOn: { albumVersion: album.version },
        state: 'pending',
      },
    ]);
    fireEvent.click(within(row).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(screen.queryByTestId('distribution-queued')).toBeNull());
    expect(await queuedRequests()).toEqual([]);
  });

  it('refuses at once, without queueing, an approved album without UPC', async () => {
    await signIn([ACTIONS.albumDistribute]);
    const album = makeAlbum({ reviewStatus: 12, releaseStatus: 27, upc: null });
    await saveAlbumChannels({ albumId: album.id, releaseStatus: 27, channels });
    renderPanel(album);
    await screen.findAllByTestId('distribution-channel');
    fireEvent.click(screen.getByTestId('distribution-distribute'));
    fireEvent.click(await screen.findByTestId('distribution-confirm'));
    expect((await screen.findByTestId('distribution-error')).textContent).toBe(
      '该专辑没有 UPC，无法分发，未做任何更改。',
    );
    expect(await queuedRequests()).toEqual([]);
  });

  it('shows a request the server refused with its reason until it is dismissed', async () => {
    await signIn([ACTIONS.albumDistribute]);
    const album = makeAlbum({ reviewStatus: 12, releaseStatus: 27, upc: '4006381333931' });
    await saveAlbumChannels({ albumId: album.id, releaseStatus: 27, channels });
    const request = await queueDeviceRequest({
      id: testId(77),
      kind: 'albumDistribute',
      body: { albumId: album.id, channelIds: [testId(2)] },
      decidedOn: { albumVersion: 1 },
      subjectId: album.id,
    });
    await createDexieRequestQueue(db).update({
      ...request,
      state: 'refused',
      lastError: {
        status: 409,
        code: 'albumChanged',
        msg: '提出此请求后专辑已被修改（当时为版本 1，现为 3）。',
      },
    });
    renderPanel(album);
    const row = await screen.findByTestId('distribution-queued');
    expect(row.textContent).toContain('已被拒绝');
    expect(row.textContent).toContain('当时为版本 1，现为 3');
    fireEvent.click(within(row).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByTestId('distribution-queued')).toBeNull());
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

// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import type { Album } from '../../../../domain/catalogue';
import { makeAlbum } from '../../../../domain/catalogue/testing';
import { putCachedEntry } from '../../../../data/cacheRepo';
import { db } from '../../../../data/db';
import { buildNewReleaseMessage, diffReleaseMessages } from '../../../../domain/ddex';
import { makeBundle } from '../../../../domain/ddex/testing';
import { AlbumPackageDownload } from './AlbumPackageDownload';

function renderDownload(album: Album) {
  const element = (
    <>
      <span>page ready</span>
      <AlbumPackageDownload album={album} />
    </>
  );
  renderWithProviders([{ path: '/', element }], '/');
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AlbumPackageDownload', () => {
  // offline: the section then reads nothing from the server (the e2e spec covers the online path)
  it('offers the package of an approved album only', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDownload(makeAlbum({ reviewStatus: 11 }));
    await screen.findByText('page ready');
    expect(screen.queryByTestId('album-package')).toBeNull();
    cleanup();
    renderDownload(makeAlbum({ reviewStatus: 12 }));
    const button = await screen.findByTestId('album-package-download');
    expect(button.textContent).toBe('下载 DDEX 包');
    expect(screen.getByTestId('album-package').textContent).toContain(
      '与上次打包比较需要网络连接。',
    );
  });

  it('says the download needs a connection while offline, instead of failing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDownload(makeAlbum({ reviewStatus: 12 }));
    const button = await screen.findByTestId('album-package-download');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('album-package').textContent).toContain(
      'DDEX 包由服务器生成：下载需要网络连接。',
    );
  });

  it('shows the diff last loaded, with its time, while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const bundle = makeBundle(1);
    const album = makeAlbum({ reviewStatus: 16 });
    await putCachedEntry(
      'albumDiffs',
      album.id,
      {
        diff: {
          last: {
            messageId: 'm-1',
            albumVersion: 3,
            sha256: 'a'.repeat(64),
            builtAt: '2026-03-01T08:00:00.000Z',
          },
          diff: diffReleaseMessages(buildNewReleaseMessage(bundle), bundle),
        },
        savedAt: Date.parse('2026-11-20T04:40:00.000Z'),
      },
      50,
    );
    renderDownload(album);
    expect((await screen.findByTestId('ddex-diff')).getAttribute('data-state')).toBe('same');
    expect(screen.getByTestId('album-diff-saved').textContent).toContain('最后加载的内容');
    expect(screen.getByTestId('album-diff-saved').textContent).toContain('2026');
    expect(screen.getByTestId('album-package').textContent).not.toContain(
      '与上次打包比较需要网络连接。',
    );
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import type { Album } from '../../../../domain/catalogue';
import { makeAlbum } from '../../../../domain/catalogue/testing';
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
});

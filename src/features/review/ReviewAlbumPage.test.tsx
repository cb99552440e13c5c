// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { putCached } from '../../data/cacheRepo';
import { db } from '../../data/db';
import { setLanguage } from '../../i18n/languageStore';
import { ReviewAlbumPage } from './ReviewAlbumPage';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
  vi.unstubAllGlobals();
});

describe('ReviewAlbumPage', () => {
  it('offline with nothing saved, says reviewing needs a connection instead of a bare page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(
      [{ path: '/staff/review/:orgId/:albumId', Component: ReviewAlbumPage }],
      '/staff/review/org-1/album-1',
    );
    expect((await screen.findByTestId('review-page-needs-connection')).textContent).toBe(
      '本设备尚未打开过这张专辑：审核需要联网。',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('专辑审核');
  });

  it("names the organisation in the reader's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // kept under the album's organisation and id: two organisations' albums may share an id
    await putCached('reviewPages', {
      'org-1/album-1': {
        orgId: 'org-1',
        orgName: '演示唱片',
        orgNameEn: 'Demo Records',
        album: { id: 'album-1', name: 'Album', cover: null, reviewStatus: 11 },
        content: [],
        authorizations: [],
        approved: null,
        stage: 'content',
        claim: null,
        history: [],
      },
    });
    setLanguage('en');
    renderWithProviders(
      [{ path: '/staff/review/:orgId/:albumId', Component: ReviewAlbumPage }],
      '/staff/review/org-1/album-1',
    );
    expect((await screen.findByTestId('review-stage')).textContent).toBe(
      'Demo Records · Now at: Content review',
    );
  });
});

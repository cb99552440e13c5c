// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import type { ReviewPageData } from '../../domain/review/types';
import { setLanguage } from '../../i18n/languageStore';
import { ReviewContent } from './ReviewContent';

function pageOf(overrides: Partial<ReviewPageData> = {}): ReviewPageData {
  return {
    orgId: 'org-1',
    orgName: 'Org',
    orgNameEn: 'Org',
    album: { id: 'album-1', name: 'Album', cover: null, reviewStatus: 11, qualityWarnings: [] },
    content: [],
    authorizations: [],
    approved: null,
    stage: 'content',
    claim: null,
    history: [],
    ...overrides,
  };
}

const track = { entity: 'track' as const, record: { id: 't-1', name: 'Song A', trackNo: 1 } };

function renderContent(page: ReviewPageData) {
  renderWithProviders(
    [
      {
        path: '/',
        element: <ReviewContent album={{ orgId: 'org-1', albumId: 'album-1' }} page={page} />,
      },
    ],
    '/',
  );
}

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

describe('ReviewContent quality checks', () => {
  const findings = [
    { field: 'cover', code: 'cover-not-verified', severity: 'warning' },
    {
      field: 'audio',
      code: 'duration-too-short',
      severity: 'warning',
      params: { minSeconds: 30 },
      entity: 'track',
      entityId: 't-1',
    },
  ];
  const page = pageOf({
    album: {
      id: 'album-1',
      name: 'Album',
      cover: null,
      reviewStatus: 11,
      qualityWarnings: findings,
    },
    content: [track],
  });

  it('shows the stored findings as the partner saw them, with their track, in zh-Hans', async () => {
    renderContent(page);
    const list = await screen.findByTestId('album-quality-warnings');
    const items = within(list).getAllByTestId('album-quality-item');
    expect(items).toHaveLength(2);
    expect(list.textContent).toContain('封面文件尚未通过服务器校验');
    expect(items[1]?.textContent).toContain('Song A');
    expect(items[1]?.textContent).toContain('音频时长不足 30 秒');
    expect(screen.getByTestId('album-quality').textContent).not.toContain('cover-not-verified');
    expect(screen.queryByTestId('album-quality-errors')).toBeNull();
    // the reviewer has no way into the partner's editor
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('shows them in English too', async () => {
    setLanguage('en');
    renderContent(page);
    const list = await screen.findByTestId('album-quality-warnings');
    expect(list.textContent).toContain('The cover file has not been verified by the server yet');
    expect(list.textContent).toContain('Song A');
    expect(list.textContent).toContain('The audio is shorter than 30 seconds');
  });
});

describe('ReviewContent empty sections', () => {
  it('says "none" in every empty section instead of a bare heading, in both languages', async () => {
    const album = { id: 'album-1', name: 'Album', cover: null, reviewStatus: 16 };
    const page = pageOf({ album, approved: [{ entity: 'album', record: album }] });
    renderContent(page);
    for (const id of ['review-tracks', 'review-lyrics', 'review-rights', 'review-letters']) {
      expect(within(await screen.findByTestId(id)).getByTestId('review-none').textContent).toBe(
        '无记录',
      );
    }
    expect(screen.getByTestId('review-changes').textContent).toContain('内容没有修改');
    cleanup();
    setLanguage('en');
    renderContent(page);
    expect(
      within(await screen.findByTestId('review-rights')).getByTestId('review-none').textContent,
    ).toBe('None recorded');
    expect(screen.getByTestId('review-changes').textContent).toContain('No content changed');
  });

  it('says so of a rights holder without country records and a letter without bound tracks', async () => {
    renderContent(
      pageOf({
        content: [track, { entity: 'rightsHolder', record: { id: 'h-1', name: 'Holder' } }],
        authorizations: [{ id: 'l-1', title: 'Letter', number: 'A-1' }],
      }),
    );
    const rights = await screen.findByTestId('review-rights');
    expect(rights.textContent).toContain('Holder');
    expect(within(rights).getByTestId('review-none').textContent).toBe('没有国家/地区记录');
    expect(screen.getByTestId('review-letters').textContent).toBe(
      '授权书及绑定歌曲Letter (A-1): 未绑定歌曲',
    );
  });
});

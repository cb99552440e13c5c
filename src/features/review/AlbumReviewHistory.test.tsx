// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { getCached } from '../../data/cacheRepo';
import { db } from '../../data/db';
import type { ReviewEvent } from '../../domain/review/types';
import { AlbumReviewHistory } from './AlbumReviewHistory';

const rejected: ReviewEvent = {
  id: 2,
  actorName: null,
  reviewType: 11,
  stage: 'content',
  decision: 'rejected',
  reasonCode: 'cover-quality',
  reasonText: '封面有水印',
  at: '2026-11-20T04:40:00.000Z',
};

const renderHistory = () =>
  renderWithProviders(
    [{ path: '/', element: <AlbumReviewHistory albumId="album-1" reviewStatus={13} /> }],
    '/',
  );

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AlbumReviewHistory', () => {
  it('keeps the history it loaded and reads it back offline, with its time', async () => {
    const answer = { state: true, msg: '', result: { list: [rejected] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer)))),
    );
    renderHistory();
    expect((await screen.findByTestId('review-history')).textContent).toContain('封面有水印');
    await vi.waitFor(async () =>
      expect((await getCached('reviewHistories'))?.value['album-1']?.events).toEqual([rejected]),
    );
    cleanup();
    vi.unstubAllGlobals();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHistory();
    const history = await screen.findByTestId('review-history');
    expect(history.textContent).toContain('封面有水印');
    expect(screen.getByTestId('review-history-saved').textContent).toContain('最后加载的内容');
  });
});

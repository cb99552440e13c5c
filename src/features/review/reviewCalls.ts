// The review workspace's calls (staff). Reads go into the device cache so the screens show the
// last loaded copy offline; claims and decisions need the server and are never queued.
import { api } from '../../app/api/api';
import { getCached, putCached } from '../../data/cacheRepo';
import {
  REVIEW_PATHS,
  reviewAlbumKey,
  type RejectReasonCode,
  type ReviewAlbumRef,
} from '../../domain/review/review';
import type { ReviewEvent, ReviewPageData, ReviewQueuePage } from '../../domain/review/types';
import type { ReviewStage } from '../../domain/status/reviewStatus';

/** How many review pages the device keeps for offline reading. */
const KEPT_PAGES = 20;

export async function refreshReviewQueue(
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<void> {
  const page = await api.request<ReviewQueuePage>(REVIEW_PATHS.queue, { query, signal });
  await putCached('reviewQueue', { query, page });
}

/** The staff dashboard's figures: the unfiltered queue's counts and its oldest album (oldest first). */
export async function refreshReviewSummary(signal: AbortSignal): Promise<void> {
  const page = await api.request<ReviewQueuePage>(REVIEW_PATHS.queue, {
    query: { page: '1', size: '1' },
    signal,
  });
  await putCached('reviewSummary', {
    counts: page.counts,
    oldestSubmittedAt: page.list[0]?.submittedAt ?? null,
  });
}

/** The back office names an album with its organisation (albums are keyed by both). */
export async function refreshReviewPage(ref: ReviewAlbumRef, signal: AbortSignal): Promise<void> {
  const page = await api.request<ReviewPageData>(REVIEW_PATHS.album, {
    query: { orgId: ref.orgId, albumId: ref.albumId },
    signal,
  });
  const key = reviewAlbumKey(ref);
  const kept = (await getCached('reviewPages'))?.value ?? {};
  const others = Object.entries(kept)
    .filter(([k]) => k !== key)
    .slice(-(KEPT_PAGES - 1));
  await putCached('reviewPages', { ...Object.fromEntries(others), [key]: page });
}

export async function claimReview(ref: ReviewAlbumRef): Promise<void> {
  await api.request(REVIEW_PATHS.claim, {
    method: 'POST',
    body: { orgId: ref.orgId, albumId: ref.albumId },
  });
}

export async function releaseReview(ref: ReviewAlbumRef): Promise<void> {
  await api.request(REVIEW_PATHS.release, {
    method: 'POST',
    body: { orgId: ref.orgId, albumId: ref.albumId },
  });
}

export interface ReviewDecisionInput {
  orgId: string;
  albumId: string;
  action: 'approve' | 'reject';
  stage: ReviewStage;
  reasonCode?: RejectReasonCode;
  reason?: string;
}

export async function decideReview(input: ReviewDecisionInput): Promise<void> {
  await api.request(REVIEW_PATHS.decide, { method: 'POST', body: input });
}

/** The partner's own album's review history (not cached: the album page shows it when online). */
export async function fetchReviewHistory(
  albumId: string,
  signal: AbortSignal,
): Promise<ReviewEvent[]> {
  return (
    await api.request<{ list: ReviewEvent[] }>(REVIEW_PATHS.history, {
      query: { albumId },
      signal,
    })
  ).list;
}

/**
 * A signed stream URL of a file the album names (its cover, a track's audio), asked through the
 * album: the back office has no reach to a file by its id alone.
 */
export async function requestReviewFileUrl(ref: ReviewAlbumRef, fileId: string): Promise<string> {
  return (
    await api.request<{ url: string }>(REVIEW_PATHS.fileUrl, {
      method: 'POST',
      body: { orgId: ref.orgId, albumId: ref.albumId, fileUrl: fileId },
    })
  ).url;
}

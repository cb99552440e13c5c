// The partner's album page: the album's review history from the server (submissions, each stage's
// decision and reason). Read when online, again whenever the album's review status moves; offline
// the album itself still shows the last rejection's reason.
import { useEffect, useState } from 'react';
import { isAbortError, isNetworkError } from '../../app/api/errors';
import { reportError } from '../../data/errorLog';
import type { ReviewEvent } from '../../domain/review/types';
import { fetchReviewHistory } from './reviewCalls';
import { ReviewHistoryList } from './ReviewHistoryList';

export function AlbumReviewHistory({
  albumId,
  reviewStatus,
}: {
  albumId: string;
  reviewStatus: number;
}) {
  const [events, setEvents] = useState<ReviewEvent[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchReviewHistory(albumId, controller.signal).then(setEvents, (error: unknown) => {
      if (isAbortError(error) || controller.signal.aborted) return;
      // offline is expected on this device-first page: the list just stays out
      if (!isNetworkError(error)) reportError('review.history', error);
    });
    return () => controller.abort();
  }, [albumId, reviewStatus]);
  return events === null ? null : <ReviewHistoryList events={events} />;
}

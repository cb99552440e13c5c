// The partner's album page: the album's review history from the server (submissions, each stage's
// decision and reason). Read when online, again whenever the album's review status moves, and kept
// on the device: offline (or when the server is out of reach) the list is the one last loaded,
// with its time.
import { Caption1 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isAbortError, isNetworkError } from '../../app/api/errors';
import { sharedMessages } from '../../components/messages';
import { putCachedEntry } from '../../data/cacheRepo';
import { reportError } from '../../data/errorLog';
import { useCachedEntry } from '../../data/useCached';
import type { ReviewEvent } from '../../domain/review/types';
import { useOnline } from '../batch/useOnline';
import { useReviewStyles } from './Review.styles';
import { fetchReviewHistory } from './reviewCalls';
import { ReviewHistoryList } from './ReviewHistoryList';

/** How many albums' histories the device keeps for offline reading. */
const KEPT_HISTORIES = 50;

export function AlbumReviewHistory({
  albumId,
  reviewStatus,
}: {
  albumId: string;
  reviewStatus: number;
}) {
  const intl = useIntl();
  const styles = useReviewStyles();
  const online = useOnline();
  const saved = useCachedEntry('reviewHistories', albumId);
  const [events, setEvents] = useState<ReviewEvent[] | null>(null);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchReviewHistory(albumId, controller.signal)
      .then(async (list) => {
        if (controller.signal.aborted) return;
        setEvents(list);
        await putCachedEntry(
          'reviewHistories',
          albumId,
          { events: list, savedAt: Date.now() },
          KEPT_HISTORIES,
        );
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        // out of reach is expected on this device-first page: the saved list shows instead
        if (!isNetworkError(error)) reportError('review.history', error);
      });
    return () => controller.abort();
  }, [albumId, reviewStatus, online]);
  // offline the list is the one kept on the device, said so, even if this visit loaded it
  if (events !== null && (online || !saved)) return <ReviewHistoryList events={events} />;
  if (!saved) return null;
  return (
    <ReviewHistoryList
      events={saved.events}
      note={
        <Caption1 className={styles.muted} data-testid="review-history-saved">
          {intl.formatMessage(sharedMessages.lastKnown, {
            time: intl.formatDate(saved.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Caption1>
      }
    />
  );
}

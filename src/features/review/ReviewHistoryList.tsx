// An album's review history, newest first: for the reviewer (with names) and the partner.
import { Body1, Subtitle2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewEvent } from '../../domain/review/types';
import { reviewMessages as m } from './messages';
import { useReviewStyles } from './Review.styles';
import { historyText } from './reviewText';

export function ReviewHistoryList({
  events,
  note,
}: {
  events: readonly ReviewEvent[];
  /** said under the heading, e.g. that the list is the one last loaded */
  note?: ReactNode;
}) {
  const intl = useIntl();
  const styles = useReviewStyles();
  const title = intl.formatMessage(m.history);
  return (
    <section className={styles.card} aria-label={title} data-testid="review-history">
      <Subtitle2 as="h2">{title}</Subtitle2>
      {note}
      {events.length === 0 ? (
        <Body1>{intl.formatMessage(m.historyEmpty)}</Body1>
      ) : (
        <ul className={styles.list}>
          {events.map((e) => (
            <li key={e.id}>
              {`${intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' })} · ${historyText(intl, e)}${e.actorName ? ` · ${e.actorName}` : ''}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Body1, Body1Strong } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { isReviewStatus } from '../../../domain/status';
import type { LooseRecord } from '../../../domain/sync/records';
import { ReviewStatusBadge } from '../../library/status/StatusBadges';
import { recordName } from './conflictDiff';
import { useConflictsStyles } from './ConflictsPage.styles';
import { conflictMessages as m } from './messages';

/** The album whose review locks the refused record, as the server sent it back. */
export function LockingAlbum({ album }: { album: LooseRecord }) {
  const intl = useIntl();
  const styles = useConflictsStyles();
  const status = album.reviewStatus;
  return (
    <div className={styles.lockAlbum} data-testid="conflict-locking-album">
      <LockClosedRegular aria-hidden />
      <Body1>{intl.formatMessage(m.lockingAlbum)}</Body1>
      <Body1Strong>{recordName(album) ?? intl.formatMessage(m.unnamedRecord)}</Body1Strong>
      {isReviewStatus(status) && <ReviewStatusBadge status={status} />}
    </div>
  );
}

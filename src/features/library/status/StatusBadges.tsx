import { Badge, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ReleaseStatus, ReviewStatus } from '../../../domain/status';
import { releaseStatusMessages, reviewStatusMessages } from './messages';

type Color = NonNullable<BadgeProps['color']>;

const useStyles = makeStyles({
  // a status is one short phrase: on a narrow screen its column grows (the table scrolls) rather
  // than the words breaking out of the pill
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
});

const REVIEW_COLORS: Readonly<Record<ReviewStatus, Color>> = {
  10: 'informative',
  11: 'warning',
  12: 'success',
  13: 'danger',
  14: 'brand',
  15: 'subtle',
  16: 'warning',
};

const RELEASE_COLORS: Readonly<Record<ReleaseStatus, Color>> = {
  20: 'informative',
  21: 'brand',
  22: 'success',
  23: 'warning',
  24: 'subtle',
  25: 'brand',
  26: 'danger',
  27: 'danger',
};

/** An album's review status as a coloured, localized badge. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Badge
      appearance="tint"
      color={REVIEW_COLORS[status]}
      className={styles.badge}
      data-review-status={status}
    >
      {intl.formatMessage(reviewStatusMessages[status])}
    </Badge>
  );
}

/** An album's release (distribution) status as a coloured, localized badge. */
export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Badge
      appearance="outline"
      color={RELEASE_COLORS[status]}
      className={styles.badge}
      data-release-status={status}
    >
      {intl.formatMessage(releaseStatusMessages[status])}
    </Badge>
  );
}

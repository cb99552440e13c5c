// Labels of the album review (10-16) and release (20-27) statuses of spec section 4, keyed by code
// so a screen never spells a status itself.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ReleaseStatus, ReviewStatus } from '../../../domain/status';

const REVIEW = 'Album review status (spec section 4), shown in lists and on the album page';
const RELEASE =
  'Album release (distribution) status (spec section 4), shown in lists and on the album page';

export const reviewStatusMessages: Readonly<Record<ReviewStatus, MessageDescriptor>> =
  defineMessages({
    10: { id: 'album.review.10', defaultMessage: 'Not submitted', description: REVIEW },
    11: { id: 'album.review.11', defaultMessage: 'Pending review', description: REVIEW },
    12: { id: 'album.review.12', defaultMessage: 'Approved', description: REVIEW },
    13: { id: 'album.review.13', defaultMessage: 'Not approved', description: REVIEW },
    14: { id: 'album.review.14', defaultMessage: 'Under modification', description: REVIEW },
    15: { id: 'album.review.15', defaultMessage: 'Deleted', description: REVIEW },
    16: {
      id: 'album.review.16',
      defaultMessage: 'Modification pending review',
      description: REVIEW,
    },
  });

export const releaseStatusMessages: Readonly<Record<ReleaseStatus, MessageDescriptor>> =
  defineMessages({
    20: { id: 'album.release.20', defaultMessage: 'Not released', description: RELEASE },
    21: { id: 'album.release.21', defaultMessage: 'Releasing', description: RELEASE },
    22: { id: 'album.release.22', defaultMessage: 'Released', description: RELEASE },
    23: { id: 'album.release.23', defaultMessage: 'Updates not released', description: RELEASE },
    24: { id: 'album.release.24', defaultMessage: 'Off shelf', description: RELEASE },
    25: { id: 'album.release.25', defaultMessage: 'Taking off shelf', description: RELEASE },
    26: { id: 'album.release.26', defaultMessage: 'Off-shelf failed', description: RELEASE },
    27: { id: 'album.release.27', defaultMessage: 'Release failed', description: RELEASE },
  });

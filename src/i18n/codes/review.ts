// Texts of the review workspace's codes (src/domain/review): the common rejection reasons, the
// stage names and the decision codes; the server words its notices from the same ids.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RejectReasonCode } from '../../domain/review/reasons';
import type { ReviewStage } from '../../domain/status/reviewStatus';

const REASON =
  'A common reason a back-office reviewer picks when rejecting an album; the partner reads it';
const STAGE = 'Name of a review stage of an album (spec section 4)';

export const rejectReasonMessages: Readonly<Record<RejectReasonCode, MessageDescriptor>> =
  defineMessages({
    'cover-quality': {
      id: 'review.reason.cover-quality',
      defaultMessage: 'The cover does not meet the requirements (size, clarity, text or logos)',
      description: REASON,
    },
    'audio-quality': {
      id: 'review.reason.audio-quality',
      defaultMessage: 'The audio has quality problems (noise, clipping, silence or wrong file)',
      description: REASON,
    },
    'metadata-incorrect': {
      id: 'review.reason.metadata-incorrect',
      defaultMessage: 'Album or track information is wrong or incomplete',
      description: REASON,
    },
    'title-style': {
      id: 'review.reason.title-style',
      defaultMessage:
        "Titles break the channels' style rules (featured artists, capitals, versions)",
      description: REASON,
    },
    'lyrics-problem': {
      id: 'review.reason.lyrics-problem',
      defaultMessage: 'The lyrics are missing, wrong or out of sync',
      description: REASON,
    },
    'rights-incomplete': {
      id: 'review.reason.rights-incomplete',
      defaultMessage: 'Rights holders or their shares are missing or do not add up',
      description: REASON,
    },
    'authorization-letter': {
      id: 'review.reason.authorization-letter',
      defaultMessage:
        'The authorization letter is missing, unreadable or does not cover the tracks',
      description: REASON,
    },
    'territory-terms': {
      id: 'review.reason.territory-terms',
      defaultMessage: 'Territories or terms of the rights are wrong',
      description: REASON,
    },
    'duplicate-content': {
      id: 'review.reason.duplicate-content',
      defaultMessage: 'The content duplicates an album already on the platform',
      description: REASON,
    },
    other: {
      id: 'review.reason.other',
      defaultMessage: 'Other reason',
      description: REASON,
    },
  });

export const reviewStageMessages: Readonly<Record<ReviewStage, MessageDescriptor>> = defineMessages(
  {
    content: { id: 'review.stage.content', defaultMessage: 'Content review', description: STAGE },
    opSp: { id: 'review.stage.opSp', defaultMessage: 'OP-SP review', description: STAGE },
  },
);

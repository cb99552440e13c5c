// Server-only texts of distribution (issue 16): the partner's notice of a scheduled takedown.
import { defineMessages } from 'react-intl';

export const serverTakedownNoticeMessages = defineMessages({
  'takedownScheduled.title': {
    id: 'serverNotice.takedownScheduled.title',
    defaultMessage: 'Album {album} comes off its channels on {date}',
    description:
      'Server-only text: title of the notice 30 and 7 days before a scheduled takedown (sync-server/src/distribution/takedownNotices.ts)',
  },
  'takedownScheduled.content': {
    id: 'serverNotice.takedownScheduled.content',
    defaultMessage:
      'The album {album} will be taken off every channel that has it on {date}, in {days} days: {reason}.',
    description:
      'Server-only text: body of the scheduled-takedown notice; {reason} is one of the reason texts',
  },
  'takedownScheduled.reason.requested': {
    id: 'serverNotice.takedownScheduled.reason.requested',
    defaultMessage: 'its requested off-shelf date',
    description:
      'Server-only text: why a takedown is scheduled: the album’s requested off-shelf time',
  },
  'takedownScheduled.reason.contract': {
    id: 'serverNotice.takedownScheduled.reason.contract',
    defaultMessage: 'your contract ends that day',
    description: 'Server-only text: why a takedown is scheduled: the organisation’s contract ends',
  },
  'takedownScheduled.reason.letter': {
    id: 'serverNotice.takedownScheduled.reason.letter',
    defaultMessage:
      'the contract behind the authorization letter of one of its tracks ends that day',
    description:
      'Server-only text: why a takedown is scheduled: a track’s authorization letter stops being covered',
  },
});

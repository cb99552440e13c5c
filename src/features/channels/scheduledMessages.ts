import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { ScheduledTakedownView } from '../../domain/distribution/deliveries';

export const scheduledMessages = defineMessages<{
  heading: NoMessageValues;
  tableLabel: NoMessageValues;
  date: NoMessageValues;
  reason: NoMessageValues;
  album: NoMessageValues;
  organisation: NoMessageValues;
  channels: NoMessageValues;
  notices: NoMessageValues;
  deliveries: NoMessageValues;
  openDeliveries: { album: string };
  daysLeft: { days: number };
  empty: NoMessageValues;
  noticesSent: { leads: string };
  none: NoMessageValues;
  deliveriesTitle: { album: string; organisation: string };
}>({
  heading: {
    id: 'channels.scheduled.heading',
    defaultMessage: 'Scheduled takedowns',
    description: 'Heading of the staff list of takedowns that go out by date',
  },
  tableLabel: {
    id: 'channels.scheduled.tableLabel',
    defaultMessage: 'Takedowns that go out by date, soonest first',
    description: 'Accessible name of the scheduled takedown table',
  },
  date: {
    id: 'channels.scheduled.date',
    defaultMessage: 'Goes out',
    description: 'Column: the day the takedown goes out',
  },
  reason: {
    id: 'channels.scheduled.reason',
    defaultMessage: 'Why',
    description: 'Column: requested off-shelf date, contract end or letter’s contract end',
  },
  album: {
    id: 'channels.scheduled.album',
    defaultMessage: 'Album',
    description: 'Column: the album',
  },
  organisation: {
    id: 'channels.scheduled.organisation',
    defaultMessage: 'Organisation',
    description: 'Column: the partner organisation',
  },
  channels: {
    id: 'channels.scheduled.channels',
    defaultMessage: 'Channels',
    description: 'Column: the channels the album is on',
  },
  notices: {
    id: 'channels.scheduled.notices',
    defaultMessage: 'Notices sent',
    description: 'Column: the 30- and 7-day notices already sent to the partner',
  },
  deliveries: {
    id: 'channels.scheduled.deliveries',
    defaultMessage: 'Deliveries',
    description: 'Column and button: the album’s delivery batches',
  },
  openDeliveries: {
    id: 'channels.scheduled.openDeliveries',
    defaultMessage: 'Deliveries of {album}',
    description: 'Accessible name of the button opening an album’s batches',
  },
  daysLeft: {
    id: 'channels.scheduled.daysLeft',
    defaultMessage: '{days, plural, =0 {due today} one {in # day} other {in # days}}',
    description: 'How long until the takedown goes out (0 or less: due)',
  },
  empty: {
    id: 'channels.scheduled.empty',
    defaultMessage: 'No takedown is scheduled.',
    description: 'Empty scheduled takedown list',
  },
  noticesSent: {
    id: 'channels.scheduled.noticesSent',
    defaultMessage: '{leads} days before',
    description: 'The notice leads sent, e.g. "30, 7 days before"',
  },
  none: {
    id: 'channels.scheduled.none',
    defaultMessage: 'None yet',
    description: 'No notice sent yet',
  },
  deliveriesTitle: {
    id: 'channels.scheduled.deliveriesTitle',
    defaultMessage: 'Deliveries of {album} ({organisation})',
    description: 'Title of the dialog listing an album’s batches for staff',
  },
});

export const scheduledReasonMessages: Readonly<
  Record<ScheduledTakedownView['reason'], MessageDescriptor>
> = defineMessages({
  requested: {
    id: 'channels.scheduled.reason.requested',
    defaultMessage: 'Requested off-shelf date',
    description: 'Why a takedown is scheduled',
  },
  contract: {
    id: 'channels.scheduled.reason.contract',
    defaultMessage: 'The contract ends',
    description: 'Why a takedown is scheduled',
  },
  letter: {
    id: 'channels.scheduled.reason.letter',
    defaultMessage: 'The contract behind a track’s authorization letter ends',
    description: 'Why a takedown is scheduled',
  },
});

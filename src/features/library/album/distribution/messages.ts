import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { ChannelRefusal } from '../../../../domain/distribution/allowedChannels';

export const distributionMessages = defineMessages<{
  heading: NoMessageValues;
  tableLabel: NoMessageValues;
  channel: NoMessageValues;
  state: NoMessageValues;
  lastMessage: NoMessageValues;
  time: NoMessageValues;
  answer: NoMessageValues;
  pick: { channel: string };
  pickAll: NoMessageValues;
  distribute: NoMessageValues;
  offShelf: NoMessageValues;
  confirmDistributeTitle: NoMessageValues;
  confirmDistributeBody: { count: number; names: string };
  confirmOffShelfTitle: NoMessageValues;
  confirmOffShelfBody: { count: number; names: string };
  sent: NoMessageValues;
  noPrivilege: NoMessageValues;
  notApproved: NoMessageValues;
  noChannels: NoMessageValues;
  requestedAt: { time: Date };
  sentAt: { time: Date };
  answeredAt: { time: Date };
  working: NoMessageValues;
}>({
  heading: {
    id: 'album.distribution.heading',
    defaultMessage: 'Distribution to channels',
    description: 'Heading of the album page section listing the channels and their release states',
  },
  tableLabel: {
    id: 'album.distribution.tableLabel',
    defaultMessage: 'Channels and the album’s state on each',
    description: 'Accessible name of the channel table',
  },
  channel: {
    id: 'album.distribution.channel',
    defaultMessage: 'Channel',
    description: 'Column: the channel name',
  },
  state: {
    id: 'album.distribution.state',
    defaultMessage: 'State',
    description: 'Column: the album’s release state (20-27) on the channel',
  },
  lastMessage: {
    id: 'album.distribution.lastMessage',
    defaultMessage: 'Last message',
    description: 'Column: the id of the last DDEX message sent to the channel',
  },
  time: {
    id: 'album.distribution.time',
    defaultMessage: 'Time',
    description: 'Column: when the last request, delivery or answer happened',
  },
  answer: {
    id: 'album.distribution.answer',
    defaultMessage: 'Channel’s answer',
    description: 'Column: what the channel answered (its acknowledgement), or why it is greyed',
  },
  pick: {
    id: 'album.distribution.pick',
    defaultMessage: 'Choose {channel}',
    description: 'Accessible name of a channel row’s checkbox',
  },
  pickAll: {
    id: 'album.distribution.pickAll',
    defaultMessage: 'Choose all channels',
    description: 'Accessible name of the header checkbox',
  },
  distribute: {
    id: 'album.distribution.distribute',
    defaultMessage: 'Distribute',
    description: 'Button: send the album to the chosen channels',
  },
  offShelf: {
    id: 'album.distribution.offShelf',
    defaultMessage: 'Take off shelf',
    description: 'Button: take the album off the chosen channels',
  },
  confirmDistributeTitle: {
    id: 'album.distribution.confirmDistributeTitle',
    defaultMessage: 'Distribute this album?',
    description: 'Title of the confirmation before distributing',
  },
  confirmDistributeBody: {
    id: 'album.distribution.confirmDistributeBody',
    defaultMessage:
      'The album will be delivered to {count, plural, one {# channel} other {# channels}}: {names}.',
    description: 'Confirmation text; names: the chosen channels joined by commas',
  },
  confirmOffShelfTitle: {
    id: 'album.distribution.confirmOffShelfTitle',
    defaultMessage: 'Take this album off shelf?',
    description: 'Title of the confirmation before an off-shelf request',
  },
  confirmOffShelfBody: {
    id: 'album.distribution.confirmOffShelfBody',
    defaultMessage:
      'A takedown will be sent to {count, plural, one {# channel} other {# channels}}: {names}. Listeners there will no longer find the album.',
    description: 'Confirmation text; names: the chosen channels joined by commas',
  },
  sent: {
    id: 'album.distribution.sent',
    defaultMessage: 'Request sent. The states below follow the channels’ answers.',
    description: 'After the server accepted a distribution or off-shelf request',
  },
  noPrivilege: {
    id: 'album.distribution.noPrivilege',
    defaultMessage:
      'Your role does not include distribution rights: you can see the states but not change them. An administrator with distribution rights can.',
    description: 'Shown instead of the buttons to a member without the distribution privilege',
  },
  notApproved: {
    id: 'album.distribution.notApproved',
    defaultMessage: 'Only an approved album can be distributed.',
    description: 'Shown beside the buttons when the album is not approved (review status 12)',
  },
  noChannels: {
    id: 'album.distribution.noChannels',
    defaultMessage: 'No channel is set up yet.',
    description: 'Empty channel table',
  },
  requestedAt: {
    id: 'album.distribution.requestedAt',
    defaultMessage: 'Requested {time, date, medium} {time, time, short}',
    description: 'Time cell: when the request was made',
  },
  sentAt: {
    id: 'album.distribution.sentAt',
    defaultMessage: 'Sent {time, date, medium} {time, time, short}',
    description: 'Time cell: when the batch was delivered',
  },
  answeredAt: {
    id: 'album.distribution.answeredAt',
    defaultMessage: 'Answered {time, date, medium} {time, time, short}',
    description: 'Time cell: when the channel answered',
  },
  working: {
    id: 'album.distribution.working',
    defaultMessage: 'Sending the request…',
    description: 'While the request is on its way to the server',
  },
});

/** Why a channel is greyed in the panel (allowedChannels.ts ChannelRefusal). */
export const refusalMessages: Readonly<Record<ChannelRefusal, MessageDescriptor>> = defineMessages({
  'channel-disabled': {
    id: 'album.distribution.refusal.channel-disabled',
    defaultMessage: 'The channel is switched off',
    description: 'Why a channel cannot be chosen',
  },
  'channel-no-contract': {
    id: 'album.distribution.refusal.channel-no-contract',
    defaultMessage: 'No contract in force covers distribution',
    description: 'Why a channel cannot be chosen',
  },
  'channel-contract-ended': {
    id: 'album.distribution.refusal.channel-contract-ended',
    defaultMessage: 'The contract has ended',
    description: 'Why a channel cannot be chosen',
  },
  'channel-excluded': {
    id: 'album.distribution.refusal.channel-excluded',
    defaultMessage: 'The contract excludes this channel',
    description: 'Why a channel cannot be chosen',
  },
  'channel-territory': {
    id: 'album.distribution.refusal.channel-territory',
    defaultMessage: 'The channel serves none of the contract’s territories',
    description: 'Why a channel cannot be chosen',
  },
  'channel-usage': {
    id: 'album.distribution.refusal.channel-usage',
    defaultMessage: 'The channel accepts none of the contract’s usages',
    description: 'Why a channel cannot be chosen',
  },
});

import { defineMessages, type NoMessageValues } from 'react-intl';

export const noticeMessages = defineMessages<{
  tabs: NoMessageValues;
  announcements: NoMessageValues;
  notifications: NoMessageValues;
  unread: NoMessageValues;
  markRead: NoMessageValues;
  empty: NoMessageValues;
  partial: { shown: number; total: number };
  notFound: NoMessageValues;
  back: NoMessageValues;
}>({
  tabs: {
    id: 'notices.tabs',
    defaultMessage: 'Message kinds',
    description: 'Accessible name of the message tabs',
  },
  announcements: {
    id: 'notices.announcements',
    defaultMessage: 'System announcements',
    description: 'Tab of announcements',
  },
  notifications: {
    id: 'notices.notifications',
    defaultMessage: 'Notifications',
    description: 'Tab of personal notifications',
  },
  unread: {
    id: 'notices.unread',
    defaultMessage: 'Unread',
    description: 'Badge on an unread message',
  },
  markRead: {
    id: 'notices.markRead',
    defaultMessage: 'Mark as read',
    description: 'Button that marks one message read',
  },
  empty: {
    id: 'notices.empty',
    defaultMessage: 'No messages.',
    description: 'Shown when a message list is empty',
  },
  partial: {
    id: 'notices.partial',
    defaultMessage: 'Showing the latest {shown} of {total} messages.',
    description: 'Shown when the list holds fewer messages than exist',
  },
  notFound: {
    id: 'notices.notFound',
    defaultMessage: 'This notice does not exist or has been removed.',
    description: 'Shown on a notice page whose message cannot be found',
  },
  back: {
    id: 'notices.back',
    defaultMessage: 'Back to system notifications',
    description: 'Link back to the list',
  },
});

import { defineMessages, type NoMessageValues } from 'react-intl';

export const sysMessageMessages = defineMessages<{
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
  tabs: { id: 'messages.tabs', defaultMessage: 'Message kinds', description: 'Accessible name of the message tabs' },
  announcements: { id: 'messages.announcements', defaultMessage: 'System announcements', description: 'Tab of announcements' },
  notifications: { id: 'messages.notifications', defaultMessage: 'Notifications', description: 'Tab of personal notifications' },
  unread: { id: 'messages.unread', defaultMessage: 'Unread', description: 'Badge on an unread message' },
  markRead: { id: 'messages.markRead', defaultMessage: 'Mark as read', description: 'Button that marks one message read' },
  empty: { id: 'messages.empty', defaultMessage: 'No messages.', description: 'Shown when a message list is empty' },
  partial: {
    id: 'messages.partial',
    defaultMessage: 'Showing the latest {shown} of {total} messages.',
    description: 'Shown when the list holds fewer messages than exist',
  },
  notFound: {
    id: 'messages.notFound',
    defaultMessage: 'This notice does not exist or has been removed.',
    description: 'Shown on a notice page whose message cannot be found',
  },
  back: { id: 'messages.back', defaultMessage: 'Back to system notifications', description: 'Link back to the list' },
});

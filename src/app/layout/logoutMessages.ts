// The logout question's texts: outside the `layout.` prefix so they ship with the logged-in part
// of the catalogue, not with the login page (src/i18n/catalogueParts.ts).
import { defineMessages, type NoMessageValues } from 'react-intl';

export const logoutMessages = defineMessages<{
  title: NoMessageValues;
  summary: NoMessageValues;
  edits: { count: number };
  requests: { count: number };
  consequence: NoMessageValues;
  stay: NoMessageValues;
  logOutAnyway: NoMessageValues;
}>({
  title: {
    id: 'logoutDialog.title',
    defaultMessage: 'Some work is not sent yet',
    description: 'Title of the question asked at logout when the device still holds unsent work',
  },
  summary: {
    id: 'logoutDialog.summary',
    defaultMessage: 'This device has not yet sent to the server:',
    description: 'Logout question: the sentence before the list of unsent edits and requests',
  },
  edits: {
    id: 'logoutDialog.edits',
    defaultMessage: '{count, plural, one {# catalogue edit} other {# catalogue edits}}',
    description: 'Logout question: how many catalogue edits wait in the outbox',
  },
  requests: {
    id: 'logoutDialog.requests',
    defaultMessage:
      '{count, plural, one {# request} other {# requests}} (distribution, off-shelf or statement confirmation)',
    description: 'Logout question: how many queued business requests wait to be sent',
  },
  consequence: {
    id: 'logoutDialog.consequence',
    defaultMessage:
      'If you log out now, they stay on this device and are sent the next time you log in here. If someone else logs in on this device first, they are discarded and never sent.',
    description: 'Logout question: what happens to the unsent work when the user logs out anyway',
  },
  stay: {
    id: 'logoutDialog.stay',
    defaultMessage: 'Stay and send',
    description: 'Logout question: closes the question, the session stays and sync goes on',
  },
  logOutAnyway: {
    id: 'logoutDialog.logOutAnyway',
    defaultMessage: 'Log out anyway',
    description: 'Logout question: logs out, leaving the unsent work on the device',
  },
});

// Texts of /account/subjectInfo. The identity's field names are the sign-up's (register/messages.ts).
import { defineMessages } from 'react-intl';

const D = 'Subject information screen (/account/subjectInfo)';

export const subjectMessages = defineMessages({
  heading: { id: 'subject.heading', defaultMessage: 'Subject information', description: D },
  accountType: { id: 'subject.accountType', defaultMessage: 'Account type', description: D },
  personName: { id: 'subject.personName', defaultMessage: 'Name', description: D },
  readOnly: {
    id: 'subject.readOnly',
    defaultMessage: 'Only an administrator of your organisation can change this information.',
    description: D,
  },
  needsConnection: {
    id: 'subject.needsConnection',
    defaultMessage: 'Saving needs a connection to the server.',
    description: D,
  },
  saved: { id: 'subject.saved', defaultMessage: 'Subject information saved.', description: D },
});

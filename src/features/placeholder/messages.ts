import { defineMessages } from 'react-intl';

export const placeholderMessages = defineMessages({
  text: {
    id: 'placeholder.text',
    defaultMessage: 'This screen is not available in this version yet.',
    description: 'Empty state of a route whose screen arrives in a later version',
  },
  hint: {
    id: 'placeholder.hint',
    defaultMessage: 'It will arrive with a coming update of the portal.',
    description: 'Second line of the empty state',
  },
});
